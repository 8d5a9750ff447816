import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import type * as z from 'zod/v4/core';
import {
  callErrorStatuses,
  callPath,
  callUrl,
  strictQuery,
  type CallDescription,
} from '../api/call';
import { allCalls, callOperationId } from './all';
import * as authCalls from './auth';
import * as healthCalls from './health';
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

  it('should give each call its own operationId, from its feature and name', () => {
    const ids = allCalls.map(callOperationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(callOperationId(invoiceCalls.pdf)).toBe('invoicesPdf');
    expect(callOperationId(healthCalls.health)).toBe('health');
  });

  it("should add the statuses a call's kind implies to its own when asked for its failures", () => {
    expect(callErrorStatuses(healthCalls.health)).toEqual([400, 405, 503]);
    expect(callErrorStatuses(invoiceCalls.pdf)).toEqual([400, 401, 404, 405, 503]);
    expect(callErrorStatuses(authCalls.switchAgency)).toEqual([
      400, 401, 403, 404, 405, 413, 415, 503,
    ]);
  });

  it('should refuse a query parameter the call does not describe, naming it', () => {
    const parse = (call: CallDescription, query: object) =>
      safeParse(strictQuery(call), query).error?.issues.map((issue) => issue.message);
    expect(parse(portfolioCalls.list, { page: '2', facet: 'Overdue' })).toBeUndefined();
    expect(parse(portfolioCalls.list, { page: '2', pgae: '3' })).toEqual([
      'Unknown query parameter: pgae',
    ]);
    expect(parse(authCalls.session, { _: '1', v: '2' })).toEqual([
      'Unknown query parameters: _, v',
    ]);
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
