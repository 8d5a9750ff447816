import { describe, expect, it } from 'vitest';
import { parsePropertySort, withPropertySort } from './list-sort';

describe('parsePropertySort', () => {
  it.each([
    ['', 'address'],
    ['sort=-due-date', '-due-date'],
    ['sort=status', 'status'],
    ['sort=amount', 'address'],
    ['sort=--address', 'address'],
  ])('should read %j as %s', (query, sort) => {
    expect(parsePropertySort(new URLSearchParams(query))).toBe(sort);
  });
});

describe('withPropertySort', () => {
  it('should write the order and go back to the first page when the order changes', () => {
    const next = withPropertySort(new URLSearchParams('page=4&facet=Overdue'), '-status');
    expect(next.get('sort')).toBe('-status');
    expect(next.has('page')).toBe(false);
    expect(next.get('facet')).toBe('Overdue');
  });

  it('should leave the default order out of the URL when sorted by address', () => {
    expect(withPropertySort(new URLSearchParams('sort=status'), 'address').has('sort')).toBe(false);
  });
});
