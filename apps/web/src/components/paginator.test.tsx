import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { Paginator } from './paginator';

describe('Paginator', () => {
  it('should render nothing when there is only one page', () => {
    renderWithProviders(<Paginator page={1} totalPages={1} onChange={vi.fn()} />);

    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('should render nothing when there are no pages', () => {
    renderWithProviders(<Paginator page={1} totalPages={0} onChange={vi.fn()} />);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('should mark the last page current when the page is beyond the total', () => {
    renderWithProviders(<Paginator page={9} totalPages={3} onChange={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('should mark the first page current when the page is below 1', () => {
    renderWithProviders(<Paginator page={-2} totalPages={3} onChange={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('should show five page buttons with first and last when there are many pages', () => {
    renderWithProviders(<Paginator page={10} totalPages={20} onChange={vi.fn()} />);

    const pages = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter((label) => label?.startsWith('Page '));
    expect(pages).toEqual(['Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20']);
  });

  it('should report the chosen page when a page button is clicked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Paginator page={1} totalPages={4} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));

    expect(onChange.mock.calls).toEqual([[2], [4]]);
  });
});
