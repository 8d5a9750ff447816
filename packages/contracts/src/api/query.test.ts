import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPageQuery, ZQueryFlag, repeated } from './query';
import {
  ZIntegratedPortfolioQuery,
  ZNoticeQuery,
  ZPortfolioQuery,
  ZPropertyManagerQuery,
} from './list-queries';

describe('ZPageQuery', () => {
  it('should default to page 1 of 20 when no paging is given', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, 'page-size': 20 });
  });

  it('should read numbers from query strings when given', () => {
    expect(ZPageQuery.parse({ page: '3', 'page-size': '50' })).toEqual({
      page: 3,
      'page-size': 50,
    });
  });

  it('should reject the paging when the page is below 1 or the page size above 100', () => {
    expect(ZPageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ 'page-size': '101' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ 'page-size': '100' }).success).toBe(true);
  });
});

describe('repeated', () => {
  const schema = repeated(z.string());

  it('should give a list when the parameter appears once', () => {
    expect(schema.parse('smoke')).toEqual(['smoke']);
  });

  it('should keep the list when the parameter is repeated', () => {
    expect(schema.parse(['smoke', 'gas'])).toEqual(['smoke', 'gas']);
  });

  it('should give an empty list when the parameter is absent or empty', () => {
    expect(schema.parse(undefined)).toEqual([]);
    expect(schema.parse('')).toEqual([]);
  });

  it('should validate each value when given an item schema', () => {
    expect(repeated(z.enum(['a', 'b'])).safeParse(['a', 'c']).success).toBe(false);
  });
});

describe('ZQueryFlag', () => {
  it('should read on when the flag is 1 or true, and off when absent or 0', () => {
    expect(ZQueryFlag.parse('1')).toBe(true);
    expect(ZQueryFlag.parse('true')).toBe(true);
    expect(ZQueryFlag.parse('0')).toBe(false);
    expect(ZQueryFlag.parse(undefined)).toBe(false);
    expect(ZQueryFlag.safeParse('yes').success).toBe(false);
  });
});

describe('list queries', () => {
  it('should read the portfolio filters when given query strings', () => {
    expect(
      ZPortfolioQuery.parse({
        query: '  Smith ',
        facet: 'OverdueInvoices',
        service: ['smoke', 'gas'],
        serviceExclusivity: 'Only',
        'property-manager': '12',
        'new-access-issues': '1',
      }),
    ).toEqual({
      page: 1,
      'page-size': 20,
      query: 'Smith',
      facet: ['OverdueInvoices'],
      service: ['smoke', 'gas'],
      serviceExclusivity: 'Only',
      'property-manager': 12,
      'new-access-issues': true,
      'new-problem-register': false,
      sort: 'address',
    });
  });

  it('should read sort as a column or its reverse, and refuse anything else in words', () => {
    expect(ZPortfolioQuery.parse({ sort: '-due-date' }).sort).toBe('-due-date');
    const bad = ZPortfolioQuery.safeParse({ sort: 'amount' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'sort must be one of address, due-date, status, each optionally preceded by - for the reverse order',
    );
  });

  it('should reject the portfolio query when a facet or service is unknown', () => {
    expect(ZPortfolioQuery.safeParse({ facet: 'Nope' }).success).toBe(false);
    expect(ZPortfolioQuery.safeParse({ service: 'pool' }).success).toBe(false);
  });

  it('should drop blank search text when reading a notice query', () => {
    expect(ZNoticeQuery.parse({ query: '  ', resolved: '1' })).toMatchObject({
      query: undefined,
      resolved: true,
    });
  });

  it('should read provider and services when filtering the other-providers portfolio', () => {
    expect(
      ZIntegratedPortfolioQuery.parse({ 'provided-by': 'OTHER', services: 'rcd' }),
    ).toMatchObject({
      'provided-by': 'OTHER',
      services: ['rcd'],
    });
  });

  it('should read an optional property manager id when given', () => {
    expect(ZPropertyManagerQuery.parse({ propertyManagerId: '4' })).toEqual({
      propertyManagerId: 4,
    });
    expect(ZPropertyManagerQuery.parse({})).toEqual({ propertyManagerId: undefined });
  });
});
