import { describe, expect, it } from 'vitest';
import type * as z from 'zod/v4/core';
import { callPath, callUrl } from '../api/call';
import { allCalls } from './all';
import * as invoiceCalls from './invoices';
import * as portfolioCalls from './portfolio';

/** The keys of an object schema (params), or none. */
function keysOf(schema: z.$ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as z.$ZodObject)._zod.def;
  return Object.keys(def.shape ?? {}).sort();
}

describe('the call descriptions', () => {
  it('should describe each method and path once', () => {
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should name in params exactly the parameters of each path', () => {
    for (const call of allCalls) {
      const inPath = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect(keysOf(call.params), `${call.method} ${call.path}`).toEqual(inPath);
    }
  });

  it('should give each call a summary, a tag and either data or a file answer', () => {
    for (const call of allCalls) {
      const where = `${call.method} ${call.path}`;
      expect(call.summary.length, where).toBeGreaterThan(0);
      expect(call.tags.length, where).toBeGreaterThan(0);
      expect(Boolean(call.data) !== Boolean(call.file), where).toBe(true);
    }
  });

  it('should send no body with a GET', () => {
    for (const call of allCalls.filter((candidate) => candidate.method === 'GET')) {
      expect(call.body, call.path).toBeUndefined();
    }
  });
});

describe('callUrl', () => {
  it('should encode each path parameter so an id cannot change the path', () => {
    expect(callPath(invoiceCalls.pdf, { id: '1/../2' })).toBe('/v1/invoice/1%2F..%2F2/pdf');
  });

  it('should refuse to build a path when a parameter is missing', () => {
    expect(() => callPath(invoiceCalls.pdf, {})).toThrow(':id');
  });

  it('should repeat list values and drop blank ones when it writes the query', () => {
    expect(
      callUrl(portfolioCalls.list, {
        query: {
          page: 2,
          facet: ['Overdue', 'Compliant'],
          query: '  ',
          service: [],
          'new-access-issues': true,
        },
      }),
    ).toBe('/v1/portfolio?page=2&facet=Overdue&facet=Compliant&new-access-issues=1');
  });
});
