import { NO_MATCHING_PROPERTIES_TEXT } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../testing/viewport';
import { PagedList, type PagedListProps } from './paged-list';

type Item = { id: number; street: string };
type List = PagedListProps<Item>['list'];

/** The parts of a query result the list reads. */
const query = (state: Partial<List>): List =>
  ({
    data: undefined,
    error: null,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...state,
  }) as List;

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, street: `${i + 1} Station Street` }));

function renderList(list: List, props: Partial<PagedListProps<Item>> = {}) {
  const setPage = vi.fn();
  const onClearFilters = vi.fn();
  renderWithProviders(
    <PagedList
      list={list}
      page={1}
      pageSize={10}
      setPage={setPage}
      errorTitle="Your portfolio could not be loaded"
      loadingLabel="Loading properties"
      skeleton={{ columns: 5 }}
      plural="properties"
      filtered={false}
      onClearFilters={onClearFilters}
      pagesLabel="Portfolio pages"
      table={(rows) => (
        <table aria-label="As a table">
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.street}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      cards={(rows) => (
        <ul aria-label="As cards">
          {rows.map((row) => (
            <li key={row.id}>{row.street}</li>
          ))}
        </ul>
      )}
      {...props}
    />,
  );
  return { setPage, onClearFilters };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
});

describe('PagedList', () => {
  it('should show what failed and try again when the first load fails', async () => {
    const list = query({ isError: true, error: new Error('The server is busy') });
    renderList(list);

    expect(screen.getByText('Your portfolio could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('should show named placeholders while the first page loads', () => {
    renderList(query({}));

    expect(screen.getAllByRole('status', { name: 'Loading properties' }).length).toBeGreaterThan(0);
  });

  it('should offer to clear the filters when a filtered list is empty', async () => {
    const { onClearFilters } = renderList(query({ data: { items: [], total: 0 } }), {
      filtered: true,
    });

    expect(screen.getByText('No properties found')).toBeInTheDocument();
    expect(screen.getByText(NO_MATCHING_PROPERTIES_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('should say only that there is nothing when an unfiltered list is empty', () => {
    renderList(query({ data: { items: [], total: 0 } }));

    expect(screen.getByText('No properties found')).toBeInTheDocument();
    expect(screen.queryByText(NO_MATCHING_PROPERTIES_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('should show the rows as cards on a narrow screen', () => {
    renderList(query({ data: { items: items(10), total: 25 } }));
    expect(screen.getByRole('list', { name: 'As cards' })).toHaveTextContent('10 Station Street');
    expect(screen.queryByRole('table', { name: 'As a table' })).not.toBeInTheDocument();
  });

  it('should show the rows as a table on a wide screen', () => {
    setViewportWidth(1280);
    renderList(query({ data: { items: items(10), total: 25 } }));
    expect(screen.getByRole('table', { name: 'As a table' })).toHaveTextContent(
      '10 Station Street',
    );
    expect(screen.queryByRole('list', { name: 'As cards' })).not.toBeInTheDocument();
  });

  it('should draw no hidden table when the screen is narrow', () => {
    renderList(query({ data: { items: items(10), total: 25 } }));
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
  });

  it('should draw no hidden cards when the screen is wide', () => {
    setViewportWidth(1280);
    renderList(query({ data: { items: items(10), total: 25 } }));
    expect(screen.queryByRole('list', { name: 'As cards', hidden: true })).not.toBeInTheDocument();
  });

  it('should switch from cards to the table when the screen widens', async () => {
    renderList(query({ data: { items: items(10), total: 25 } }));
    expect(screen.getByRole('list', { name: 'As cards' })).toBeInTheDocument();
    act(() => setViewportWidth(1280));
    expect(await screen.findByRole('table', { name: 'As a table' })).toBeInTheDocument();
  });

  it('should change page and go back to the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { setPage } = renderList(query({ data: { items: items(10), total: 25 } }));

    const pages = screen.getByRole('navigation', { name: 'Portfolio pages' });
    expect(pages).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(setPage).toHaveBeenCalledWith(3);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('should dim the previous page while the next one loads', () => {
    renderList(query({ data: { items: items(10), total: 25 }, isPlaceholderData: true }), {
      page: 2,
    });

    expect(screen.getByRole('list', { name: 'As cards' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('should go to the last page, replacing the address, when the page is past the end', () => {
    const { setPage } = renderList(query({ data: { items: [], total: 25 } }), { page: 9 });

    expect(setPage).toHaveBeenCalledWith(3, { replace: true });
    // Placeholders, not 'No properties found', until the last page is there.
    expect(screen.queryByText('No properties found')).not.toBeInTheDocument();
  });
});
