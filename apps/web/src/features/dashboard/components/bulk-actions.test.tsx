import {
  BULK_FORWARD_QUOTES,
  BULK_UPLOAD_INVOICES,
  BULK_DISMISS_NEW_MANAGEMENTS,
  dashboardCalls,
  invoiceCalls,
  newManagementCalls,
  propertyCalls,
  quoteCalls,
  type TPropertyContact,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import {
  buildInvoice,
  buildNewManagement,
  buildQuote,
  mockDashboardApi,
  renderDashboard,
} from '../testing/dashboard-fixtures';

// The enrol link opens a new tab: happy-dom should not try to follow it.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => document.removeEventListener('click', stopNavigation));

const address = (n: number) => ({
  compliancePropertyId: 500 + n,
  addressLine1: `${n} Station Street`,
  addressLine2: 'Richmond VIC 3121',
});

const quotes = [1, 2, 3].map((n) =>
  buildQuote({ complianceQuoteId: n, quoteNumber: `Q-${n}`, property: address(n) }),
);

const landlord = (id: number, name: string, email: string | null): TPropertyContact => ({
  id,
  role: 'LANDLORD',
  name,
  email,
  salutation: null,
  contactNumbers: [],
  address: null,
});

/** Property 501's landlords have emails, 502's none, 503's one. */
function contactsOf(propertyId: string): TPropertyContact[] {
  if (propertyId === '501')
    return [
      landlord(1, 'Ava Owner', 'ava@example.com'),
      landlord(2, 'Ben Owner', 'ben@example.com'),
    ];
  if (propertyId === '502') return [landlord(3, 'Cy Owner', null)];
  return [landlord(4, 'Di Owner', 'di@example.com')];
}

const results = () => screen.getByRole('list', { name: 'Results of the bulk action' });
const resultRow = (label: RegExp) =>
  within(results())
    .getAllByRole('listitem')
    .find((row) => label.test(row.textContent ?? ''))!;

describe('bulk actions on the urgent lists', () => {
  it('should select rows by checkbox or all on the page, and show the bar with their count', async () => {
    const user = userEvent.setup();
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.urgentQuotes, { items: quotes, total: 3 }));
    renderDashboard('/?action-required-tab=urgent-quotes');
    const list = await screen.findByRole('list', { name: 'Urgent quotes' });

    // Nothing selected: no bar. One: the bar counts it, and select all is indeterminate.
    const selectAll = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(screen.queryByRole('region', { name: 'Actions on the selected rows' })).toBeNull();
    await user.click(
      within(list).getByRole('checkbox', {
        name: 'Select Quote Q-1, 1 Station Street, Richmond VIC 3121',
      }),
    );
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' });
    expect(bar).toHaveTextContent('1 selected');
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');

    // From the keyboard: Space on select all takes every row of the page.
    selectAll.focus();
    await user.keyboard(' ');
    expect(bar).toHaveTextContent('3 selected');
    // (happy-dom leaves the input's own checked state behind React's here; the browser journey
    // sees it checked.)
    expect(selectAll).not.toHaveAttribute('data-indeterminate');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Actions on the selected rows' })).toBeNull();
    expect(api.callsTo(quoteCalls.forward)).toHaveLength(0);
  });

  it('should forward the selected quotes to their landlords, row by row, and retry a failure', async () => {
    const user = userEvent.setup();
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.urgentQuotes, { items: quotes, total: 3 }));
    api.set(on(propertyCalls.contacts, (call) => contactsOf(call.params.id!)));
    let refuseQuote3 = true;
    api.set(
      on(quoteCalls.forward, (call) =>
        call.params.id === '3' && refuseQuote3
          ? fail(503, 'The email could not be queued. Please try again.')
          : { emailId: Number(call.params.id) },
      ),
    );
    renderDashboard('/?action-required-tab=urgent-quotes');
    await screen.findByRole('list', { name: 'Urgent quotes' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' });

    const before = api.callsTo(dashboardCalls.urgentQuotes).length;
    await user.click(within(bar).getByRole('button', { name: BULK_FORWARD_QUOTES.button }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Forward 3 quotes to their landlords?',
    });
    expect(dialog).toHaveTextContent(BULK_FORWARD_QUOTES.description);
    expect(api.callsTo(quoteCalls.forward)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Forward quotes' }));

    await waitFor(() => expect(results()).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByText('1 done, 1 failed, 1 need details')).toBeInTheDocument(),
    );
    expect(resultRow(/Q-1/)).toHaveTextContent(
      'Sent to Ava Owner (ava@example.com), Ben Owner (ben@example.com)',
    );
    expect(resultRow(/Q-2/)).toHaveTextContent('Needs details');
    expect(resultRow(/Q-2/)).toHaveTextContent(BULK_FORWARD_QUOTES.noLandlordEmail);
    expect(resultRow(/Q-3/)).toHaveTextContent('The email could not be queued. Please try again.');

    // Each sent quote went to its own landlords; the one without an email was never sent.
    const sent = api.callsTo(quoteCalls.forward);
    expect(sent.map((call) => call.params.id).sort()).toEqual(['1', '3']);
    expect(sent.find((call) => call.params.id === '1')!.body).toMatchObject({
      toAddresses: ['ava@example.com', 'ben@example.com'],
      ccAddresses: [],
    });
    // The selection is spent, and the list loads again.
    expect(screen.queryByRole('region', { name: 'Actions on the selected rows' })).toBeNull();
    await waitFor(() =>
      expect(api.callsTo(dashboardCalls.urgentQuotes).length).toBeGreaterThan(before),
    );

    refuseQuote3 = false;
    await user.click(screen.getByRole('button', { name: 'Retry 1 failed row' }));
    await waitFor(() => expect(resultRow(/Q-3/)).toHaveTextContent('Sent to Di Owner'));
    expect(screen.getByText('2 done, 1 need details')).toBeInTheDocument();
    expect(api.callsTo(quoteCalls.forward).filter((call) => call.params.id === '1')).toHaveLength(
      1,
    );

    await user.click(screen.getByRole('button', { name: 'Dismiss results' }));
    expect(screen.queryByRole('list', { name: 'Results of the bulk action' })).toBeNull();
  });

  it('should upload only the invoices that can go to the software, saying why the others are left', async () => {
    const user = userEvent.setup();
    const eligible = { ...buildInvoice().integration, isEligibleToUpload: true };
    const invoices = [
      buildInvoice({ id: 1, invoiceNumber: 'INV-1', property: address(1), integration: eligible }),
      buildInvoice({
        id: 2,
        invoiceNumber: 'INV-2',
        property: address(2),
        integration: { ...eligible, isUploaded: true, uploadedAt: '2025-03-01T00:00:00Z' },
      }),
    ];
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.overdueInvoices, { items: invoices, total: 2 }));
    api.set(
      on(invoiceCalls.upload, {
        ...invoices[0]!,
        integration: { ...eligible, isUploading: true },
      }),
    );
    renderDashboard('/?action-required-tab=overdue-invoices');
    await screen.findByRole('list', { name: 'Overdue invoices' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: BULK_UPLOAD_INVOICES.button }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Upload 2 invoices to your property software?',
    });
    expect(dialog).toHaveTextContent(`Left out (1): ${BULK_UPLOAD_INVOICES.alreadyUploaded}`);
    await user.click(within(dialog).getByRole('button', { name: 'Upload invoices' }));

    await waitFor(() => expect(screen.getByText('1 done, 1 skipped')).toBeInTheDocument());
    expect(resultRow(/INV-1/)).toHaveTextContent(BULK_UPLOAD_INVOICES.started);
    expect(resultRow(/INV-2/)).toHaveTextContent('Skipped');
    expect(api.callsTo(invoiceCalls.upload).map((call) => call.params.id)).toEqual(['1']);
    await user.click(screen.getByRole('button', { name: 'Dismiss results' }));
  });

  it('should offer no selection of invoices when none can go to the software', async () => {
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.overdueInvoices, { items: [buildInvoice()], total: 1 }));
    renderDashboard('/?action-required-tab=overdue-invoices');
    await screen.findByRole('list', { name: 'Overdue invoices' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('should dismiss the selected new managements and leave those under enrolment', async () => {
    const user = userEvent.setup();
    const items = [
      buildNewManagement({ portfolioPropertyId: 1, address: '1 Smith Street, Fitzroy VIC 3065' }),
      buildNewManagement({ portfolioPropertyId: 2, address: '2 Smith Street, Fitzroy VIC 3065' }),
      buildNewManagement({
        portfolioPropertyId: 3,
        address: '3 Smith Street, Fitzroy VIC 3065',
        isUnderEnrolment: true,
      }),
    ];
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.recentNewManagements, { items, total: 3 }));
    api.set(
      on(newManagementCalls.dismiss, (call) =>
        call.params.id === '2' ? fail(404, 'New management not found') : null,
      ),
    );
    renderDashboard('/?action-required-tab=new-managements', { isIntegrated: true });
    await screen.findByRole('list', { name: 'New managements' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: BULK_DISMISS_NEW_MANAGEMENTS.button }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss 3 new managements?' });
    // A destructive action: Cancel has the first focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() =>
      expect(screen.getByText('1 done, 1 failed, 1 skipped')).toBeInTheDocument(),
    );
    expect(resultRow(/1 Smith/)).toHaveTextContent(BULK_DISMISS_NEW_MANAGEMENTS.dismissed);
    expect(resultRow(/2 Smith/)).toHaveTextContent('New management not found');
    expect(resultRow(/3 Smith/)).toHaveTextContent(BULK_DISMISS_NEW_MANAGEMENTS.enrolmentRequested);
    expect(
      api
        .callsTo(newManagementCalls.dismiss)
        .map((call) => call.params.id)
        .sort(),
    ).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Dismiss results' }));
  });
});
