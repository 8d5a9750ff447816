import { Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import {
  formatDate,
  INVALID_DATE_FORMAT,
  parseTypedDate,
  toDate,
  todayIsoDate,
  toIsoDate,
  zTypedDate,
} from '@portal/contracts';
import { useMemo, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { CalendarPopoverButton } from './calendar-popover-button';

type TBound = string | Date;

type TReading = { ok: true; value: string | null } | { ok: false; error: string };

export interface TypedDateInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'label'
> {
  label: string;
  /** The calendar day as ISO day text ('yyyy-MM-dd'), or null for none. */
  value: string | null;
  /** Called with ISO day text, or null when emptied; never with invalid text. */
  onChange: (value: string | null) => void;
  /** Earliest allowed day (inclusive); ISO day text or a Date. */
  minDate?: TBound;
  /** Latest allowed day (inclusive). */
  maxDate?: TBound;
  /** Offers a 'No date' button that clears the value. */
  withNoDate?: boolean;
  /** An error from the form; the input's own typing error shows first. */
  error?: ReactNode;
  /** Told whenever the typed text turns invalid (its message) or valid again (null). */
  onErrorChange?: (error: string | null) => void;
  invalidMessage?: string;
  minMessage?: string;
  maxMessage?: string;
}

/**
 * A date typed as dd/MM/yyyy or d/M/yyyy, or picked from a calendar. A typing error shows when
 * the field is left; valid text is then rewritten as dd/MM/yyyy.
 */
export function TypedDateInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  withNoDate = false,
  error,
  onErrorChange,
  invalidMessage = INVALID_DATE_FORMAT,
  minMessage,
  maxMessage,
  onBlur,
  disabled,
  readOnly,
  placeholder = 'dd/mm/yyyy',
  ...inputProps
}: TypedDateInputProps) {
  const [text, setText] = useState(() => formatDate(value));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);

  const bounds = useMemo(
    () =>
      zTypedDate({ from: minDate, to: maxDate, fromMessage: minMessage, toMessage: maxMessage }),
    [minDate, maxDate, minMessage, maxMessage],
  );

  const read = (typed: string): TReading => {
    const parsed = parseTypedDate(typed);
    if (parsed.kind === 'empty') return { ok: true, value: null };
    if (parsed.kind === 'invalid') return { ok: false, error: invalidMessage };
    const checked = bounds.safeParse(parsed.date);
    if (checked.success) return { ok: true, value: checked.data };
    return { ok: false, error: checked.error.issues[0]?.message ?? invalidMessage };
  };

  // A new value from outside (calendar, form reset) replaces the text unless it already says so.
  if (value !== shownValue) {
    setShownValue(value);
    const current = parseTypedDate(text);
    if (current.kind !== 'valid' || toIsoDate(current.date) !== value) {
      setText(formatDate(value));
      setTypedError(null);
    }
  }

  const commit = (next: string | null) => {
    if (next !== value) onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    setText(typed);
    const reading = read(typed);
    onErrorChange?.(reading.ok ? null : reading.error);
    if (reading.ok) {
      setTypedError(null);
      commit(reading.value);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const reading = read(text);
    if (reading.ok) setText(formatDate(reading.value));
    else setTypedError(reading.error);
    onBlur?.(event);
  };

  const choose = (day: string | null) => {
    setText(formatDate(day));
    setTypedError(null);
    onErrorChange?.(null);
    commit(day);
  };

  const today = todayIsoDate();
  const todayAllowed = read(formatDate(today)).ok;
  const locked = disabled || readOnly;
  const min = minDate === undefined ? undefined : (toIsoDate(minDate) ?? undefined);
  const max = maxDate === undefined ? undefined : (toIsoDate(maxDate) ?? undefined);
  const shownMonth = value ?? (todayAllowed ? today : (min ?? max ?? today));

  return (
    <Stack gap={4}>
      <TextInput
        {...inputProps}
        label={label}
        value={text}
        onChange={handleChange}
        onBlur={handleBlur}
        error={typedError ?? error}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        autoComplete="off"
        rightSection={
          <CalendarPopoverButton
            label={label}
            value={toDate(value) ? value : null}
            onPick={choose}
            defaultDate={shownMonth}
            minDate={min}
            maxDate={max}
            disabled={locked}
          />
        }
        rightSectionPointerEvents="all"
      />
      {locked ? null : (
        <Group gap="xs" role="group" aria-label={`${label} shortcuts`}>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!todayAllowed}
            onClick={() => choose(today)}
          >
            Today
          </Button>
          {withNoDate ? (
            <Button variant="subtle" size="compact-sm" color="gray" onClick={() => choose(null)}>
              No date
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
