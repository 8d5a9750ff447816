import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildStats, mockDashboardApi, renderDashboard } from '../testing/dashboard-fixtures';
import { actionRequiredRows, NO_ACTIONS_TITLE } from './actions-required-panel';

const stats = buildStats({
  ACTIVE_NOTICES_STATS: { URGENT_NOTICES: 2, NON_URGENT_NOTICES: 3 },
  COMPLIANCE_QUOTES_STATS: { URGENT_QUOTATIONS: 4, NON_URGENT_QUOTATIONS: 0 },
  INVOICES_STATS: { OUTSTANDING_INVOICES: 6, OVERDUE_INVOICES: 1 },
  NEW_MANAGEMENT_STATS: { NEW_MANAGEMENT: 7 },
  REPORTED_FINDINGS_STATS: { URGENT_REPORTED_FINDINGS: 8, NON_URGENT_REPORTED_FINDINGS: 9 },
});

const base = { state: 'NSW', problemRegister: false, isIntegrated: false, propertyManagerId: null };
const row = (rows: ReturnType<typeof actionRequiredRows>, label: string) =>
  rows.find((candidate) => candidate.label === label)!;

describe('actionRequiredRows', () => {
  it('should list each filter category with quotes when ProblemRegister is off', () => {
    const rows = actionRequiredRows(stats, base);
    expect(rows.map((candidate) => candidate.label)).toEqual([
      'Compliance',
      'Cancelled services',
      'Access issues',
      'Quotes pending',
      'Invoices due',
      'Jobs pending',
    ]);
    expect(row(rows, 'Quotes pending').parts.map((part) => part.value)).toEqual([4, 0]);
    expect(row(rows, 'Quotes pending').parts[0]!.to).toBe('/portfolio?facet=UrgentQuotes');
    expect(row(rows, 'Compliance').parts[0]!.value).toBe(20);
    expect(row(rows, 'Cancelled services').parts[0]).toMatchObject({
      value: null,
      to: '/portfolio?facet=CancelledServices',
    });
  });

  it('should put reported findings in place of quotes when ProblemRegister is on', () => {
    const rows = actionRequiredRows(stats, { ...base, problemRegister: true });
    expect(rows.map((candidate) => candidate.label)).toContain('Reported findings');
    expect(rows.map((candidate) => candidate.label)).not.toContain('Quotes pending');
    expect(row(rows, 'Reported findings').parts.map((part) => [part.label, part.value])).toEqual([
      ['urgent', 8],
      ['non-urgent', 9],
    ]);
    expect(row(rows, 'Reported findings').parts[0]!.to).toBe(
      '/action-required/reported-findings?facet=UrgentReportedFindings',
    );
  });

  it('should count urgent reported findings only and offer enrolment when the agency is in VIC', () => {
    const rows = actionRequiredRows(stats, { ...base, state: 'VIC', problemRegister: true });
    expect(row(rows, 'Reported findings').parts.map((part) => part.label)).toEqual(['urgent']);
    expect(row(rows, 'Enrolment').parts[0]!.to).toBe('/portfolio?facet=UnderEnrolment');
    expect(actionRequiredRows(stats, base).map((candidate) => candidate.label)).not.toContain(
      'Enrolment',
    );
  });

  it('should add new managements and carry the property manager when integrated', () => {
    const rows = actionRequiredRows(stats, {
      ...base,
      isIntegrated: true,
      propertyManagerId: 12,
    });
    expect(rows.at(-1)!.label).toBe('New managements');
    expect(rows.at(-1)!.parts[0]!.to).toBe('/portfolio?facet=NewManagements&property-manager=12');
    expect(row(rows, 'Access issues').parts[1]!.to).toBe(
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
      stats: buildStats({ INVOICES_STATS: { OUTSTANDING_INVOICES: 6, OVERDUE_INVOICES: 1 } }),
    });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Actions required' });
    await userEvent.click(within(panel).getByRole('link', { name: '1 overdue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portfolio?facet=OverdueInvoices');
  });
});
