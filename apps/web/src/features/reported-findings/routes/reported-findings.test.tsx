import {
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  settingsCalls,
  type TReportedFindingGroup,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, on, type RecordedCall } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';
import { buildFinding, buildGroup } from '../testing/findings-fixtures';

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));
// The page is a lazy route: loaded here, its first test does not spend its wait compiling it.
beforeAll(async () => {
  await import('./reported-findings');
}, 60_000);

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

const CATEGORIES = [
  {
    name: 'Expired alarm',
    description: 'A smoke alarm is past its expiry date.',
    color: '#e03131',
  },
  { name: 'Missing alarm', description: null, color: '#c2255c' },
];

function mockFindingsApi(list = page([GROUP], 42), experiments: Record<string, boolean> = ON) {
  const api = mockSignedInApi({ experiments });
  api.set(on(LIST, list));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  api.set(on(reportedFindingCalls.servicingCategories, CATEGORIES));
  return api;
}

/** The list answers 3 rows when narrowed by anything, 42 otherwise. */
const narrowed = (call: RecordedCall) =>
  call.query.has('service') || call.query.has('category') ? page([GROUP], 3) : page([GROUP], 42);

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
    const table = await screen.findByRole('table', { name: 'Properties with reported findings' });
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

  it('should filter by services and how they match, in the URL, the heading counting the filtered list', async () => {
    const api = mockFindingsApi();
    api.set(on(LIST, narrowed));
    const { router } = renderRoute('/action-required/reported-findings?facet=ComplianceIssues');
    await screen.findByRole('heading', { level: 1, name: '42 reported findings' });

    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Smoke Alarms' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 reported findings' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Only/ }));
    await waitFor(() => expect(sent(api).at(-1)?.get('serviceExclusivity')).toBe('Only'));
    const query = sent(api).at(-1)!;
    expect(query.getAll('service')).toEqual(['smoke']);
    // The list's own facet is kept while other filters change.
    expect(query.getAll('facet')).toEqual(['ComplianceIssues']);
    const url = new URLSearchParams(router.state.location.search);
    expect(url.getAll('service')).toEqual(['smoke']);
    expect(url.get('service-exclusivity')).toBe('Only');
    expect(url.getAll('facet')).toEqual(['ComplianceIssues']);
    expect(screen.getByRole('button', { name: 'Services, 1 selected' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove filter Only: Smoke Alarms' }),
    ).toBeInTheDocument();
  });

  it('should filter by servicing category from the keyboard, named in words, and clear it', async () => {
    const api = mockFindingsApi();
    api.set(on(LIST, narrowed));
    const { router } = renderRoute('/action-required/reported-findings');
    await screen.findByRole('heading', { level: 1, name: '42 reported findings' });

    screen.getByRole('button', { name: 'Category' }).focus();
    await userEvent.keyboard('{Enter}');
    const expired = await screen.findByRole('checkbox', { name: 'Expired alarm' });
    expect(screen.getByText('A smoke alarm is past its expiry date.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Missing alarm' })).toBeInTheDocument();
    expired.focus();
    await userEvent.keyboard(' ');
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 reported findings' }),
    ).toBeInTheDocument();
    expect(sent(api).at(-1)?.getAll('category')).toEqual(['Expired alarm']);
    expect(new URLSearchParams(router.state.location.search).getAll('category')).toEqual([
      'Expired alarm',
    ]);
    expect(await screen.findByText('Showing 1 of 3 reported findings')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove filter Category: Expired alarm' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '42 reported findings' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('should send the categories and services of a shared link, and say when the categories cannot be loaded', async () => {
    const api = mockFindingsApi(page([GROUP], 3));
    api.set(on(reportedFindingCalls.servicingCategories, fail(500, M.categoriesLoadFailed)));
    renderRoute(
      '/action-required/reported-findings?category=Expired%20alarm&category=Gone&service=smoke&service-exclusivity=Excluding',
    );
    await screen.findByRole('heading', { level: 1, name: '3 reported findings' });
    const query = sent(api)[0]!;
    expect(query.getAll('category')).toEqual(['Expired alarm', 'Gone']);
    expect(query.getAll('service')).toEqual(['smoke']);
    expect(query.get('serviceExclusivity')).toBe('Excluding');
    expect(
      screen.getByRole('button', { name: 'Remove filter Category: Gone' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Category, 2 selected' }));
    expect(await screen.findByText(M.categoriesLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should offer the services and categories on a phone too', async () => {
    setViewportWidth(375);
    const api = mockFindingsApi();
    api.set(on(LIST, narrowed));
    renderRoute('/action-required/reported-findings');
    await screen.findByRole('list', { name: 'Properties with reported findings' });
    await userEvent.click(screen.getByRole('button', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Missing alarm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 reported findings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Services' })).toBeInTheDocument();
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
