import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { statsFigures, type TDashboardStats } from '@portal/contracts';
import { buildStats, mockDashboardApi, renderDashboard } from '../testing/dashboard-fixtures';
import { byId } from '../utils/figures';
import {
  actionRequiredRows as rowsOfFigures,
  NO_ACTIONS_TITLE,
  type ActionRowsOptions,
} from './actions-required-panel';

const withFacets = (
  stats: TDashboardStats,
  facets: Partial<TDashboardStats['portfolioProperties']['facets']>,
): TDashboardStats => ({
  ...stats,
  portfolioProperties: {
    ...stats.portfolioProperties,
    facets: { ...stats.portfolioProperties.facets, ...facets },
  },
});

const stats = withFacets(buildStats({ NEW_MANAGEMENT_STATS: { NEW_MANAGEMENT: 7 } }), {
  UrgentAccessIssues: 2,
  NonUrgentAccessIssues: 3,
  UrgentQuotes: 4,
  NonUrgentQuotes: 0,
  OverdueInvoices: 1,
  OutstandingInvoices: 6,
  UrgentReportedFindings: 8,
  NonUrgentReportedFindings: 9,
});

/** The rows for `stats` read as the dashboard reads them (contracts' statsFigures). */
const actionRequiredRows = (data: TDashboardStats, options: ActionRowsOptions) =>
  rowsOfFigures(
    byId(
      statsFigures(
        data,
        {
          propertyManagerId: options.propertyManagerId,
          newAccessIssues: options.newAccessIssues,
          problemRegister: options.problemRegister,
        },
        'the provider',
      ),
    ),
    options,
  );

const base = {
  state: 'NSW',
  problemRegister: false,
  newAccessIssues: false,
  isIntegrated: false,
  propertyManagerId: null,
};
const row = (rows: ReturnType<typeof actionRequiredRows>, label: string) =>
  rows.find((candidate) => candidate.label === label)!;

describe('actionRequiredRows', () => {
  it('should list each filter category with quotes when ProblemRegister is off', () => {
    const rows = actionRequiredRows(stats, base);
    expect(rows.map((candidate) => candidate.label)).toEqual([
      'Properties with compliance issues',
      'Cancelled services',
      'Properties with access notices',
      'Properties with quotes to review',
      'Properties with invoices due',
      'Properties with jobs pending',
    ]);
    const quotes = row(rows, 'Properties with quotes to review');
    expect(quotes.parts.map((part) => part.value)).toEqual([4, 0]);
    expect(quotes.parts[0]!.to).toBe('/portfolio?facet=UrgentQuotes');
    expect(quotes.parts[0]!.words).toBe('4 properties with urgent quotes to review');
    expect(row(rows, 'Properties with compliance issues').parts[0]!.value).toBe(20);
    expect(row(rows, 'Cancelled services').parts[0]).toMatchObject({
      value: null,
      to: '/portfolio?facet=CancelledServices',
    });
  });

  it('should put reported findings in place of quotes when ProblemRegister is on', () => {
    const rows = actionRequiredRows(stats, { ...base, problemRegister: true });
    const findings = row(rows, 'Properties with reported findings');
    expect(rows.map((candidate) => candidate.label)).not.toContain(
      'Properties with quotes to review',
    );
    expect(findings.parts.map((part) => [part.label, part.value])).toEqual([
      ['urgent', 8],
      ['non-urgent', 9],
    ]);
    // The portfolio lists these properties (the reported-findings page is not built yet).
    expect(findings.parts[0]!.to).toBe('/portfolio?facet=UrgentReportedFindings');
  });

  it('should count urgent reported findings only and offer enrolment when the agency is in VIC', () => {
    const rows = actionRequiredRows(stats, { ...base, state: 'VIC', problemRegister: true });
    expect(row(rows, 'Properties with reported findings').parts.map((part) => part.label)).toEqual([
      'urgent',
    ]);
    expect(row(rows, 'Enrolment').parts[0]!.to).toBe('/portfolio?facet=UnderEnrolment');
    expect(actionRequiredRows(stats, base).map((candidate) => candidate.label)).not.toContain(
      'Enrolment',
    );
  });

  it('should say access notices without AgencyEntryMethod and access issues with it', () => {
    const notices = row(actionRequiredRows(stats, base), 'Properties with access notices');
    expect(notices.parts[0]!.words).toBe('2 properties with urgent access notices');
    const cases = row(
      actionRequiredRows(stats, { ...base, newAccessIssues: true }),
      'Properties with access issues',
    );
    expect(cases.parts[0]!.words).toBe('2 properties with urgent access issues');
  });

  it('should add new managements and carry the property manager when integrated', () => {
    const rows = actionRequiredRows(stats, {
      ...base,
      isIntegrated: true,
      propertyManagerId: 12,
    });
    expect(rows.at(-1)!.label).toBe('New managements');
    // The new managements' list is the dashboard's own tab (the portfolio has no such facet).
    expect(rows.at(-1)!.parts[0]!.to).toBe(
      '/?property-manager=12&action-required-tab=new-managements',
    );
    expect(row(rows, 'Properties with access notices').parts[1]!.to).toBe(
      '/portfolio?facet=NonUrgentAccessIssues&property-manager=12',
    );
  });
});

describe('ActionsRequiredPanel on the dashboard', () => {
  it("should say 'No immediate actions required' when every figure is 0", async () => {
    const quiet = buildStats();
    quiet.portfolioStats = {
      ...quiet.portfolioStats,
      COMPLIANCE_ISSUES: 0,
      PENDING_ITEMS: 0,
      BOOKING_IN_PROGRESS: 0,
    };
    mockDashboardApi({ stats: quiet });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Actions required' });
    expect(within(panel).getByText(NO_ACTIONS_TITLE)).toBeInTheDocument();
  });

  it('should go to the filtered portfolio when a figure is clicked', async () => {
    mockDashboardApi({
      stats: withFacets(buildStats(), { OverdueInvoices: 1, OutstandingInvoices: 6 }),
    });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Actions required' });
    await userEvent.click(
      within(panel).getByRole('link', { name: '1 property with overdue invoices' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/portfolio?facet=OverdueInvoices');
  });
});
