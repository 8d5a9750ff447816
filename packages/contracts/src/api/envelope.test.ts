import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZErrorEnvelope, zEnvelope, zListOf, zSuccess } from './envelope';
import { ZHealth } from './health';

const ZItem = z.object({ id: z.number() });

describe('zSuccess', () => {
  it('should accept a success envelope when the data matches', () => {
    expect(zSuccess(ZItem).parse({ success: true, data: { id: 1 } })).toEqual({
      success: true,
      data: { id: 1 },
    });
  });

  it('should reject the envelope when success is false or the data does not match', () => {
    expect(zSuccess(ZItem).safeParse({ success: false, data: { id: 1 } }).success).toBe(false);
    expect(zSuccess(ZItem).safeParse({ success: true, data: { id: 'x' } }).success).toBe(false);
  });
});

describe('ZErrorEnvelope', () => {
  it('should accept an error envelope when the error is well formed', () => {
    const envelope = {
      success: false,
      error: { code: 'NOT_FOUND', message: 'Property not found' },
    };
    expect(ZErrorEnvelope.parse(envelope)).toEqual(envelope);
  });

  it('should reject the envelope when success is true', () => {
    expect(
      ZErrorEnvelope.safeParse({ success: true, error: { code: 'NOT_FOUND', message: 'x' } })
        .success,
    ).toBe(false);
  });
});

describe('zEnvelope', () => {
  it('should read either envelope when the status is not yet checked', () => {
    const schema = zEnvelope(ZItem);
    expect(schema.parse({ success: true, data: { id: 2 } })).toEqual({
      success: true,
      data: { id: 2 },
    });
    expect(
      schema.parse({ success: false, error: { code: 'FORBIDDEN', message: 'No access' } }).success,
    ).toBe(false);
  });
});

describe('zListOf', () => {
  it('should accept a page of items with totals when well formed', () => {
    expect(zListOf(ZItem).parse({ items: [{ id: 1 }], total: 10, unfilteredTotal: 12 })).toEqual({
      items: [{ id: 1 }],
      total: 10,
      unfilteredTotal: 12,
    });
    expect(zListOf(ZItem).parse({ items: [], total: 0 })).toEqual({ items: [], total: 0 });
  });

  it('should reject the page when the total is negative or an item does not match', () => {
    expect(zListOf(ZItem).safeParse({ items: [], total: -1 }).success).toBe(false);
    expect(zListOf(ZItem).safeParse({ items: [{ id: 'a' }], total: 1 }).success).toBe(false);
  });
});

describe('ZHealth', () => {
  it('should accept ok for the service and the database when healthy', () => {
    expect(ZHealth.parse({ status: 'ok', database: 'ok' })).toEqual({
      status: 'ok',
      database: 'ok',
    });
    expect(ZHealth.safeParse({ status: 'ok', database: 'down' }).success).toBe(false);
  });
});
