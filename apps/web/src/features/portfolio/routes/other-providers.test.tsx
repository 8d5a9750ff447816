import { portfolioCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockDownload } from '../../../testing/download';
import { fail, file, on, withHeaders } from '../../../testing/mock-api';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';
import {
  buildIntegratedItem,
  buildIntegratedPage,
  currentParams,
  mockOtherProvidersApi,
  renderPortfolio,
} from '../testing/portfolio-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
});

const OTHER = '/portfolio?managed-by=OTHER';
const location = () => screen.getByTestId('location').textContent;
const listCalls = (api: ReturnType<typeof mockOtherProvidersApi>) =>
  api.callsTo(portfolioCalls.integrated).map((call) => call.query);

describe('Other service providers portfolio', () => {
  it('should list the other providers’ properties by default when managed-by is OTHER', async () => {
    setViewportWidth(1280);
    const api = mockOtherProvidersApi(buildIntegratedPage(20, 45));
    renderPortfolio(OTHER);
    expect(await screen.findByText('Showing 1–20 of 45 properties')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Other service providers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue(
      'Other service providers',
    );
    const sent = listCalls(api)[0]!;
    expect(sent.get('provided-by')).toBe('OTHER');
    expect(sent.get('page')).toBe('1');
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(within(table).getAllByRole('link', { name: /Bridge Road/ })).toHaveLength(20);
    expect(within(table).getAllByText('Smoke Safe Co')).toHaveLength(20);
  });

  it('should send the chart’s facet and property manager when the dashboard links here', async () => {
    const api = mockOtherProvidersApi();
    renderPortfolio(`${OTHER}&facet=Overdue&property-manager=22`);
    await screen.findByText('Showing 3 properties');
    const sent = listCalls(api)[0]!;
    expect(sent.getAll('facet')).toEqual(['Overdue']);
    expect(sent.get('property-manager')).toBe('22');
    expect(sent.get('provided-by')).toBe('OTHER');
    expect(screen.getByRole('button', { name: 'Remove filter Overdue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Olivia Chen' })).toBeInTheDocument();
  });

  it('should send the URL filters and leave out what the list does not know', async () => {
    const api = mockOtherProvidersApi();
    renderPortfolio(
      `${OTHER}&query=%20bridge%20&service=gas&service=smoke&service=bogus&facet=MissingSupplier&facet=UrgentQuotes&provided-by=PROVIDER&page=2`,
    );
    await screen.findByText('Showing 3 properties');
    const sent = listCalls(api)[0]!;
    expect(sent.get('query')).toBe('bridge');
    expect(sent.getAll('services')).toEqual(['smoke', 'gas']);
    expect(sent.getAll('facet')).toEqual(['MissingSupplier']);
    expect(sent.get('provided-by')).toBe('PROVIDER');
    expect(sent.get('page')).toBe('2');
  });

  it('should write the provider to the URL, both sides as ALL and the default left out', async () => {
    const api = mockOtherProvidersApi();
    renderPortfolio(`${OTHER}&page=2`);
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
    await userEvent.click(screen.getByRole('option', { name: 'All providers' }));
    await waitFor(() => expect(currentParams().get('provided-by')).toBe('ALL'));
    expect(currentParams().has('page')).toBe(false);
    expect(currentParams().get('managed-by')).toBe('OTHER');
    await waitFor(() => expect(listCalls(api).at(-1)?.has('provided-by')).toBe(false));

    await userEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
    await userEvent.click(screen.getByRole('option', { name: 'Detector Inspector' }));
    await waitFor(() => expect(currentParams().get('provided-by')).toBe('PROVIDER'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
    await userEvent.click(screen.getByRole('option', { name: 'Other service providers' }));
    await waitFor(() => expect(currentParams().has('provided-by')).toBe(false));
  });

  it('should write services and compliance facets to the URL when they are ticked', async () => {
    const api = mockOtherProvidersApi();
    renderPortfolio(OTHER);
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await waitFor(() => expect(currentParams().getAll('service')).toEqual(['gas']));
    await userEvent.click(screen.getByRole('button', { name: /^Compliance/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Missing last service date' }));
    await waitFor(() =>
      expect(currentParams().getAll('facet')).toEqual(['MissingLastServiceDate']),
    );
    await waitFor(() => expect(listCalls(api).at(-1)?.getAll('services')).toEqual(['gas']));
    expect(screen.queryByRole('checkbox', { name: 'Urgent quotes' })).not.toBeInTheDocument();
  });

  it('should open the non-managed property for another provider’s row and the property for ours', async () => {
    setViewportWidth(1280);
    mockOtherProvidersApi({
      items: [
        buildIntegratedItem(7),
        buildIntegratedItem(8, {
          providedBy: 'PROVIDER',
          compliancePropertyId: 80,
          agencyPortfolioPropertyId: null,
          providerName: 'Detector Inspector',
        }),
      ],
      total: 2,
    });
    const { router } = renderPortfolio(`${OTHER}&provided-by=ALL`);
    const table = await screen.findByRole('table', { name: 'Properties' });
    await userEvent.click(within(table).getByRole('link', { name: '7 Bridge Road' }));
    await waitFor(() => expect(location()).toBe('/non-managed-property/7'));
    await router.navigate(-1);
    await userEvent.click(await screen.findByRole('link', { name: '8 Bridge Road' }));
    await waitFor(() => expect(location()).toBe('/property/80'));
  });

  it('should show cards when the screen is narrow', async () => {
    setViewportWidth(390);
    mockOtherProvidersApi();
    renderPortfolio(OTHER);
    const cards = await screen.findByRole('list', { name: 'Properties' });
    expect(within(cards).getAllByRole('link', { name: /Bridge Road/ })).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should say No properties found and clear the filters back to the default provider', async () => {
    mockOtherProvidersApi({ items: [], total: 0, unfilteredTotal: 12 });
    renderPortfolio(`${OTHER}&facet=Compliant&provided-by=PROVIDER`);
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(location()).toBe('/portfolio?managed-by=OTHER'));
  });

  it('should export the filtered list under the file name given', async () => {
    mockOtherProvidersApi();
    const download = mockDownload(
      portfolioCalls.integratedExport,
      file('xlsx', {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': 'attachment; filename="overdue.xlsx"',
      }),
    );
    renderPortfolio(`${OTHER}&facet=Overdue&property-manager=22&query=bridge`);
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const name = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('File name is required')).toBeInTheDocument();
    await userEvent.type(name, 'overdue');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    const sent = download.calls()[0]!.query;
    expect(sent.get('fileName')).toBe('overdue');
    expect(sent.getAll('facet')).toEqual(['Overdue']);
    expect(sent.get('property-manager')).toBe('22');
    expect(sent.get('query')).toBe('bridge');
    expect(sent.get('provided-by')).toBe('OTHER');
    expect(sent.has('page')).toBe(false);
    expect(download.click).toHaveBeenCalledTimes(1);
  });

  it('should show the x-error-message text when the export fails', async () => {
    mockOtherProvidersApi();
    // The envelope's message is not the one shown: the header's is.
    mockDownload(
      portfolioCalls.integratedExport,
      withHeaders(fail(500, 'Something went wrong'), {
        'x-error-message': encodeURIComponent('Export is unavailable right now'),
      }),
    );
    renderPortfolio(OTHER);
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Export is unavailable right now')).toBeInTheDocument();
    // The dialog stays open so the user can try again.
    expect(screen.getByRole('textbox', { name: 'File name' })).toBeInTheDocument();
  });

  it('should load the list again when Try again is pressed after a failure', async () => {
    const api = mockOtherProvidersApi();
    api.set(on(portfolioCalls.integrated, fail(500, 'Something went wrong')));
    renderPortfolio(OTHER);
    expect(
      await screen.findByText("The other service providers' portfolio could not be loaded"),
    ).toBeInTheDocument();
    api.set(on(portfolioCalls.integrated, buildIntegratedPage(2)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 2 properties')).toBeInTheDocument();
  });
});
