import { describe, expect, it } from 'vitest';
import { agencyToday, daysBefore } from './agency-clock';

describe('agencyToday', () => {
  // 14:30 UTC: already the next day on the east coast, still the same day in Perth.
  const instant = new Date('2026-06-14T14:30:00Z');

  it("should give the east coast's day when the agency is in VIC or NSW", () => {
    expect(agencyToday(instant, 'VIC')).toBe('2026-06-15');
    expect(agencyToday(instant, 'NSW')).toBe('2026-06-15');
  });

  it("should give Perth's day when the agency is in WA", () => {
    expect(agencyToday(instant, 'WA')).toBe('2026-06-14');
  });

  it('should follow daylight saving when the state has it', () => {
    // 13:30 UTC in January is 00:30 AEDT (+11) in Melbourne, 23:30 AEST (+10) in Brisbane.
    const summer = new Date('2026-01-09T13:30:00Z');
    expect(agencyToday(summer, 'VIC')).toBe('2026-01-10');
    expect(agencyToday(summer, 'QLD')).toBe('2026-01-09');
  });
});

describe('daysBefore', () => {
  it('should count back across a month end when the day is early in the month', () => {
    expect(daysBefore('2026-06-15', 30)).toBe('2026-05-16');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});
