import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './list-skeleton';
import { renderWidget } from './widget-test-render';

function skeletonRows(name: string) {
  return screen.getByRole('status', { name }).querySelectorAll('[data-skeleton-row]');
}

describe('ListSkeleton', () => {
  it('should show ten rows when no count is given', () => {
    renderWidget(<ListSkeleton label="Loading invoices" />);

    expect(skeletonRows('Loading invoices')).toHaveLength(10);
  });

  it('should show the given number of cards when the card variant is used', () => {
    renderWidget(<ListSkeleton variant="cards" rows={5} label="Loading quotes" />);

    expect(skeletonRows('Loading quotes')).toHaveLength(5);
  });

  it('should mark the region busy when rendered', () => {
    renderWidget(<ListSkeleton />);

    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });

  it('should put one cell per column in each table row when columns are given', () => {
    renderWidget(<ListSkeleton rows={2} columns={5} />);

    const [first] = skeletonRows('Loading');
    expect(first?.children).toHaveLength(5);
  });

  it('should stack the given number of lines in each table cell when lines are given', () => {
    renderWidget(<ListSkeleton rows={1} columns={3} lines={2} />);

    const [first] = skeletonRows('Loading');
    expect(first?.children).toHaveLength(3);
    expect(first?.children[0]?.children).toHaveLength(2);
  });
});
