import {
  INVOICE_UPLOAD_POLL_MS,
  NEW_MANAGEMENT_TOASTS,
  dashboardCalls,
  newManagementCalls,
  REPORTED_FINDING_MESSAGES,
  reportedFindingCalls,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_LIST_KEY, DASHBOARD_STATS_KEY } from '../../../lib/dashboard-keys';
import { fail, on, type RecordedCall } from '../../../testing/mock-api';
import { dashboardKeys } from '../api/keys';
import {
  buildAccessIssue,
  buildInvoice,
  buildNewManagement,
  buildReportedFindingGroup,
  buildStats,
  mockDashboardApi,
  renderDashboard,
} from '../testing/dashboard-fixtures';

const OVERDUE = dashboardCalls.overdueInvoices;
const NEW_MANAGEMENTS = dashboardCalls.recentNewManagements;
const ENROL = newManagementCalls.markUnderEnrolment;
const DISMISS = newManagementCalls.dismiss;
const RESTORE = newManagementCalls.restore;
/** The new management each request was about. */
const ids = (calls: readonly RecordedCall[]) => calls.map((call) => call.params.id);

// The enrol link opens a new tab: happy-dom should not try to follow it.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  vi.useRealTimers();
});

const uploading = buildInvoice({
  integration: { ...buildInvoice().integration, isEligibleToUpload: true, isUploading: true },
});

describe('dashboard invoice rows', () => {
  it("should build the dashboard's list and stats keys on the prefixes other features invalidate", () => {
    expect(dashboardKeys.lists()).toEqual(DASHBOARD_LIST_KEY);
    expect(dashboardKeys.allStats()).toEqual(DASHBOARD_STATS_KEY);
    expect(dashboardKeys.list('overdueInvoices', 3).slice(0, 2)).toEqual(DASHBOARD_LIST_KEY);
    expect(
      dashboardKeys
        .stats({ propertyManagerId: 3, newAccessIssues: false, problemRegister: false })
        .slice(0, 2),
    ).toEqual(DASHBOARD_STATS_KEY);
  });

  it('should show the address, View property and the invoice actions in the overdue tab', async () => {
    const api = mockDashboardApi();
    api.set(on(OVERDUE, { items: [buildInvoice()], total: 1 }));
    renderDashboard('/?action-required-tab=overdue-invoices');

    const list = await screen.findByRole('list', { name: 'Overdue invoices' });
    expect(within(list).getByText('4/27 Station Street')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /View property/ })).toHaveAttribute(
      'href',
      '/property/501',
    );
    expect(within(list).getByRole('button', { name: /^Download invoice/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Forward invoice/ })).toBeInTheDocument();
  });

  it('should ask for the overdue list again every few seconds while an invoice uploads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockDashboardApi();
    api.set(on(OVERDUE, { items: [uploading], total: 1 }));
    renderDashboard('/?action-required-tab=overdue-invoices');
    await screen.findByRole('button', { name: /^Uploading invoice/ });
    const before = api.callsTo(OVERDUE).length;

    await vi.advanceTimersByTimeAsync(INVOICE_UPLOAD_POLL_MS - 1_000);
    expect(api.callsTo(OVERDUE)).toHaveLength(before);

    // The upload finished: the next refresh shows it, and the polling stops.
    api.set(on(OVERDUE, { items: [buildInvoice()], total: 1 }));
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(api.callsTo(OVERDUE)).toHaveLength(before + 1));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.callsTo(OVERDUE)).toHaveLength(before + 1);
  });

  it('should not refresh the overdue list when no invoice uploads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockDashboardApi();
    api.set(on(OVERDUE, { items: [buildInvoice()], total: 1 }));
    renderDashboard('/?action-required-tab=overdue-invoices');
    await screen.findByText('INV-1001');
    const before = api.callsTo(OVERDUE).length;

    await vi.advanceTimersByTimeAsync(180_000);

    expect(api.callsTo(OVERDUE)).toHaveLength(before);
  });
});

