import { describe, expect, it } from 'vitest';
import { clampPage, pageOffset, totalPages } from './pagination';

describe('totalPages', () => {
  it('should round up when the last page is partly filled', () => {
    expect(totalPages(250, 10)).toBe(25);
    expect(totalPages(251, 10)).toBe(26);
    expect(totalPages(1, 20)).toBe(1);
  });

  it('should give one page when the list is empty or the page size is not positive', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 0)).toBe(1);
    expect(totalPages(Number.NaN, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('should keep the page when it is within range', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(1, 1)).toBe(1);
    expect(clampPage(5, 5)).toBe(5);
  });

  it('should give 1 when the page is below 1 or not a number', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('should give the last page when the page is above the total pages', () => {
    expect(clampPage(9, 5)).toBe(5);
  });

  it('should give 1 when there are no pages', () => {
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(1, 0)).toBe(1);
  });

  it('should drop the fraction when the page is not whole', () => {
    expect(clampPage(2.7, 5)).toBe(2);
  });
});

describe('pageOffset', () => {
  it('should skip the earlier pages when a page is chosen', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
  });
});
