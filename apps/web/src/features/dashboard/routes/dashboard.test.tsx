import { dashboardCalls, metaCalls, type TReportedFindingGroup } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { on, type Answer } from '../../../testing/mock-api';
import { buildPortalConfig } from '../../../testing/settings-fixtures';
import {
  buildAccessIssue,
  buildInvoice,
  buildQuote,
  buildStats,
  mockDashboardApi,
  renderDashboard,
} from '../testing/dashboard-fixtures';

// happy-dom lays nothing out, so recharts would only warn of a 0×0 chart; the legend is tested.

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('DashboardPage', () => {
  it('should greet the user and name the agency when signed in', async () => {
    mockDashboardApi();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Alex Morgan').parentElement).toHaveTextContent('Hi Alex Morgan');
    expect(screen.getByText('Yarra Bend Property Management')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New work order/ })).toHaveAttribute(
      'href',
      '/cs/vic/JobOrders/add',
    );
  });

  it('should offer Switch portfolio only when the user has more than one agency', async () => {
    mockDashboardApi();
    const openSwitchPortfolio = vi.fn();
    const { unmount } = renderDashboard('/', { openSwitchPortfolio });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch portfolio' }));
    expect(openSwitchPortfolio).toHaveBeenCalledOnce();
    unmount();

    renderDashboard('/', {
      agencies: [
        { complianceAgencyId: 1, complianceAgencyName: 'Solo', complianceAgencyState: 'VIC' },
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Switch portfolio' })).not.toBeInTheDocument();
  });

  it('should show the default tabs when the agency is not integrated and ProblemRegister is off', async () => {
    mockDashboardApi();
    renderDashboard();
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'Resolve access issues',
        'Review urgent quotes',
        'Pay overdue invoices',
      ]),
    );
  });

  it('should add new managements and reported findings and hide quotes when integrated with ProblemRegister', async () => {
    mockDashboardApi();
    renderDashboard('/', { experiments: { ProblemRegister: true }, isIntegrated: true });
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'Enrol new managements',
        'Resolve reported findings',
        'Resolve access issues',
        'Pay overdue invoices',
      ]),
    );
  });

  it('should show the first tab when the tab in the URL is unknown', async () => {
    mockDashboardApi();
    renderDashboard('/?action-required-tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Resolve access issues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No properties with access issues')).toBeInTheDocument();
  });

  it('should show counts in brackets when they are nonzero', async () => {
    const api = mockDashboardApi({
      stats: buildStats({
        INVOICES_STATS: { OUTSTANDING_INVOICES: 9, OVERDUE_INVOICES: 3 },
        COMPLIANCE_QUOTES_STATS: { URGENT_QUOTATIONS: 0, NON_URGENT_QUOTATIONS: 2 },
      }),
    });
    api.set(on(dashboardCalls.urgentAccessIssues, { items: [buildAccessIssue()], total: 12 }));
    renderDashboard();
    expect(
      await screen.findByRole('tab', { name: 'Pay overdue invoices (3)' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: 'Resolve access issues (12)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Review urgent quotes' })).toBeInTheDocument();
  });

  it.each([
    ['overdue-invoices', 'No overdue invoices', 'You are all up to date!', {}],
    ['urgent-active-notices', 'No properties with access issues', null, {}],
    ['new-managements', 'No new managements', null, {}],
    ['urgent-quotes', 'No urgent quotes', null, {}],
    [
      'reported-findings',
      'No properties with reported findings',
      'You are all up to date!',
      { ProblemRegister: true },
    ],
  ] as const)(
    "should show the empty state when the '%s' list has no items",
    async (tab, title, description, experiments) => {
      mockDashboardApi();
      renderDashboard(`/?action-required-tab=${tab}`, { experiments, isIntegrated: true });
      expect(await screen.findByText(title)).toBeInTheDocument();
      if (description) expect(screen.getByText(description)).toBeInTheDocument();
    },
  );

  it('should link to urgent reported findings only when no property manager is chosen', async () => {
    const api = mockDashboardApi();
    const group: TReportedFindingGroup = {
      reportedFindings: [],
      tags: [],
      service: {
        suffix: null,
        tags: [],
        shortName: 'smoke',
        serviceId: 3,
        lastStandardBookingDate: null,
        lastFullServiceBookingDate: null,
      },
      property: {
        compliancePropertyId: 501,
        addressLine1: '4/27 Station Street',
        addressLine2: 'Richmond VIC 3121',
      },
    };
    api.set(on(dashboardCalls.urgentReportedFindings, { items: [group], total: 9 }));
    const { unmount } = renderDashboard('/', { experiments: { ProblemRegister: true } });
    expect(
      await screen.findByRole('link', {
        name: 'View all properties with urgent reported findings',
      }),
    ).toHaveAttribute('href', '/action-required/reported-findings?facet=ComplianceIssues');
    unmount();

    renderDashboard('/?property-manager=21', { experiments: { ProblemRegister: true } });
    expect(await screen.findByText('Smoke Alarms')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'View all properties with urgent reported findings' }),
    ).not.toBeInTheDocument();
  });

  it('should warn of scheduled maintenance when the window is still to be shown', async () => {
    const api = mockDashboardApi();
    api.set(
      on(
        metaCalls.portalConfig,
        buildPortalConfig({
          maintenanceWindows: [
            {
              startsAt: '2999-03-23T06:00:00+11:00',
              endsAt: '2999-03-23T16:00:00+11:00',
              showUntil: '2999-03-23T14:00:00+11:00',
              message: 'The portal is unavailable on Sunday.',
            },
            {
              startsAt: '2000-03-23T06:00:00+11:00',
              endsAt: '2000-03-23T16:00:00+11:00',
              showUntil: '2000-03-23T14:00:00+11:00',
              message: 'An old window.',
            },
          ],
        }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('The portal is unavailable on Sunday.')).toBeInTheDocument();
    expect(screen.queryByText('An old window.')).not.toBeInTheDocument();
  });

  it('should link to all overdue invoices with the property manager when there are more', async () => {
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.overdueInvoices, { items: [buildInvoice()], total: 8 }));
    renderDashboard('/?action-required-tab=overdue-invoices&property-manager=22');
    const row = await screen.findByText('INV-1001');
    expect(row).toBeInTheDocument();
    expect(screen.getByText('01/03/2025')).toBeInTheDocument();
    expect(screen.getByText('$220.00 inc. GST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all overdue invoices' })).toHaveAttribute(
      'href',
      '/portfolio?facet=OverdueInvoices&property-manager=22',
    );
    expect(api.callsTo(dashboardCalls.overdueInvoices)[0]?.query.get('propertyManagerId')).toBe(
      '22',
    );
  });

  it('should link to quotes for review with both quote facets when quotes are shown', async () => {
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.urgentQuotes, { items: [buildQuote()], total: 1 }));
    renderDashboard('/?action-required-tab=urgent-quotes&property-manager=21');
    expect(await screen.findByText('Q-77')).toBeInTheDocument();
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all quotes for review' })).toHaveAttribute(
      'href',
      '/portfolio?facet=UrgentQuotes&facet=NonUrgentQuotes&property-manager=21',
    );
  });

  it('should read Complex problem with the provider prompt when an access issue has no problems', async () => {
    const api = mockDashboardApi();
    api.set(
      on(dashboardCalls.urgentAccessIssues, {
        items: [buildAccessIssue({ accessIssues: { problems: [] } })],
        total: 1,
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Complex problem')).toBeInTheDocument();
    expect(screen.getByText('Please contact DI to help resolve the issue')).toBeInTheDocument();
    expect(screen.getByText('Sam Tenant')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View property/ })).toHaveAttribute(
      'href',
      '/property/501',
    );
    expect(
      screen.getByRole('link', { name: 'View all properties with access issues' }),
    ).toHaveAttribute('href', '/action-required/access-issues');
  });

  it('should show the access issue reason when it has problems', async () => {
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.urgentAccessIssues, { items: [buildAccessIssue()], total: 1 }));
    renderDashboard();
    expect(await screen.findByText('No keys available')).toBeInTheDocument();
    expect(screen.queryByText('Complex problem')).not.toBeInTheDocument();
  });

  it('should default the property manager to the agency setting when the URL names none', async () => {
    const api = mockDashboardApi();
    renderDashboard('/', { agencySettings: { defaultPropertyManagerId: 22 } });
    const select = await screen.findByRole('combobox', { name: 'Property manager' });
    await waitFor(() => expect(select).toHaveValue('Olivia Chen'));
    await waitFor(() =>
      expect(
        api
          .callsTo(dashboardCalls.stats)
          .some((call) => call.query.get('propertyManagerId') === '22'),
      ).toBe(true),
    );
  });

  it('should write the property manager to the URL when one is chosen', async () => {
    const api = mockDashboardApi();
    renderDashboard();
    const select = await screen.findByRole('combobox', { name: 'Property manager' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Jordan Lee' }));
    await waitFor(() => expect(location()).toContain('property-manager=21'));
    await waitFor(() =>
      expect(
        api
          .callsTo(dashboardCalls.stats)
          .some((call) => call.query.get('propertyManagerId') === '21'),
      ).toBe(true),
    );
  });

  it('should show the integrated stat cards when the agency is integrated', async () => {
    mockDashboardApi();
    renderDashboard('/', { isIntegrated: true });
    const card = await screen.findByRole('region', { name: 'Total properties under management' });
    expect(await within(card).findByText('120')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Properties on service with Detector Inspector' }),
    ).toBeInTheDocument();
  });

  it("should hold the stat cards' place while the figures load when the agency is integrated", async () => {
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.stats, () => new Promise(() => undefined)));
    renderDashboard('/', { isIntegrated: true });
    const card = await screen.findByRole('region', { name: 'Total properties under management' });
    expect(within(card).queryByText('120')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'By service' })).not.toBeInTheDocument();
  });

  it('should hold the blocks below the figures until they load, with the open list already asked for', async () => {
    const api = mockDashboardApi();
    let answerStats: (reply: Answer<typeof dashboardCalls.stats>) => void = () => undefined;
    api.set(on(dashboardCalls.stats, () => new Promise((resolve) => (answerStats = resolve))));
    renderDashboard('/?action-required-tab=overdue-invoices', { isIntegrated: true });
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Urgent action required' })).toBeNull();
    // The open tab's list and the notices' count load meanwhile.
    await waitFor(() => {
      expect(api.callsTo(dashboardCalls.overdueInvoices)).toHaveLength(1);
      expect(api.callsTo(dashboardCalls.urgentAccessIssues)).toHaveLength(1);
    });
    expect(api.callsTo(dashboardCalls.recentNewManagements)).toHaveLength(0);

    answerStats(buildStats());
    expect(await screen.findByRole('heading', { name: 'Urgent action required' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).toBeNull();
    expect(await screen.findByText('No overdue invoices')).toBeVisible();
    // Read once: the block used what was already loading.
    expect(api.callsTo(dashboardCalls.overdueInvoices)).toHaveLength(1);
  });

  it('should hide the stat cards when the agency is not integrated', async () => {
    mockDashboardApi();
    renderDashboard();
    await screen.findByRole('tab', { name: 'Resolve access issues' });
    expect(
      screen.queryByRole('region', { name: 'Total properties under management' }),
    ).not.toBeInTheDocument();
  });
});
