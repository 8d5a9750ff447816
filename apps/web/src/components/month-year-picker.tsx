import '@mantine/dates/styles.css';
import { MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { toIsoDate, YEAR_PICKER_START, YEAR_PICKER_YEARS_AHEAD } from '@portal/contracts';
import type { FocusEventHandler, ReactNode } from 'react';
import { CALENDAR_ARIA_LABELS } from './calendar-labels';

type TBound = string | Date;

/** The default span of month and year pickers: 1900 to the end of five years from now. */
export function yearPickerRange(now: Date = new Date()): { minDate: string; maxDate: string } {
  return {
    minDate: `${YEAR_PICKER_START}-01-01`,
    maxDate: `${now.getFullYear() + YEAR_PICKER_YEARS_AHEAD}-12-31`,
  };
}

export interface MonthYearPickerProps {
  label: string;
  /** ISO day text of the first day of the chosen month ('yyyy-MM-01') or year ('yyyy-01-01'). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** 'year' picks a year only; 'month' (default) a month of a year. */
  level?: 'month' | 'year';
  /** Earliest choice; defaults to January 1900. */
  minDate?: TBound;
  /** Latest choice, e.g. today for a built year; defaults to five years ahead. */
  maxDate?: TBound;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Offers a button that clears the choice; on by default unless required. */
  clearable?: boolean;
  name?: string;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
}

/** Chooses a month (shown MM/yyyy) or a year, within 1900 to five years ahead by default. */
export function MonthYearPicker({
  label,
  value,
  onChange,
  level = 'month',
  minDate,
  maxDate,
  placeholder,
  required,
  clearable,
  ...props
}: MonthYearPickerProps) {
  const range = yearPickerRange();
  const min = toIsoDate(minDate) ?? range.minDate;
  const max = toIsoDate(maxDate) ?? range.maxDate;
  const shared = {
    ...props,
    label,
    value: toIsoDate(value),
    onChange: (next: string | null) => onChange(toIsoDate(next)),
    minDate: min,
    maxDate: max,
    required,
    clearable: clearable ?? !required,
    clearButtonProps: { 'aria-label': `Clear ${label}` },
    ariaLabels: CALENDAR_ARIA_LABELS,
    popoverProps: { trapFocus: true, returnFocus: true },
  };
  return level === 'year' ? (
    <YearPickerInput {...shared} valueFormat="YYYY" placeholder={placeholder ?? 'yyyy'} />
  ) : (
    <MonthPickerInput {...shared} valueFormat="MM/YYYY" placeholder={placeholder ?? 'mm/yyyy'} />
  );
}
