import { describe, expect, it } from 'vitest';
import {
  getIntParam,
  getPageParam,
  getParam,
  getParams,
  toQueryString,
  toSearchParams,
  withParams,
} from './search-params';

describe('search params', () => {
  it('should keep repeated params in order when they round-trip through a URL', () => {
    const written = toSearchParams({ facet: ['Compliant', 'Overdue'], service: ['smoke', 'gas'] });
    const read = new URLSearchParams(written.toString());

    expect(written.toString()).toBe('facet=Compliant&facet=Overdue&service=smoke&service=gas');
    expect(getParams(read, 'facet')).toEqual(['Compliant', 'Overdue']);
    expect(getParams(read, 'service')).toEqual(['smoke', 'gas']);
  });

  it('should drop empty values and trim text when writing params', () => {
    const params = toSearchParams({
      query: '  12 Smith St ',
      empty: '   ',
      missing: undefined,
      none: null,
      facet: ['', 'Vacant', null],
      page: 2,
    });

    expect(params.toString()).toBe('query=12+Smith+St&facet=Vacant&page=2');
  });

  it('should replace only the named keys when updating params', () => {
    const current = new URLSearchParams('query=smith&facet=a&facet=b&page=3');

    const next = withParams(current, { facet: ['c'], page: null });

    expect(next.toString()).toBe('query=smith&facet=c');
    expect(current.toString()).toBe('query=smith&facet=a&facet=b&page=3');
  });

  it('should remove a repeated param when it is set to an empty list', () => {
    const next = withParams('facet=a&facet=b&page=2', { facet: [] });

    expect(next.toString()).toBe('page=2');
  });

  it('should read single and numeric values when present', () => {
    const params = new URLSearchParams('query=%20&tab=urgent-quotes&page=abc&size=25');

    expect(getParam(params, 'query')).toBeUndefined();
    expect(getParam(params, 'tab')).toBe('urgent-quotes');
    expect(getIntParam(params, 'size')).toBe(25);
    expect(getIntParam(params, 'page', 1)).toBe(1);
  });

  it('should give page 1 when the page param is absent, invalid or below 1', () => {
    expect(getPageParam(new URLSearchParams(''))).toBe(1);
    expect(getPageParam(new URLSearchParams('page=x'))).toBe(1);
    expect(getPageParam(new URLSearchParams('page=-4'))).toBe(1);
    expect(getPageParam(new URLSearchParams('page=7'))).toBe(7);
  });

  it('should build a query string only when there is something to send', () => {
    expect(toQueryString({ query: '' })).toBe('');
    expect(toQueryString({ 'property-manager': 12 })).toBe('?property-manager=12');
  });
});
