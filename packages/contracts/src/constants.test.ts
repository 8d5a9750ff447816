import { describe, expect, it } from 'vitest';
import {
  BOOKING_HOLD_SECONDS,
  MOBILE_PATTERN,
  SESSION_REFETCH_MS,
  SUSPENSION_WARNING_DAYS,
} from './constants';

describe('constants', () => {
  it('should refetch the session every 5 minutes when read', () => {
    expect(SESSION_REFETCH_MS).toBe(300_000);
    expect(BOOKING_HOLD_SECONDS).toBe(300);
    expect(SUSPENSION_WARNING_DAYS).toBe(21);
  });

  it('should accept 1 to 15 digits only when matching a mobile', () => {
    expect(MOBILE_PATTERN.test('0412345678')).toBe(true);
    expect(MOBILE_PATTERN.test('1')).toBe(true);
    expect(MOBILE_PATTERN.test('1234567890123456')).toBe(false);
    expect(MOBILE_PATTERN.test('')).toBe(false);
    expect(MOBILE_PATTERN.test('+61412345678')).toBe(false);
    expect(MOBILE_PATTERN.test('0412 345 678')).toBe(false);
  });
});