describe('dashboard new management rows', () => {
  function renderNewManagements(item = buildNewManagement()) {
    const api = mockDashboardApi({
      stats: buildStats({ NEW_MANAGEMENT_STATS: { NEW_MANAGEMENT: 1 } }),
    });
    api.set(on(NEW_MANAGEMENTS, { items: [item], total: 1 }));
    renderDashboard('/?action-required-tab=new-managements', { isIntegrated: true });
    return api;
  }

  it("should open the job order page in a new tab and mark it under enrolment when 'Enrol property' is clicked", async () => {
    const api = renderNewManagements();
    api.set(on(ENROL, buildNewManagement({ isUnderEnrolment: true })));

    const enrol = await screen.findByRole('link', { name: /^Enrol property/ });
    expect(enrol).toHaveAttribute(
      'href',
      '/cs/vic/JobOrders/add?address=12+Smith+Street%2C+Fitzroy+VIC+3065&agencyPortfolioPropertyId=9001',
    );
    expect(enrol).toHaveAttribute('target', '_blank');
    const listCalls = api.callsTo(NEW_MANAGEMENTS).length;
    const statsCalls = api.callsTo(dashboardCalls.stats).length;
    api.set(
      on(NEW_MANAGEMENTS, {
        items: [
          buildNewManagement({
            isUnderEnrolment: true,
            enrolmentStatus: 'REQUESTED',
            underEnrolmentAt: '2025-03-12T23:30:00.000Z',
            underEnrolmentBy: 'Jordan Lee',
          }),
        ],
        total: 1,
      }),
    );

    await userEvent.click(enrol);

    // No job order yet: the enrolment is only requested.
    const requested = await screen.findByRole('button', { name: 'Enrolment requested' });
    expect(requested).toHaveAttribute('aria-disabled', 'true');
    expect(requested).toHaveAccessibleDescription(
      /^Enrolment requested by Jordan Lee on 1[23]\/03\/2025 at \d{1,2}:30 [ap]m$/,
    );
    expect(screen.queryByRole('button', { name: 'Enrolment in progress' })).not.toBeInTheDocument();
    expect(ids(api.callsTo(ENROL))).toEqual(['9001']);
    expect(api.callsTo(NEW_MANAGEMENTS).length).toBeGreaterThan(listCalls);
    expect(api.callsTo(dashboardCalls.stats).length).toBeGreaterThan(statsCalls);
    expect(screen.queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
  });

  it('should show the tooltip with who and when on hover over Enrolment in progress', async () => {
    renderNewManagements(
      buildNewManagement({
        isUnderEnrolment: true,
        underEnrolmentAt: '2025-03-12T23:30:00.000Z',
        underEnrolmentBy: 'Jordan Lee',
      }),
    );

    await userEvent.hover(await screen.findByRole('button', { name: 'Enrolment in progress' }));

    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /Enrolment started by Jordan Lee on/,
    );
  });

  it("should toast 'Failed to mark new management as under enrolment' when the call fails", async () => {
    const api = renderNewManagements();
    api.set(on(ENROL, fail(409, 'This new management was dismissed')));

    await userEvent.click(await screen.findByRole('link', { name: /^Enrol property/ }));

    expect(
      await screen.findByText('Failed to mark new management as under enrolment'),
    ).toBeInTheDocument();
    expect(screen.getByText('This new management was dismissed')).toBeInTheDocument();
  });

  it("should say 'Enrolment in progress' once a job order exists", async () => {
    renderNewManagements(
      buildNewManagement({
        isUnderEnrolment: true,
        enrolmentStatus: 'IN_PROGRESS',
        underEnrolmentAt: '2025-03-12T23:30:00.000Z',
        underEnrolmentBy: 'Jordan Lee',
      }),
    );

    const inProgress = await screen.findByRole('button', { name: 'Enrolment in progress' });
    expect(inProgress).toHaveAttribute('aria-disabled', 'true');
    expect(inProgress).toHaveAccessibleDescription(/^Enrolment started by Jordan Lee on /);
  });

  it('should toast the dismissal with Undo, and restore it when Undo is clicked', async () => {
    const api = renderNewManagements();
    api.set(on(DISMISS, null));
    api.set(on(RESTORE, buildNewManagement()));

    await userEvent.click(await screen.findByRole('button', { name: /^More actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss new management?' });
    api.set(on(NEW_MANAGEMENTS, { items: [], total: 0 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText(NEW_MANAGEMENT_TOASTS.dismissed)).toBeInTheDocument();
    expect(await screen.findByText('No new managements')).toBeInTheDocument();
    api.set(on(NEW_MANAGEMENTS, { items: [buildNewManagement()], total: 1 }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Undo dismissing 12 Smith Street, Fitzroy VIC 3065' }),
    );

    expect(await screen.findByText(NEW_MANAGEMENT_TOASTS.restored)).toBeInTheDocument();
    expect(ids(api.callsTo(RESTORE))).toEqual(['9001']);
    expect(await screen.findByRole('link', { name: /^Enrol property/ })).toBeInTheDocument();
  });

  it("should toast 'Failed to restore new management' when Undo fails", async () => {
    const api = renderNewManagements();
    api.set(on(DISMISS, null));
    api.set(on(RESTORE, fail(500, 'Something went wrong')));

    await userEvent.click(await screen.findByRole('button', { name: /^More actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss new management?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Undo dismissing/ }));

    expect(await screen.findByText(NEW_MANAGEMENT_TOASTS.restoreFailed)).toBeInTheDocument();
  });

  it('should dismiss after confirmation from the row menu', async () => {
    const api = renderNewManagements();
    api.set(on(DISMISS, null));

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'More actions for 12 Smith Street, Fitzroy VIC 3065',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss new management?' });
    expect(api.callsTo(DISMISS)).toHaveLength(0);
    api.set(on(NEW_MANAGEMENTS, { items: [], total: 0 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('No new managements')).toBeInTheDocument();
    expect(ids(api.callsTo(DISMISS))).toEqual(['9001']);
  });

  it('should not dismiss when the confirmation is cancelled', async () => {
    const api = renderNewManagements();

    await userEvent.click(await screen.findByRole('button', { name: /^More actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss new management?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(DISMISS)).toHaveLength(0);
  });

  it("should toast 'Failed to dismiss new management' when the call fails", async () => {
    const api = renderNewManagements();
    api.set(on(DISMISS, fail(409, 'This property is already under enrolment')));

    await userEvent.click(await screen.findByRole('button', { name: /^More actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss new management?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('Failed to dismiss new management')).toBeInTheDocument();
  });
});

describe('dashboard status tags', () => {
  it('should show the access-issue tags in words when a property has them', async () => {
    const api = mockDashboardApi();
    api.set(
      on(dashboardCalls.urgentAccessIssues, {
        items: [buildAccessIssue({ tags: ['NotOverdue', 'SuspensionWarning', 'OnHold'] })],
        total: 1,
      }),
    );
    renderDashboard('/?action-required-tab=urgent-active-notices');

    const list = await screen.findByRole('list', { name: 'Properties with access issues' });
    for (const words of ['Not overdue', 'Suspension warning', 'On hold'])
      expect(within(list).getByText(words)).toBeInTheDocument();
    expect(within(list).queryByText(/SuspensionWarning|NotOverdue|OnHold/)).toBeNull();
  });

  it('should show the reported-finding tags in words, and Resolve opening the wizard, when a group has them', async () => {
    const api = mockDashboardApi();
    api.set(
      on(dashboardCalls.urgentReportedFindings, {
        items: [buildReportedFindingGroup({ tags: ['AwaitingUrgentQuotationApproval'] })],
        total: 1,
      }),
    );
    renderDashboard('/?action-required-tab=reported-findings', {
      experiments: { ProblemRegister: true },
    });

    const list = await screen.findByRole('list', { name: 'Properties with reported findings' });
    expect(within(list).getByText('Awaiting urgent quotation approval')).toBeInTheDocument();
    api.set(on(reportedFindingCalls.service, buildReportedFindingGroup({ reportedFindings: [] })));
    await userEvent.click(
      within(list).getByRole('button', { name: /^Resolve Smoke Alarms findings/ }),
    );
    expect(await screen.findByText(REPORTED_FINDING_MESSAGES.noneFoundTitle)).toBeInTheDocument();
  });
});
