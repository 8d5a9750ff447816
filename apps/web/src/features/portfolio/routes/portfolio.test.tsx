import { portfolioCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { setViewportWidth, DEFAULT_VIEWPORT_WIDTH } from '../../../testing/viewport';
import {
  buildPage,
  currentParams,
  mockPortfolioApi,
  renderPortfolio,
} from '../testing/portfolio-fixtures';

afterEach(() => {
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
});

const location = () => screen.getByTestId('location').textContent;
const listCalls = (api: ReturnType<typeof mockPortfolioApi>) =>
  api.callsTo(portfolioCalls.list).map((call) => call.query);

describe('PortfolioPage', () => {
  it('should list the properties with a summary when the portfolio loads', async () => {
    setViewportWidth(1280);
    mockPortfolioApi(buildPage(20, 45));
    renderPortfolio();
    expect(await screen.findByText('Showing 1–20 of 45 properties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(within(table).getByRole('columnheader', { name: /Smoke Alarms/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Gas/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /Station Street/ })).toHaveLength(20);
  });

  it('should leave out the VIC-only service columns when the agency is in NSW', async () => {
    setViewportWidth(1280);
    mockPortfolioApi();
    renderPortfolio('/portfolio', { session: { complianceAgencyState: 'NSW' } });
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(within(table).queryByRole('columnheader', { name: /Gas/ })).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: /Electrical/ }),
    ).not.toBeInTheDocument();
  });

  it('should open the property when its row link is followed', async () => {
    setViewportWidth(1280);
    mockPortfolioApi();
    renderPortfolio();
    const table = await screen.findByRole('table', { name: 'Properties' });
    await userEvent.click(within(table).getByRole('link', { name: '2 Station Street' }));
    await waitFor(() => expect(location()).toBe('/property/2'));
  });

  it('should show cards instead of the table when the screen is narrow', async () => {
    setViewportWidth(390);
    mockPortfolioApi();
    renderPortfolio();
    const cards = await screen.findByRole('list', { name: 'Properties' });
    expect(cards).toBeVisible();
    expect(within(cards).getAllByRole('link', { name: /Station Street/ })).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should send the URL filters to the API when the page opens', async () => {
    const api = mockPortfolioApi();
    renderPortfolio(
      '/portfolio?query=%20smith%20&service=smoke&service=gas&service-exclusivity=Excluding&facet=Overdue&facet=OverdueInvoices&property-manager=22&page=1',
    );
    await screen.findByText('Showing 3 properties');
    const sent = listCalls(api)[0]!;
    expect(sent.get('query')).toBe('smith');
    expect(sent.getAll('service')).toEqual(['smoke', 'gas']);
    expect(sent.get('serviceExclusivity')).toBe('Excluding');
    expect(sent.getAll('facet')).toEqual(['Overdue', 'OverdueInvoices']);
    expect(sent.get('property-manager')).toBe('22');
    expect(sent.get('page')).toBe('1');
  });

  it('should send the new-access-issues and new-problem-register flags when their experiments are on', async () => {
    const api = mockPortfolioApi();
    renderPortfolio('/portfolio', {
      experiments: { AgencyEntryMethod: true, ProblemRegister: true },
    });
    await screen.findByText('Showing 3 properties');
    const sent = listCalls(api)[0]!;
    expect(sent.get('new-access-issues')).toBe('1');
    expect(sent.get('new-problem-register')).toBe('1');
  });

  it('should leave out the server flags when the experiments are off', async () => {
    const api = mockPortfolioApi();
    renderPortfolio('/portfolio', { experiments: { AgencyEntryMethod: false } });
    await screen.findByText('Showing 3 properties');
    const sent = listCalls(api)[0]!;
    expect(sent.has('new-access-issues')).toBe(false);
    expect(sent.has('new-problem-register')).toBe(false);
  });

  it('should write the trimmed search to the URL 300 ms after typing stops', async () => {
    const api = mockPortfolioApi();
    renderPortfolio('/portfolio?page=2&facet=Compliant');
    await screen.findByText('Showing 3 properties');
    // Typed without pauses between keys: on a busy machine a pause could outlast the 300 ms.
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '  smith st ', {
      delay: null,
    });
    expect(currentParams().get('query')).toBeNull();
    await waitFor(() => expect(currentParams().get('query')).toBe('smith st'));
    expect(currentParams().get('page')).toBeNull();
    expect(currentParams().getAll('facet')).toEqual(['Compliant']);
    await waitFor(() => expect(listCalls(api).at(-1)?.get('query')).toBe('smith st'));
  });

  it('should remove the search from the URL when it is cleared', async () => {
    mockPortfolioApi();
    renderPortfolio('/portfolio?query=smith');
    await screen.findByText('Showing 3 properties');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('smith');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentParams().has('query')).toBe(false));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('should write repeated services and the exclusivity to the URL when they are chosen', async () => {
    mockPortfolioApi();
    renderPortfolio('/portfolio?page=2');
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Smoke Alarms' }));
    await waitFor(() => expect(currentParams().getAll('service')).toEqual(['smoke', 'gas']));
    expect(currentParams().has('page')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /Only/ }));
    await waitFor(() => expect(currentParams().get('service-exclusivity')).toBe('Only'));
    await userEvent.click(screen.getByRole('radio', { name: /Including/ }));
    await waitFor(() => expect(currentParams().has('service-exclusivity')).toBe(false));
  });

  it('should offer gas confirmation only to a VIC agency', async () => {
    mockPortfolioApi();
    renderPortfolio('/portfolio', { session: { complianceAgencyState: 'QLD' } });
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Compliance' }));
    expect(screen.getByRole('checkbox', { name: 'Overdue' })).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Gas confirmation required' }),
    ).not.toBeInTheDocument();
  });

  it('should move to the last page when the URL asks for a page past the end', async () => {
    const api = mockPortfolioApi();
    api.set(
      on(portfolioCalls.list, ({ query }) =>
        Number(query.get('page')) > 3 ? { items: [], total: 45 } : buildPage(5, 45),
      ),
    );
    renderPortfolio('/portfolio?page=9&facet=Compliant');
    await waitFor(() => expect(currentParams().get('page')).toBe('3'));
    expect(await screen.findByText('Showing 41–45 of 45 properties')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should go to the chosen page and keep the filters when the paginator is used', async () => {
    mockPortfolioApi(buildPage(20, 45));
    renderPortfolio('/portfolio?facet=Compliant');
    await screen.findByText('Showing 1–20 of 45 properties');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentParams().get('page')).toBe('2'));
    expect(currentParams().getAll('facet')).toEqual(['Compliant']);
  });

  it('should say No properties found and offer to clear the filters when nothing matches', async () => {
    mockPortfolioApi({ items: [], total: 0, unfilteredTotal: 40 });
    renderPortfolio('/portfolio?query=zzz&facet=Overdue&managed-by=PROVIDER');
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(
      screen.getByText('We could not find any properties that matched your search criteria'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(location()).toBe('/portfolio?managed-by=PROVIDER'));
  });

  it('should remove one filter when its pill is removed', async () => {
    mockPortfolioApi();
    renderPortfolio('/portfolio?facet=Overdue&facet=UrgentQuotes');
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Urgent quotes' }));
    await waitFor(() => expect(currentParams().getAll('facet')).toEqual(['Overdue']));
  });

  it('should show the error and load again when Try again is pressed', async () => {
    const api = mockPortfolioApi();
    api.set(on(portfolioCalls.list, fail(500, 'Something went wrong')));
    renderPortfolio();
    expect(await screen.findByText('Your portfolio could not be loaded')).toBeInTheDocument();
    api.set(on(portfolioCalls.list, buildPage(2)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 2 properties')).toBeInTheDocument();
  });

  it('should show skeletons while the list loads', async () => {
    const api = mockPortfolioApi();
    api.set(on(portfolioCalls.list, () => new Promise(() => {})));
    renderPortfolio();
    expect(await screen.findAllByRole('status', { name: 'Loading properties' })).not.toHaveLength(
      0,
    );
  });
});
