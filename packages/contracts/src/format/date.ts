import { format, isValid, parseISO } from 'date-fns';

export type TDateInput = Date | string | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a Date or an ISO string. A date-only string ('2025-03-25') is a calendar day, so it is
 * read as local midnight: new Date('2025-03-25') would be UTC midnight and show the day before
 * west of Greenwich.
 */
export function toDate(input: TDateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return isValid(input) ? input : null;
  const dateOnly = DATE_ONLY.exec(input);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    const date = new Date(Number(year), Number(month) - 1, Number(day));
    return date.getDate() === Number(day) && date.getMonth() === Number(month) - 1 ? date : null;
  }
  const date = parseISO(input);
  return isValid(date) ? date : null;
}

function formatWith(input: TDateInput, pattern: string): string {
  const date = toDate(input);
  return date ? format(date, pattern) : '';
}

/** '25/03/2025'; empty text for a missing or invalid date. */
export function formatDate(input: TDateInput): string {
  // A calendar day in the API's form only needs its parts turned round (exports format many).
  if (typeof input === 'string') {
    const dateOnly = DATE_ONLY.exec(input);
    if (dateOnly) return toDate(input) ? `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}` : '';
  }
  return formatWith(input, 'dd/MM/yyyy');
}

/** '25th March 2025'. */
export function formatLongDate(input: TDateInput): string {
  return formatWith(input, 'do MMMM yyyy');
}

/** '9:30 am'. */
export function formatTime(input: TDateInput): string {
  return formatWith(input, 'h:mm aaa');
}

/** The calendar day as 'yyyy-MM-dd', the form dates travel in over the API. */
export function toIsoDate(input: TDateInput): string | null {
  const date = toDate(input);
  return date ? format(date, 'yyyy-MM-dd') : null;
}

/** Today's calendar day as 'yyyy-MM-dd' in the runtime's time zone. */
export function todayIsoDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
