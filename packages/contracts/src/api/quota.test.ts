import { describe, expect, it } from 'vitest';
import { quotaDescription, quotaExceededMessage } from './quota';

describe('quota messages', () => {
  it('should name whole minutes, rounded up and at least one, when a wait is given', () => {
    expect(quotaExceededMessage(9.02)).toBe('Too many requests. Please try again in 10 minutes.');
    expect(quotaExceededMessage(0.01)).toBe('Too many requests. Please try again in 1 minutes.');
    expect(quotaExceededMessage(60)).toBe('Too many requests. Please try again in 60 minutes.');
  });

  it('should quote the message with {n} when the 429 is described', () => {
    expect(quotaDescription('email')).toContain(
      "429 'Too many requests. Please try again in {n} minutes.'",
    );
    expect(quotaDescription('upload')).toMatch(/uploads per hour and bytes per day/);
  });
});
