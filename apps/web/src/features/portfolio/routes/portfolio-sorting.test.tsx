import { portfolioCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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

const lastSort = (api: ReturnType<typeof mockPortfolioApi>) =>
  api.callsTo(portfolioCalls.list).at(-1)?.query.get('sort');

describe('PortfolioPage sorting and summary', () => {
  it('should say the range of the page when a later page is shown', async () => {
    mockPortfolioApi(buildPage(20, 300));
    renderPortfolio('/portfolio?page=2');
    expect(await screen.findByText('Showing 21–40 of 300 properties')).toBeInTheDocument();
  });

  it('should mark the address column as the order when the list opens unsorted', async () => {
    setViewportWidth(1280);
    const api = mockPortfolioApi();
    renderPortfolio();
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(within(table).getByRole('columnheader', { name: /Address/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(lastSort(api)).toBe('address');
  });

  it('should sort by the column, then reverse it, when its header is pressed twice', async () => {
    setViewportWidth(1280);
    const api = mockPortfolioApi();
    renderPortfolio('/portfolio?page=3');
    const table = await screen.findByRole('table', { name: 'Properties' });
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Compliance' }));
    await waitFor(() => expect(currentParams().get('sort')).toBe('status'));
    expect(currentParams().has('page')).toBe(false);
    await waitFor(() => expect(lastSort(api)).toBe('status'));
    expect(within(table).getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Compliance' }));
    await waitFor(() => expect(currentParams().get('sort')).toBe('-status'));
    expect(within(table).getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('should sort from the keyboard when a header has focus and Enter is pressed', async () => {
    setViewportWidth(1280);
    mockPortfolioApi();
    renderPortfolio('/portfolio?sort=status');
    const table = await screen.findByRole('table', { name: 'Properties' });
    within(table).getByRole('button', { name: 'Sort by Address' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentParams().has('sort')).toBe(false));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentParams().get('sort')).toBe('-address'));
  });

  it('should offer a sort menu above the cards when the screen is narrow', async () => {
    setViewportWidth(390);
    const api = mockPortfolioApi();
    renderPortfolio();
    const menu = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(menu).toHaveValue('address');
    await userEvent.selectOptions(menu, 'Next service due (soonest first)');
    await waitFor(() => expect(currentParams().get('sort')).toBe('due-date'));
    await waitFor(() => expect(lastSort(api)).toBe('due-date'));
  });

  it('should say in words what the Excluding filter leaves out', async () => {
    mockPortfolioApi();
    renderPortfolio('/portfolio?service=smoke&service-exclusivity=Excluding');
    expect(
      await screen.findByRole('button', {
        name: 'Remove filter Excluding properties with Smoke Alarms',
      }),
    ).toBeInTheDocument();
  });
});
