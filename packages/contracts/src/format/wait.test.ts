import { describe, expect, it } from 'vitest';
import { formatWait } from './wait';

describe('formatWait', () => {
  it('should say seconds when the wait is under a minute', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(2)).toBe('2 seconds');
    expect(formatWait(59)).toBe('59 seconds');
  });

  it('should say whole minutes rounded up when the wait is a minute or more', () => {
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(900)).toBe('15 minutes');
  });

  it('should say at least one second when given a fraction, nothing or not a number', () => {
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(0)).toBe('1 second');
    expect(formatWait(Number.NaN)).toBe('1 second');
  });
});
