import type { TStateCode } from '@portal/contracts';

/** The civil time zone of each state: 'today' is the agency's own calendar day. */
const STATE_TIME_ZONES: Record<TStateCode, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** The IANA time zone of a state (Victoria's when the state is unknown). */
export const stateTimeZone = (state: TStateCode | null): string => STATE_TIME_ZONES[state ?? 'VIC'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `now` in the agency's state, as 'yyyy-MM-dd'. */
export function agencyToday(now: Date, state: TStateCode | null): string {
  const timeZone = STATE_TIME_ZONES[state ?? 'VIC'];
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day `days` before a 'yyyy-MM-dd' day. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after a 'yyyy-MM-dd' day. */
export const daysAfter = (day: string, days: number): string => daysBefore(day, -days);

/** 'HH:mm' of a time column's 'HH:mm:ss'. */
export const hhmm = (time: string): string => time.slice(0, 5);
