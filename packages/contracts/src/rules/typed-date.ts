import { z } from 'zod/mini';
import { format, startOfDay } from 'date-fns';
import { toDate } from '../format/date';

export const INVALID_DATE_FORMAT = 'Invalid format. Must be dd/mm/yyyy';

export type TTypedDateResult =
  | { kind: 'empty' }
  | { kind: 'valid'; date: Date }
  | { kind: 'invalid'; reason: 'format' | 'before-from' | 'after-to' };

export interface TTypedDateBounds {
  from?: Date | null;
  to?: Date | null;
}

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads what a user typed: dd/MM/yyyy or d/M/yyyy, a real calendar day (31/02/2025 is not),
 * within the optional bounds (whole days, inclusive). The date is local midnight.
 */
export function parseTypedDate(text: string, bounds: TTypedDateBounds = {}): TTypedDateResult {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = TYPED_DATE.exec(trimmed);
  if (!match) return { kind: 'invalid', reason: 'format' };
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { kind: 'invalid', reason: 'format' };
  }
  return checkBounds(date, bounds);
}

function checkBounds(date: Date, bounds: TTypedDateBounds): TTypedDateResult {
  if (bounds.from && date < startOfDay(bounds.from)) {
    return { kind: 'invalid', reason: 'before-from' };
  }
  if (bounds.to && date > startOfDay(bounds.to)) return { kind: 'invalid', reason: 'after-to' };
  return { kind: 'valid', date };
}

/** A bound may be a fixed date, or computed when validating (e.g. todayDate). */
export type TDateBound = Date | string | (() => Date);

export interface TTypedDateOptions {
  from?: TDateBound;
  to?: TDateBound;
  /** Message when empty; without it an empty value is allowed and becomes null. */
  required?: string;
  invalidMessage?: string;
  fromMessage?: string;
  toMessage?: string;
  /** Used for either bound when both are set and no specific message is given. */
  rangeMessage?: string;
}

function resolveBound(bound: TDateBound | undefined): Date | null {
  if (bound === undefined) return null;
  return toDate(typeof bound === 'function' ? bound() : bound);
}

/** Local midnight today, for bounds such as 'not in the past'. */
export const todayDate = (): Date => startOfDay(new Date());

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function readDateInput(value: string | Date | null | undefined): TTypedDateResult {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (value instanceof Date) return { kind: 'valid', date: startOfDay(value) };
  if (DATE_ONLY.test(value.trim())) {
    const date = toDate(value.trim());
    return date ? { kind: 'valid', date } : { kind: 'invalid', reason: 'format' };
  }
  return parseTypedDate(value);
}

/**
 * A calendar day from a typed text (dd/MM/yyyy, d/M/yyyy), an ISO day ('yyyy-MM-dd') or a Date
 * from a picker. The output is the ISO day, or null when empty and not required: days travel as
 * text so no time zone can move them.
 */
export function zTypedDate(options: TTypedDateOptions = {}) {
  const invalidMessage = options.invalidMessage ?? INVALID_DATE_FORMAT;
  return z.pipe(
    z.optional(z.union([z.string(), z.date(), z.null()], { error: invalidMessage })),
    z.transform((value: string | Date | null | undefined, ctx): string | null => {
      // A refusal in words, as classic zod's ctx.addIssue would add it.
      const refuse = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      const result = readDateInput(value);
      if (result.kind === 'empty') {
        if (!options.required) return null;
        return refuse(options.required);
      }
      if (result.kind === 'invalid') return refuse(invalidMessage);
      const from = resolveBound(options.from);
      const to = resolveBound(options.to);
      const bounded = checkBounds(result.date, { from, to });
      if (bounded.kind === 'invalid')
        return refuse(boundMessage(bounded.reason, from, to, options));
      return format(result.date, 'yyyy-MM-dd');
    }),
  );
}

function boundMessage(
  reason: 'format' | 'before-from' | 'after-to',
  from: Date | null,
  to: Date | null,
  options: TTypedDateOptions,
): string {
  const show = (date: Date | null) => (date ? format(date, 'dd/MM/yyyy') : '');
  const range =
    options.rangeMessage ??
    (from && to ? `Date must be between ${show(from)} and ${show(to)}` : undefined);
  if (reason === 'before-from') {
    return options.fromMessage ?? range ?? `Date cannot be before ${show(from)}`;
  }
  if (reason === 'after-to')
    return options.toMessage ?? range ?? `Date cannot be after ${show(to)}`;
  return options.invalidMessage ?? INVALID_DATE_FORMAT;
}
