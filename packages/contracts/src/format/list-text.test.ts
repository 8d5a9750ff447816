import { describe, expect, it } from 'vitest';
import { emptyListText, listSummary } from './list-text';

describe('listSummary', () => {
  it("should say 'Showing 1 property' when the only item is shown", () => {
    expect(listSummary(1, 1, 'property', 'properties')).toBe('Showing 1 property');
  });

  it('should use the plural without a total when every item is shown', () => {
    expect(listSummary(12, 12, 'property', 'properties')).toBe('Showing 12 properties');
    expect(listSummary(0, 0, 'property', 'properties')).toBe('Showing 0 properties');
  });

  it("should say 'Showing 10 of 250 properties' when only part of the list is shown", () => {
    expect(listSummary(10, 250, 'property', 'properties')).toBe('Showing 10 of 250 properties');
    expect(listSummary(1, 3, 'reported finding', 'reported findings')).toBe(
      'Showing 1 of 3 reported findings',
    );
  });
});

describe('listSummary of a page', () => {
  it("should say the range, 'Showing 21–40 of 300 properties', when a later page is shown", () => {
    expect(listSummary(20, 300, 'property', 'properties', 21)).toBe(
      'Showing 21–40 of 300 properties',
    );
    expect(listSummary(20, 100_000, 'property', 'properties', 1)).toBe(
      'Showing 1–20 of 100,000 properties',
    );
    expect(listSummary(1, 41, 'property', 'properties', 41)).toBe('Showing 41 of 41 properties');
  });

  it('should say the count alone when the page holds the whole list', () => {
    expect(listSummary(12, 12, 'property', 'properties', 1)).toBe('Showing 12 properties');
  });
});

describe('emptyListText', () => {
  it("should say 'No {plural} found' when a list is empty", () => {
    expect(emptyListText('properties')).toBe('No properties found');
    expect(emptyListText('invoices')).toBe('No invoices found');
  });
});
