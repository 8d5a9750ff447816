import { dashboardCalls } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdOffScreen, scrollAllIntoView } from '../../../testing/intersection';
import { on } from '../../../testing/mock-api';
import { buildStats, mockDashboardApi, renderDashboard } from '../testing/dashboard-fixtures';
import { shareOf } from './chart-segments';

// happy-dom lays nothing out, so recharts would only warn of a 0×0 chart; the legend is tested.

describe('shareOf', () => {
  it('should give a percentage when the total is positive', () => {
    expect(shareOf(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('should give 0 when the total is 0', () => {
    expect(shareOf(0, 0)).toBe(0);
  });
});

describe('PortfolioCharts', () => {
  it('should list the managed split with percentages and links to the portfolio when stats load', async () => {
    mockDashboardApi();
    renderDashboard('/?property-manager=21');
    const legend = await screen.findByRole('list', { name: 'Detector Inspector portfolio' });
    // Shares of the whole portfolio (110 properties): 60 are compliant.
    expect(within(legend).getByText('54.5%')).toBeInTheDocument();
    expect(
      within(legend).getByRole('link', { name: '20 properties with compliance issues' }),
    ).toHaveAttribute('href', '/portfolio?facet=ComplianceIssues&property-manager=21');
    expect(
      screen.getByRole('link', { name: '110 properties in your Detector Inspector portfolio' }),
    ).toHaveAttribute('href', '/portfolio?property-manager=21');
  });

  it('should keep the empty ring and not draw the donut until it scrolls into view', async () => {
    holdOffScreen();
    mockDashboardApi();
    renderDashboard();
    await screen.findByRole('list', { name: 'Detector Inspector portfolio' });
    expect(screen.getByTestId('donut-placeholder')).toBeInTheDocument();

    act(() => scrollAllIntoView());
    await waitFor(() => expect(screen.queryByTestId('donut-placeholder')).not.toBeInTheDocument());
  });

  it('should show the provider empty state when the portfolio has no properties', async () => {
    const stats = buildStats();
    stats.portfolioProperties = { ...stats.portfolioProperties, PORTFOLIO: 0 };
    mockDashboardApi({ stats });
    renderDashboard();
    expect(
      await screen.findByText(
        'There are no properties on service with Detector Inspector. If this is an error please contact your account manager',
      ),
    ).toBeInTheDocument();
  });

  it('should offer the mirroring tabs with a red dot when a side has compliance issues', async () => {
    mockDashboardApi();
    renderDashboard('/', { agencySettings: { showPortfolioMirroring: true } });
    expect(
      await screen.findByRole('tab', { name: /Detector Inspector portfolio \(needs attention\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Other service providers' })).toBeInTheDocument();
  });

  it('should show the other providers empty state when that tab is chosen and has none', async () => {
    mockDashboardApi();
    renderDashboard('/', { agencySettings: { showPortfolioMirroring: true } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Other service providers' }));
    expect(screen.getByTestId('location').textContent).toContain(
      'graphs-tab=other-service-providers',
    );
    expect(
      await screen.findByText(
        'There are no properties on service with other providers. If this is an error please contact your account manager',
      ),
    ).toBeInTheDocument();
  });

  it('should chart other providers when the graphs tab in the URL names them', async () => {
    const api = mockDashboardApi();
    api.set(
      on(dashboardCalls.integratedStats, {
        COMPLIANCE_ISSUES: 5,
        COMPLIANT: 15,
        OVERDUE: 5,
        APPROACHING_NEXT_SERVICE: 0,
        MISSING_SUPPLIER: 0,
        MISSING_LAST_SERVICE_DATE: 0,
        TOTAL: 20,
      }),
    );
    renderDashboard('/?graphs-tab=other-service-providers', {
      agencySettings: { showPortfolioMirroring: true },
    });
    const legend = await screen.findByRole('list', { name: "Other service providers' portfolio" });
    // Shares of all 20 of their properties: 15 are compliant.
    expect(within(legend).getByText('75.0%')).toBeInTheDocument();
    expect(
      within(legend).getByRole('link', { name: '5 overdue properties with other providers' }),
    ).toHaveAttribute('href', '/portfolio?managed-by=OTHER&facet=Overdue');
    expect(
      screen.getByRole('link', { name: '20 properties with other service providers' }),
    ).toHaveAttribute('href', '/portfolio?managed-by=OTHER');
    expect(
      screen.getByRole('tab', { name: /Other service providers \(needs attention\)/ }),
    ).toBeInTheDocument();
  });
});

describe('Dashboard help and maintenance', () => {
  it('should link the help resources from the portal config when it loads', async () => {
    mockDashboardApi();
    renderDashboard();
    expect(await screen.findByRole('link', { name: /Help centre/ })).toHaveAttribute(
      'href',
      'https://portal.example.com.au/help',
    );
    expect(screen.getByRole('link', { name: /Smoke alarm troubleshooting/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download brochures/ })).toBeInTheDocument();
  });
});
