import { LineChart } from '@mantine/charts';
import { analyticsCalls, settingsCalls, type TAnalytics } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockDownload } from '../../../testing/download';
import { fail, file, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';

const FIGURES: TAnalytics = {
  asOf: '2026-06-15',
  computedAt: new Date(2026, 5, 15, 9, 30).toISOString(),
  trend: [
    { month: '2026-05', day: '2026-05-31', services: 180, recorded: 170, compliant: 150 },
    { month: '2026-06', day: '2026-06-15', services: 200, recorded: 200, compliant: 160 },
  ],
  byService: [
    { service: 'smoke', services: 120, compliant: 100, overdue: 12, approaching: 7 },
    { service: 'gas', services: 80, compliant: 60, overdue: 9, approaching: 3 },
  ],
  byManager: [
    { propertyManagerId: 21, name: 'Jordan Lee', services: 150, compliant: 120 },
    { propertyManagerId: null, name: 'No property manager', services: 50, compliant: 40 },
  ],
  byRegion: [{ suburb: 'Richmond', stateCode: 'VIC', services: 200, compliant: 160 }],
  reasons: [
    { reason: 'ACCESS_ISSUES', services: 15 },
    { reason: 'OVERDUE', services: 25 },
  ],
};

const ON = { AgencyCompliancePortalAdvancedAnalytics: true };

function mockAnalytics(answer: TAnalytics | ReturnType<typeof fail> = FIGURES) {
  mockSignedInApi({ experiments: ON });
  return mockApi(
    on(analyticsCalls.dashboard, answer),
    on(settingsCalls.propertyManagers, PROPERTY_MANAGERS),
  );
}

describe('AnalyticsPage', () => {
  it('should show each figure with its table and what it counts when the experiment is on', async () => {
    mockAnalytics();
    renderRoute('/analytics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(await screen.findByTestId('analytics-headline')).toHaveTextContent(
      '80.0% of 200 services on service are compliant today (160 compliant), as of 15/06/2026 (counted at 9:30 am).',
    );
    const trend = screen.getByRole('table', { name: 'Compliance rate over time' });
    expect(within(trend).getByRole('rowheader', { name: 'Jun 2026' })).toBeInTheDocument();
    expect(
      within(trend).getByRole('row', { name: 'Jun 2026 15/06/2026 200 200 160 80.0%' }),
    ).toBeInTheDocument();
    expect(
      within(trend).getByRole('row', { name: 'May 2026 31/05/2026 180 170 150 88.2%' }),
    ).toBeInTheDocument();
    const services = screen.getByRole('table', { name: 'Compliance by service' });
    expect(
      within(services).getByRole('row', { name: 'Smoke Alarms 120 100 83.3%' }),
    ).toBeInTheDocument();
    const due = screen.getByRole('table', { name: 'Overdue and approaching services' });
    expect(within(due).getByRole('row', { name: 'Gas 9 3' })).toBeInTheDocument();
    const managers = screen.getByRole('table', { name: 'Compliance by property manager' });
    expect(
      within(managers).getByRole('row', { name: 'No property manager 50 40 80.0%' }),
    ).toBeInTheDocument();
    const regions = screen.getByRole('table', { name: 'Compliance by region' });
    expect(
      within(regions).getByRole('row', { name: 'Richmond VIC 200 160 80.0%' }),
    ).toBeInTheDocument();
    const reasons = screen.getByRole('table', { name: 'Non-compliance by reason' });
    expect(within(reasons).getByRole('row', { name: 'Access issues 15' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Export / })).toHaveLength(6);
    // The line shows the rates its table shows.
    await waitFor(() => expect(vi.mocked(LineChart)).toHaveBeenCalled());
    expect(vi.mocked(LineChart).mock.lastCall?.[0]).toMatchObject({
      data: [
        { month: 'May 2026', rate: 88.2 },
        { month: 'Jun 2026', rate: 80 },
      ],
    });
  });

  it('should send the URL filters and write a chosen property manager to the URL', async () => {
    const api = mockAnalytics();
    const { router } = renderRoute('/analytics?service=gas&region=Richmond&period=12');
    await screen.findByTestId('analytics-headline');
    const first = api.callsTo(analyticsCalls.dashboard)[0]!.query;
    expect(first.get('service')).toBe('gas');
    expect(first.get('region')).toBe('Richmond');
    expect(first.get('period')).toBe('12');
    expect(first.has('propertyManagerId')).toBe(false);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Property manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Olivia Chen' }));
    expect(router.state.location.search).toContain('property-manager=22');
    await waitFor(() =>
      expect(api.callsTo(analyticsCalls.dashboard).at(-1)!.query.get('propertyManagerId')).toBe(
        '22',
      ),
    );
  });

  it('should export a table with the page filters when asked', async () => {
    mockAnalytics();
    const download = mockDownload(
      analyticsCalls.exportTable,
      file('xlsx', { 'Content-Disposition': 'attachment; filename="services.xlsx"' }),
    );
    mockApi(on(analyticsCalls.dashboard, FIGURES));
    renderRoute('/analytics?service=smoke');
    await screen.findByTestId('analytics-headline');
    await userEvent.click(screen.getByRole('button', { name: 'Export compliance by service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    const sent = download.calls()[0]!.query;
    expect(sent.get('table')).toBe('services');
    expect(sent.get('service')).toBe('smoke');
    expect(sent.get('fileName')).toBe('Compliance by service');
  });

  it('should offer a retry when the figures cannot be loaded', async () => {
    mockAnalytics(fail(500));
    renderRoute('/analytics');
    expect(await screen.findByText('The analytics could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should show the error page when the experiment is off', async () => {
    mockSignedInApi({ experiments: { AgencyCompliancePortalAdvancedAnalytics: false } });
    renderRoute('/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });
});
