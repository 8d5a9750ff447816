import {
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  settingsCalls,
  type TReportedFindingGroup,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';
import { buildFinding, buildGroup } from '../testing/findings-fixtures';

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

const LIST = reportedFindingCalls.list;
const ON = { ProblemRegister: true };

function page(groups: TReportedFindingGroup[], total = groups.length) {
  return { items: groups, total, unfilteredTotal: total };
}

const GROUP = buildGroup(
  [
    buildFinding(1, { originalBookingDate: '2026-09-14' }, 'Smoke alarm expired'),
    buildFinding(2, { isUrgent: false, originalBookingDate: '2026-10-02' }, 'Alarm too low'),
  ],
  { tags: ['AwaitingUrgentQuotationApproval'] },
);

function mockFindingsApi(list = page([GROUP], 42), experiments: Record<string, boolean> = ON) {
  const api = mockSignedInApi({ experiments });
  api.set(on(LIST, list));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  return api;
}

const sent = (api: ReturnType<typeof mockFindingsApi>) =>
  api.callsTo(LIST).map((call) => call.query);

describe('ReportedFindingsPage', () => {
  it('should list each property and service with its date, findings and quote tags, and count them', async () => {
    setViewportWidth(1280);
    mockFindingsApi();
    renderRoute('/action-required/reported-findings');

    expect(
      await screen.findByRole('heading', { level: 1, name: '42 reported findings' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Reported findings | Compliance Portal');
    const table = screen.getByRole('table', { name: 'Properties with reported findings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 5)).toEqual([
      'Address',
      'Service',
      'Service date',
      'Reported findings',
      'Status',
    ]);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: '1 Church Street' })).toHaveAttribute(
      'href',
      '/property/7',
    );
    expect(row).toHaveTextContent('Smoke Alarms');
    expect(row).toHaveTextContent('14/09/2026');
    expect(row).toHaveTextContent('Smoke alarm expired (impacts compliance)');
    expect(row).toHaveTextContent('Alarm too low');

    await userEvent.click(within(row!).getByRole('button', { name: /Awaiting urgent.*details/i }));
    expect(
      await screen.findByRole('link', { name: /View the quotes of 1 Church Street/ }),
    ).toHaveAttribute('href', '/property/7');
  });

  it('should send the URL filters and facets to the list call, and change the facets in the URL', async () => {
    const api = mockFindingsApi(page([GROUP], 45));
    renderRoute(
      '/action-required/reported-findings?query=%20church%20&facet=ComplianceIssues&facet=Overdue&property-manager=22&page=2&service=smoke',
    );
    await screen.findByRole('heading', { level: 1, name: '45 reported findings' });
    const query = sent(api)[0]!;
    expect(query.get('query')).toBe('church');
    expect(query.getAll('facet')).toEqual(['ComplianceIssues']);
    expect(query.get('property-manager')).toBe('22');
    expect(query.get('page')).toBe('2');
    expect(query.getAll('service')).toEqual(['smoke']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'No compliance issues' }));
    await waitFor(() =>
      expect(sent(api).at(-1)?.getAll('facet')).toEqual(['ComplianceIssues', 'NoComplianceIssues']),
    );
    expect(sent(api).at(-1)?.get('page')).toBe('1');
  });

  it('should show cards with Resolve instead of the table when the screen is narrow', async () => {
    setViewportWidth(375);
    mockFindingsApi();
    renderRoute('/action-required/reported-findings');
    const cards = await screen.findByRole('list', { name: 'Properties with reported findings' });
    expect(
      within(cards).getByRole('button', {
        name: 'Resolve Smoke Alarms findings at 1 Church Street',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should say so when no property has findings, and when the list cannot be loaded', async () => {
    const api = mockFindingsApi(page([]));
    renderRoute('/action-required/reported-findings');
    expect(await screen.findByText(`No ${M.entities} found`)).toBeInTheDocument();

    api.set(on(LIST, fail(500, 'Failed to get reported findings')));
    renderRoute('/action-required/reported-findings?page=3');
    expect(await screen.findByText('Reported findings could not be loaded')).toBeInTheDocument();
  });

  it('should show the error page without the ProblemRegister experiment', async () => {
    const api = mockFindingsApi(page([GROUP]), {});
    renderRoute('/action-required/reported-findings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('should open the wizard of the row when Resolve is pressed', async () => {
    setViewportWidth(1280);
    const api = mockFindingsApi();
    api.set(on(reportedFindingCalls.service, GROUP));
    renderRoute('/action-required/reported-findings');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resolve Smoke Alarms findings at 1 Church Street',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', {
        name: 'How do you want to resolve these findings?',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo(reportedFindingCalls.service)[0]?.params).toEqual({
      id: '7',
      serviceShortName: 'smoke',
    });
  });
});
