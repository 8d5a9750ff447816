import { accessIssueCalls, settingsCalls, type TAccessIssueListItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

const LIST = accessIssueCalls.list;

function buildAccessIssue(overrides: Partial<TAccessIssueListItem> = {}): TAccessIssueListItem {
  return {
    compliancePropertyId: 1,
    addressLine1: '1 Church Street',
    addressLine2: 'Richmond VIC 3121',
    tags: [],
    occupants: [{ name: 'Sam Tenant' }],
    accessIssues: { problems: [{ publicName: 'No keys available', createdAt: '2025-03-01' }] },
    blockedEntryMethods: [
      {
        entryMethod: 'ENTRY_NOTIFICATION',
        isBlockedByPreferences: false,
        problems: [
          { publicName: 'No keys available', mostEffectiveSolution: 'Provide a working key' },
        ],
      },
    ],
    ...overrides,
  };
}

function page(count: number, total = count) {
  return {
    items: Array.from({ length: count }, (_, index) =>
      buildAccessIssue({
        compliancePropertyId: 100 + index,
        addressLine1: `${index + 1} Church Street`,
      }),
    ),
    total,
  };
}

function mockAccessIssuesApi(
  list: ReturnType<typeof page> = page(3),
  experiments: Record<string, boolean> = {},
) {
  const api = mockSignedInApi({ experiments });
  api.set(on(LIST, list));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  return api;
}

const sent = (api: ReturnType<typeof mockAccessIssuesApi>) =>
  api.callsTo(LIST).map((call) => call.query);

describe('AccessIssuesPage', () => {
  it('should list the properties with their occupants, problems and tags, and how many there are', async () => {
    setViewportWidth(1280);
    mockAccessIssuesApi({
      items: [
        buildAccessIssue({
          compliancePropertyId: 7,
          addressLine1: '12 Smith Street',
          tags: ['Overdue', 'Vacant'],
          occupants: [{ name: 'Sam Tenant' }, { name: 'Alex Tenant' }],
          accessIssues: {
            problems: [{ publicName: 'No keys available', createdAt: '2025-03-01T00:00:00Z' }],
          },
        }),
        buildAccessIssue({
          compliancePropertyId: 8,
          addressLine1: '3 Hill Road',
          occupants: [],
          accessIssues: { problems: [] },
        }),
      ],
      total: 42,
    });
    renderRoute('/action-required/access-issues');

    expect(await screen.findByText('Showing 1–2 of 42 properties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access issues' })).toBeInTheDocument();
    expect(document.title).toBe('Access issues | Compliance Portal');
    const table = await screen.findByRole('table', { name: 'Properties with access issues' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '12 Smith Street' })).toHaveAttribute(
      'href',
      '/property/7',
    );
    expect(first).toHaveTextContent('Sam Tenant, Alex Tenant');
    expect(first).toHaveTextContent('No keys available (raised 01/03/2025)');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('Vacant');
    expect(
      within(first!).getByRole('link', { name: 'View property 12 Smith Street' }),
    ).toHaveAttribute('href', '/property/7');
    expect(second).toHaveTextContent('None listed');
    expect(second).toHaveTextContent('Complex problem');
    expect(second).toHaveTextContent(/Please contact .+ to help resolve the issue/);
  });

  it('should send the URL filters to the list call when the page opens', async () => {
    const api = mockAccessIssuesApi(page(20, 45));
    renderRoute(
      '/action-required/access-issues?query=%20church%20&facet=UrgentAccessIssues&property-manager=22&page=2&service=smoke',
    );
    await screen.findByText('Showing 21–40 of 45 properties');
    const query = sent(api)[0]!;
    expect(query.get('query')).toBe('church');
    expect(query.getAll('facet')).toEqual(['UrgentAccessIssues']);
    expect(query.get('property-manager')).toBe('22');
    expect(query.get('page')).toBe('2');
    expect(query.get('page-size')).toBe('20');
    // Services do not filter this list: none is sent.
    expect(query.has('service')).toBe(false);
  });

  it('should search by address and go back to the first page', async () => {
    const api = mockAccessIssuesApi(page(20, 45));
    renderRoute('/action-required/access-issues?page=2');
    await screen.findByText('Showing 21–40 of 45 properties');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'hill{Enter}');
    await waitFor(() => expect(sent(api).at(-1)?.get('query')).toBe('hill'));
    expect(sent(api).at(-1)?.get('page')).toBe('1');
  });

  it('should show cards instead of the table when the screen is narrow', async () => {
    setViewportWidth(390);
    mockAccessIssuesApi();
    renderRoute('/action-required/access-issues');
    const cards = await screen.findByRole('list', { name: 'Properties with access issues' });
    expect(within(cards).getAllByRole('link', { name: /View property/ })).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should say when no property has an access issue', async () => {
    mockAccessIssuesApi({ items: [], total: 0 });
    renderRoute('/action-required/access-issues');
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
  });

  it('should say the list could not be loaded, with the reason, and load it again on Retry', async () => {
    const api = mockAccessIssuesApi();
    api.set(on(LIST, fail(500, 'The list is unavailable')));
    renderRoute('/action-required/access-issues');
    expect(await screen.findByText('Access issues could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The list is unavailable')).toBeInTheDocument();
    api.set(on(LIST, page(2)));
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('Showing 2 properties')).toBeInTheDocument();
  });

  describe('with the AgencyEntryMethod experiment', () => {
    const ENTRY_METHOD_ON = { AgencyEntryMethod: true };
    const blocked = buildAccessIssue({
      compliancePropertyId: 7,
      addressLine1: '12 Smith Street',
      accessIssues: {
        problems: [
          { publicName: 'Tenant refused entry', createdAt: '2025-03-01T00:00:00Z' },
          { publicName: 'Keys do not work', createdAt: '2025-03-02T00:00:00Z' },
        ],
      },
      blockedEntryMethods: [
        {
          entryMethod: 'APPOINTMENT',
          isBlockedByPreferences: false,
          problems: [
            { publicName: 'Tenant refused entry', mostEffectiveSolution: 'Speak to the tenant' },
          ],
        },
        {
          entryMethod: 'ENTRY_NOTIFICATION',
          isBlockedByPreferences: true,
          problems: [{ publicName: 'Keys do not work', mostEffectiveSolution: null }],
        },
      ],
    });
    const method = (list: HTMLElement, name: string) =>
      within(list).getByRole('listitem', { name });

    it('should show each blocked entry method, its problems and what unblocks them in the table', async () => {
      setViewportWidth(1280);
      mockAccessIssuesApi({ items: [blocked], total: 1 }, ENTRY_METHOD_ON);
      renderRoute('/action-required/access-issues');
      const table = await screen.findByRole('table', { name: 'Properties with access issues' });
      expect(
        within(table).getByRole('columnheader', { name: 'Blocked entry methods' }),
      ).toBeInTheDocument();
      const methods = within(table).getByRole('list', {
        name: 'Blocked entry methods at 12 Smith Street',
      });
      const appointment = method(methods, 'Appointment');
      expect(appointment).toHaveTextContent('Tenant refused entry');
      expect(appointment).toHaveTextContent('Most effective: Speak to the tenant');
      expect(appointment).not.toHaveTextContent('Blocked by your entry preferences');
      const notification = method(methods, 'Entry notification');
      expect(notification).toHaveTextContent('Blocked by your entry preferences');
      expect(notification).toHaveTextContent(
        /Keys do not work\s*Please contact .+ to help resolve the issue/,
      );
      expect(
        within(notification).getByRole('link', {
          name: 'Change the entry preferences of 12 Smith Street',
        }),
      ).toHaveAttribute('href', '/property/7/entry-preferences');
      // The flat problem list gives way to the methods; 'Resolve issue' stays.
      expect(table).not.toHaveTextContent('raised 01/03/2025');
      expect(
        within(table).getByRole('button', { name: 'Resolve issue at 12 Smith Street' }),
      ).toBeInTheDocument();
    });

    it('should show the blocked entry methods on the cards when the screen is narrow', async () => {
      setViewportWidth(375);
      mockAccessIssuesApi({ items: [blocked], total: 1 }, ENTRY_METHOD_ON);
      renderRoute('/action-required/access-issues');
      const cards = await screen.findByRole('list', { name: 'Properties with access issues' });
      const methods = within(cards).getByRole('list', {
        name: 'Blocked entry methods at 12 Smith Street',
      });
      expect(method(methods, 'Appointment')).toHaveTextContent(
        'Most effective: Speak to the tenant',
      );
      expect(
        within(methods).getByRole('link', {
          name: 'Change the entry preferences of 12 Smith Street',
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('should show the problems, not the entry methods, when the experiment is off', async () => {
      setViewportWidth(1280);
      mockAccessIssuesApi({ items: [blocked], total: 1 });
      renderRoute('/action-required/access-issues');
      const table = await screen.findByRole('table', { name: 'Properties with access issues' });
      expect(
        within(table).getByRole('columnheader', { name: 'Access issues' }),
      ).toBeInTheDocument();
      expect(table).toHaveTextContent('Tenant refused entry (raised 01/03/2025)');
      expect(screen.queryByRole('list', { name: /Blocked entry methods/ })).not.toBeInTheDocument();
      expect(table).not.toHaveTextContent('Most effective');
    });
  });
});
