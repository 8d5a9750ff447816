import { propertyCalls, QUICK_SEARCH_MESSAGES, type TQuickSearchAnswer } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../../testing/mock-api';
import { SignedInContext, type SignedInValue } from '../../../../lib/session/signed-in-context';
import { renderRoute } from '../../../../testing/render';
import { AGENCY_SETTINGS, buildSession } from '../../../../testing/session-fixtures';
import { HeaderSearch } from './header-search';

const ANSWER: TQuickSearchAnswer = {
  groups: [
    {
      kind: 'property',
      label: 'Properties',
      results: [
        {
          kind: 'property',
          id: 11,
          compliancePropertyId: 11,
          title: '1 King Street',
          detail: 'Kew VIC 3101',
        },
        {
          kind: 'property',
          id: 12,
          compliancePropertyId: 12,
          title: '2 King Street',
          detail: 'Kew VIC 3101',
        },
      ],
    },
    {
      kind: 'occupant',
      label: 'Occupants',
      results: [
        {
          kind: 'occupant',
          id: 5,
          compliancePropertyId: 30,
          title: 'Ada King',
          detail: '3 Rose Lane, Hawthorn VIC 3122',
        },
      ],
    },
  ],
};

function PropertyStub() {
  const { propertyId } = useParams();
  return <h1>{`Property ${propertyId}`}</h1>;
}

/** A signed-in user whose property details page is on: results open the portal's page. */
const SIGNED_IN: SignedInValue = {
  session: buildSession(),
  agencies: [],
  experiments: { PropertyDetailsPage: true },
  agencySettings: AGENCY_SETTINGS,
  isIntegrated: false,
  isSessionExpired: false,
  openSwitchPortfolio: () => undefined,
};

function renderSearch() {
  return renderRoute('/', {
    routes: [
      {
        path: '/',
        element: (
          <SignedInContext.Provider value={SIGNED_IN}>
            <HeaderSearch />
          </SignedInContext.Provider>
        ),
      },
      { path: '/property/:propertyId', element: <PropertyStub /> },
    ],
  });
}

async function openWithShortcut() {
  const user = userEvent.setup();
  renderSearch();
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: 'Search' });
  return { user, input };
}

describe('HeaderSearch', () => {
  it('should open with Ctrl+K, show the results in their groups and open the one chosen with the arrows and Enter', async () => {
    const search = mockApi(on(propertyCalls.search, ANSWER));
    const { user, input } = await openWithShortcut();

    // The letters go in without yielding to timers, as a quick typist's do: on a busy machine a
    // real pause between two of them could outlast the debounce and make this depend on load.
    await userEvent.setup({ delay: null }).type(input, 'king');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await within(list).findByRole('option', { name: /1 King Street/ });
    expect(within(list).getByRole('group', { name: 'Properties' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Occupants' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Ada King/ })).toHaveTextContent(
      '3 Rose Lane, Hawthorn VIC 3122',
    );
    // Typing pauses before one request, not one per letter.
    expect(search.callsTo(propertyCalls.search).map((call) => call.query.toString())).toEqual([
      'q=king&limit=5',
    ]);

    await waitFor(() =>
      expect(within(list).getByRole('option', { name: /1 King Street/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        within(list).getByRole('option', { name: /Ada King/ }).id,
      ),
    );
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Property 30' })).toBeInTheDocument();
  });

  it('should ask for more characters before searching and send nothing meanwhile', async () => {
    const search = mockApi(on(propertyCalls.search, ANSWER));
    const { user, input } = await openWithShortcut();
    expect(screen.getByText(/Find a property by its address/)).toBeInTheDocument();

    await user.type(input, 'ki');

    expect(await screen.findByText(QUICK_SEARCH_MESSAGES.tooShort)).toBeInTheDocument();
    expect(search.callsTo(propertyCalls.search)).toEqual([]);
  });

  it('should say so when nothing matches', async () => {
    mockApi(on(propertyCalls.search, { groups: [] }));
    const { user, input } = await openWithShortcut();

    await user.type(input, 'zzqx');

    expect(await screen.findByText('No matches for “zzqx”')).toBeInTheDocument();
  });

  it('should show why the search failed and search again on Try again', async () => {
    let attempts = 0;
    mockApi(
      on(propertyCalls.search, () =>
        ++attempts === 1 ? fail(503, 'The server is restarting: try again.') : ANSWER,
      ),
    );
    const { user, input } = await openWithShortcut();

    await user.type(input, 'king');
    expect(await screen.findByText('The server is restarting: try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('option', { name: /2 King Street/ })).toBeInTheDocument();
  });

  it('should open from the header button and close with Escape', async () => {
    const user = userEvent.setup();
    mockApi(on(propertyCalls.search, ANSWER));
    renderSearch();

    await user.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    await screen.findByRole('combobox', { name: 'Search' });
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument(),
    );
  });
});
