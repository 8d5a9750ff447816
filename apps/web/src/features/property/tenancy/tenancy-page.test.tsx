import { propertyCalls, todayIsoDate, updateCalls, type TTenancy } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on, type MockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import {
  buildProperty,
  buildPropertyTenancy,
  CURRENT_TENANCY,
  PREVIOUS_TENANCY,
} from '../testing/property-fixtures';
import { TenancySummaryCard } from './tenancy-summary-card';

afterEach(() => {
  vi.clearAllMocks();
});

const CURRENT = CURRENT_TENANCY;
const PREVIOUS = PREVIOUS_TENANCY;
const tenancy = buildPropertyTenancy;

function mockTenancyApi(data = tenancy(), list: TTenancy[] = [CURRENT, PREVIOUS]): MockApi {
  const api = mockSignedInApi();
  // The property's page around the Tenancy tab.
  const tags = [
    ...(data.isIntegrated ? (['Integrated'] as const) : []),
    ...(data.isVacant ? (['Vacant'] as const) : []),
    ...(data.isCancelled ? (['Cancelled'] as const) : []),
  ];
  api.set(on(propertyCalls.detail, buildProperty({ id: data.propertyId, tags })));
  api.set(on(propertyCalls.tenancy, data));
  api.set(on(propertyCalls.tenancies, list));
  return api;
}

const openPage = (query = '') => renderRoute(`/property/501/tenancy${query}`);

async function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

