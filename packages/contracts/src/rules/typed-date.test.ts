import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../testing/issues';
import { parseTypedDate, zTypedDate } from './typed-date';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('parseTypedDate', () => {
  it('should read dd/MM/yyyy when typed with leading zeros', () => {
    expect(parseTypedDate('05/03/2025')).toEqual({ kind: 'valid', date: day(2025, 3, 5) });
  });

  it('should read d/M/yyyy when typed without leading zeros', () => {
    expect(parseTypedDate('5/3/2025')).toEqual({ kind: 'valid', date: day(2025, 3, 5) });
    expect(parseTypedDate('25/3/2025')).toEqual({ kind: 'valid', date: day(2025, 3, 25) });
    expect(parseTypedDate(' 1/12/2025 ')).toEqual({ kind: 'valid', date: day(2025, 12, 1) });
  });

  it('should give empty when nothing is typed', () => {
    expect(parseTypedDate('')).toEqual({ kind: 'empty' });
    expect(parseTypedDate('   ')).toEqual({ kind: 'empty' });
  });

  it('should give invalid when the day does not exist', () => {
    expect(parseTypedDate('31/02/2025')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(parseTypedDate('31/04/2025').kind).toBe('invalid');
    expect(parseTypedDate('0/1/2025').kind).toBe('invalid');
    expect(parseTypedDate('1/13/2025').kind).toBe('invalid');
  });

  it('should accept 29 February when the year is a leap year', () => {
    expect(parseTypedDate('29/02/2024')).toEqual({ kind: 'valid', date: day(2024, 2, 29) });
    expect(parseTypedDate('29/2/2000').kind).toBe('valid');
  });

  it('should reject 29 February when the year is not a leap year', () => {
    expect(parseTypedDate('29/02/2025').kind).toBe('invalid');
    expect(parseTypedDate('29/02/1900').kind).toBe('invalid');
  });

  it('should give invalid when the text is not in the format', () => {
    for (const text of [
      '2025-03-05',
      '05-03-2025',
      '5/3/25',
      '05/03/2025x',
      'today',
      '1/1/20255',
    ]) {
      expect(parseTypedDate(text)).toEqual({ kind: 'invalid', reason: 'format' });
    }
  });

  it('should accept the bound days themselves when bounds are given', () => {
    const bounds = { from: day(2025, 1, 1), to: day(2025, 12, 31) };
    expect(parseTypedDate('1/1/2025', bounds).kind).toBe('valid');
    expect(parseTypedDate('31/12/2025', bounds).kind).toBe('valid');
  });

  it('should compare whole days when a bound carries a time', () => {
    expect(parseTypedDate('1/1/2025', { from: new Date(2025, 0, 1, 15, 30) }).kind).toBe('valid');
  });

  it('should give invalid when the date lies outside the bounds', () => {
    const bounds = { from: day(2025, 1, 1), to: day(2025, 12, 31) };
    expect(parseTypedDate('31/12/2024', bounds)).toEqual({
      kind: 'invalid',
      reason: 'before-from',
    });
    expect(parseTypedDate('1/1/2026', bounds)).toEqual({ kind: 'invalid', reason: 'after-to' });
  });
});

describe('zTypedDate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 25, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should give the ISO day when given typed text, an ISO day or a Date', () => {
    const schema = zTypedDate();
    expect(schema.parse('5/3/2025')).toBe('2025-03-05');
    expect(schema.parse('2025-03-05')).toBe('2025-03-05');
    expect(schema.parse(new Date(2025, 2, 5, 18, 45))).toBe('2025-03-05');
  });

  it('should give null when the value is empty and not required', () => {
    const schema = zTypedDate();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
  });

  it("should say 'Invalid format. Must be dd/mm/yyyy' when the text is not a real date", () => {
    const schema = zTypedDate();
    expect(messagesOf(schema, '31/02/2025')).toEqual(['Invalid format. Must be dd/mm/yyyy']);
    expect(messagesOf(schema, 'abc')).toEqual(['Invalid format. Must be dd/mm/yyyy']);
    expect(messagesOf(schema, '2025-02-31')).toEqual(['Invalid format. Must be dd/mm/yyyy']);
    expect(messagesOf(schema, 42)).toEqual(['Invalid format. Must be dd/mm/yyyy']);
  });

  it('should give the required message when the value is empty and required', () => {
    expect(messagesOf(zTypedDate({ required: 'Date is required' }), '')).toEqual([
      'Date is required',
    ]);
  });

  it('should say which bound is crossed when the date is out of range', () => {
    const schema = zTypedDate({ from: '2025-01-01', to: '2025-12-31' });
    expect(messagesOf(schema, '31/12/2024')).toEqual([
      'Date must be between 01/01/2025 and 31/12/2025',
    ]);
    expect(messagesOf(zTypedDate({ from: '2025-01-01' }), '31/12/2024')).toEqual([
      'Date cannot be before 01/01/2025',
    ]);
    expect(messagesOf(zTypedDate({ to: '2025-12-31' }), '1/1/2026')).toEqual([
      'Date cannot be after 31/12/2025',
    ]);
  });

  it('should use a bound computed at validation time when given a function', () => {
    const schema = zTypedDate({
      from: () => new Date(),
      fromMessage: 'Date cannot be in the past',
    });
    expect(schema.parse('25/03/2025')).toBe('2025-03-25');
    expect(messagesOf(schema, '24/03/2025')).toEqual(['Date cannot be in the past']);
  });
});
