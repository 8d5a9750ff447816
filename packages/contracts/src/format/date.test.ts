import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatTime, toDate, toIsoDate, todayIsoDate } from './date';

describe('toDate', () => {
  it('should read a date-only string as local midnight when given yyyy-MM-dd', () => {
    const date = toDate('2025-03-25');
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(25);
    expect(date?.getHours()).toBe(0);
  });

  it('should give null when the input is empty or not a date', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('not a date')).toBeNull();
    expect(toDate('2025-02-31')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });

  it('should keep a Date when given one', () => {
    const date = new Date(2024, 1, 29);
    expect(toDate(date)).toBe(date);
  });
});

describe('formatDate', () => {
  it('should show dd/MM/yyyy when given a date-only string', () => {
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
  });

  it('should show dd/MM/yyyy when given a Date or an ISO date-time', () => {
    expect(formatDate(new Date(2025, 11, 31))).toBe('31/12/2025');
    expect(formatDate('2025-01-02T10:00:00')).toBe('02/01/2025');
  });

  it('should show nothing when the date is missing or invalid', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
});

describe('formatLongDate', () => {
  it("should show '25th March 2025' when given 2025-03-25", () => {
    expect(formatLongDate('2025-03-25')).toBe('25th March 2025');
  });

  it('should use the right ordinal suffix when the day is 1, 2, 3, 11, 22 or 23', () => {
    expect(formatLongDate('2025-03-01')).toBe('1st March 2025');
    expect(formatLongDate('2025-03-02')).toBe('2nd March 2025');
    expect(formatLongDate('2025-03-03')).toBe('3rd March 2025');
    expect(formatLongDate('2025-03-11')).toBe('11th March 2025');
    expect(formatLongDate('2025-03-12')).toBe('12th March 2025');
    expect(formatLongDate('2025-03-13')).toBe('13th March 2025');
    expect(formatLongDate('2025-03-22')).toBe('22nd March 2025');
    expect(formatLongDate('2025-03-23')).toBe('23rd March 2025');
    expect(formatLongDate('2025-03-31')).toBe('31st March 2025');
  });
});

describe('formatTime', () => {
  it("should show '9:30 am' when the time is half past nine in the morning", () => {
    expect(formatTime(new Date(2025, 2, 25, 9, 30))).toBe('9:30 am');
  });

  it('should show pm and a 12-hour clock when the time is in the afternoon', () => {
    expect(formatTime(new Date(2025, 2, 25, 14, 5))).toBe('2:05 pm');
    expect(formatTime(new Date(2025, 2, 25, 12, 0))).toBe('12:00 pm');
    expect(formatTime(new Date(2025, 2, 25, 0, 15))).toBe('12:15 am');
  });
});

describe('toIsoDate', () => {
  it('should give the calendar day when given a Date at any time of day', () => {
    expect(toIsoDate(new Date(2025, 2, 25, 23, 59))).toBe('2025-03-25');
    expect(toIsoDate(new Date(2025, 2, 25, 0, 0))).toBe('2025-03-25');
    expect(toIsoDate(null)).toBeNull();
  });

  it("should give today's calendar day when asked", () => {
    expect(todayIsoDate(new Date(2024, 1, 29, 8))).toBe('2024-02-29');
  });
});