describe('TenancyPage', () => {
  it('should show a skeleton while loading, then the current tenancy, occupants with do-not-contact reasons and previous tenancies', async () => {
    const api = mockTenancyApi();
    // The tenancy is held back until the skeleton is seen: on a busy machine the page's code
    // can take longer to load than the answer takes to arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.set(
      on(propertyCalls.tenancy, async () => {
        await held;
        return tenancy();
      }),
    );
    openPage();
    expect(await screen.findByLabelText('Loading the tenancy')).toBeInTheDocument();
    release();

    const current = await screen.findByRole('region', { name: 'Current tenancy' });
    expect(within(current).getByText('01/02/2025')).toBeInTheDocument();
    expect(within(current).getByText('Has a dog')).toBeInTheDocument();
    expect(within(current).getByText('Alex Tenant')).toBeInTheDocument();
    expect(within(current).getByText('Do not contact: Unable to Contact')).toBeInTheDocument();
    const previous = screen.getByRole('region', { name: 'Previous tenancies' });
    expect(await within(previous).findByText('Pat Former')).toBeInTheDocument();
    expect(within(previous).getByText('10/01/2023 to 10/01/2024')).toBeInTheDocument();

    await userEvent.click(within(current).getByRole('button', { name: 'Tenancy actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit tenancy' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Renew tenancy' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark property as vacant' })).toBeInTheDocument();
  });

  it('should say there is no current tenancy and the property is unoccupied, without Mark as vacant, when vacant', async () => {
    mockTenancyApi(tenancy({ currentTenancy: null, isVacant: true }), [PREVIOUS]);
    openPage();

    expect(
      await screen.findByText('There is no current tenancy for this property'),
    ).toBeInTheDocument();
    expect(screen.getByText('This property is currently unoccupied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tenancy actions' }));
    expect(screen.getByRole('menuitem', { name: 'Add tenancy' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark property as vacant' })).toBeNull();
  });

  it('should hide the tenancy menu, disable Add and open the dialog read-only with Next disabled when integrated', async () => {
    mockTenancyApi(tenancy({ isIntegrated: true }));
    openPage('?dialog=edit');

    const dialog = await screen.findByRole('dialog', { name: 'Edit tenancy' });
    expect(within(dialog).getByText(/change its tenancy details in your software/)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Start date' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.queryByRole('button', { name: 'Tenancy actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add tenancy' })).toBeDisabled();
    expect(screen.getAllByText(/can take up to 24 hours/i).length).toBeGreaterThan(0);
  });

  it('should hide the tenancy actions when the property is cancelled (the page says why)', async () => {
    mockTenancyApi(tenancy({ isCancelled: true }));
    openPage('?dialog=add');

    // The property's page shows the cancelled banner above every tab (property.test.tsx).
    expect(await screen.findByRole('heading', { name: 'Previous tenancies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tenancy actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add tenancy' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should add a tenancy through Lease agreement, Occupants and Confirmation and say so', async () => {
    const api = mockTenancyApi(tenancy({ currentTenancy: null, isVacant: true }), []);
    api.set(on(propertyCalls.addTenancy, tenancy()));
    openPage('?dialog=add');

    const dialog = await screen.findByRole('dialog', { name: 'Add tenancy' });
    const today = todayIsoDate();
    const [y, m, d] = today.split('-');
    expect(within(dialog).getByRole('textbox', { name: 'Start date' })).toHaveValue(
      `${d}/${m}/${y}`,
    );
    await typeDate('End date', '1/1/2099');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add occupant' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Jo Smith');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Contact number 1' }),
      '0412000111',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save occupant' }));
    expect(await within(dialog).findByText('Jo Smith')).toBeInTheDocument();
    // An email alone: the blank number row is no number.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add occupant' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ann Email');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save occupant' }));
    expect(await within(dialog).findByText('Ann Email')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('01/01/2099')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tenancy' }));

    expect(await screen.findByText('Tenancy added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(propertyCalls.addTenancy)[0]?.body).toEqual({
      tenancy: {
        formType: 'add',
        startDate: today,
        endDate: '2099-01-01',
        vacateDate: null,
        leaseType: 'New',
      },
      occupants: [
        {
          occupantId: null,
          name: 'Jo Smith',
          email: null,
          contactNumbers: [{ contactNumberId: null, number: '+61412000111', type: 'MOBILE' }],
        },
        { occupantId: null, name: 'Ann Email', email: 'ann@example.com', contactNumbers: [] },
      ],
    });
  });

  it('should say what is wrong with an occupant in the spec’s words', async () => {
    mockTenancyApi(tenancy({ currentTenancy: null, isVacant: true }), []);
    openPage('?dialog=add');

    const dialog = await screen.findByRole('dialog', { name: 'Add tenancy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add occupant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save occupant' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter at least one valid contact number or email'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'jo@');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact number 1' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save occupant' }));
    expect(await within(dialog).findByText('Please enter a valid contact number')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
  });

  it('should refuse an end date on or before the start date in the edit dialog', async () => {
    const api = mockTenancyApi();
    openPage('?dialog=edit');

    const dialog = await screen.findByRole('dialog', { name: 'Edit tenancy' });
    await typeDate('End date', '01/01/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('Tenancy end date cannot be on or before the start date'),
    ).toBeVisible();
    await typeDate('Vacate date', '31/13/2025');
    expect(await within(dialog).findByText('Invalid format. Must be dd/mm/yyyy')).toBeVisible();
    expect(api.callsTo(propertyCalls.updateTenancy)).toHaveLength(0);
  });

  it("should toast 'Failed to update tenancy' with the server's reason when the save fails", async () => {
    const api = mockTenancyApi();
    api.set(on(propertyCalls.updateTenancy, fail(409, 'The server refused it')));
    openPage('?dialog=edit');

    const dialog = await screen.findByRole('dialog', { name: 'Edit tenancy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update tenancy')).toBeInTheDocument();
    expect(screen.getByText('The server refused it')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  it('should renew with the occupants carried over and lease type Renewal', async () => {
    const api = mockTenancyApi();
    api.set(on(propertyCalls.addTenancy, tenancy()));
    openPage('?dialog=renew');

    const dialog = await screen.findByRole('dialog', { name: 'Renew tenancy' });
    expect(within(dialog).getByRole('radio', { name: 'Renewal' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Alex Tenant')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Renew tenancy' }));

    expect(await screen.findByText('Tenancy renewed')).toBeInTheDocument();
    const body = api.callsTo(propertyCalls.addTenancy)[0]?.body as {
      tenancy: { leaseType: string };
      occupants: { name: string; occupantId: null }[];
    };
    expect(body.tenancy.leaseType).toBe('Renewal');
    expect(body.occupants).toEqual([
      expect.objectContaining({ name: 'Alex Tenant', occupantId: null }),
    ]);
  });

  it('should ask before closing when something changed, and close when told to', async () => {
    mockTenancyApi();
    openPage('?dialog=edit');

    const dialog = await screen.findByRole('dialog', { name: 'Edit tenancy' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), ' and a cat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', {
      name: 'Are you sure you want to close without saving your changes?',
    });
    await userEvent.click(
      within(question).getByRole('button', { name: 'Close without saving changes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should mark the property vacant after confirming, and toast the failure in the spec’s words', async () => {
    const api = mockTenancyApi();
    api.set(on(propertyCalls.markAsVacant, fail(409, 'This property is already vacant')));
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Tenancy actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark property as vacant' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark property as vacant' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as vacant' }));
    expect(await screen.findByText('Failed to mark this property as vacant')).toBeInTheDocument();
    expect(screen.getByText('This property is already vacant')).toBeInTheDocument();

    api.set(on(propertyCalls.markAsVacant, { propertyId: 501, vacatedTenancies: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Tenancy actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark property as vacant' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Mark property as vacant' })).getByRole(
        'button',
        { name: 'Mark as vacant' },
      ),
    );
    expect(await screen.findByText('Property marked as vacant')).toBeInTheDocument();
    expect(api.callsTo(propertyCalls.markAsVacant)).toHaveLength(2);
  });

  it('should confirm the tenancy details, and say so in the spec’s words when it fails', async () => {
    const api = mockTenancyApi();
    api.set(on(updateCalls.confirmPropertyDetails, fail(500, '')));
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm tenancy details' }));
    expect(await screen.findByText('Failed to confirm tenancy details')).toBeInTheDocument();
    expect(screen.getByText('An error occurred confirming tenancy details.')).toBeInTheDocument();

    api.set(
      on(updateCalls.confirmPropertyDetails, {
        compliancePropertyId: 501,
        confirmedAt: '2026-06-15T00:00:00.000Z',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm tenancy details' }));
    expect(await screen.findByText('Tenancy details confirmed')).toBeInTheDocument();
  });

  it('should offer to try again when the tenancy cannot be loaded', async () => {
    const api = mockTenancyApi();
    api.set(on(propertyCalls.tenancy, fail(404, 'Property not found')));
    openPage();

    expect(await screen.findByText('The tenancy could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Property not found')).toBeInTheDocument();
    api.set(on(propertyCalls.tenancy, tenancy()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Current tenancy' })).toBeInTheDocument();
  });
});

describe('TenancySummaryCard', () => {
  it('should summarise the current tenancy with its mobiles and link to the tenancy page', async () => {
    mockTenancyApi(
      tenancy({ upcomingTenancy: { ...CURRENT, tenancyId: 8, startedAt: '2027-02-02' } }),
    );
    renderRoute('/overview', {
      routes: [{ path: '/overview', element: <TenancySummaryCard propertyId={501} /> }],
    });
    expect(await screen.findByText('Alex Tenant')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View tenancy' })).toHaveAttribute(
      'href',
      '/property/501/tenancy',
    );
    expect(screen.getByText('0412 345 678')).toBeInTheDocument();
    expect(screen.queryByText('03 9876 5432')).toBeNull();
    expect(screen.getByText('02/02/2027')).toBeInTheDocument();
  });
});
