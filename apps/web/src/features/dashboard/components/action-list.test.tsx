import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ActionList } from './action-list';

type List = { items: { id: number }[]; total: number };
const pending = { isPending: true, isError: false, data: undefined } as UseQueryResult<List>;

const renderList = (expected: number | undefined) =>
  renderWithProviders(
    <ActionList
      label="Overdue invoices"
      intro="Past due."
      query={pending}
      errorTitle="Overdue invoices could not be loaded"
      emptyTitle="No overdue invoices"
      itemKey={(item) => item.id}
      renderItem={(item) => item.id}
      rows={5}
      expected={expected}
    />,
  );

const placeholderRows = () =>
  screen
    .getByRole('status', { name: 'Loading overdue invoices' })
    .querySelectorAll('[data-skeleton-row]').length;

describe('ActionList while its list loads', () => {
  it('should hold a full page of placeholders when the figures have not loaded', () => {
    renderList(undefined);
    expect(placeholderRows()).toBe(5);
  });

  it('should hold only as many placeholders as the figures count', () => {
    renderList(2);
    expect(placeholderRows()).toBe(2);
  });

  it('should show the empty state at once when the figures count none', () => {
    renderList(0);
    expect(screen.getByText('No overdue invoices')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading overdue invoices' })).toBeNull();
  });
});
