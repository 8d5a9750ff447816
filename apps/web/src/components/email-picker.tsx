import { Combobox, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { EMAIL_MESSAGES, EMAIL_PICKER_CREATE_LABEL, isValidEmail } from '@portal/contracts';
import {
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface EmailOption {
  label: string;
  value: string;
}

export interface EmailPickerProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Suggested addresses, e.g. the property's contacts. */
  options?: readonly EmailOption[];
  /** Most addresses allowed. */
  max?: number;
  /** Why an address past `max` is refused (the contracts' words for the field). */
  maxMessage?: string;
  /** Addresses this field refuses (CC refuses those in To), and why, naming them. */
  excluded?: { emails: readonly string[]; message: (refused: string[]) => string };
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  /** The text typed and not (yet) added, e.g. an address the field refused. */
  onTextChange?: (text: string) => void;
}

const CREATE = '\u0000create';
const SEPARATORS = /[,;]/;
const lower = (text: string) => text.toLowerCase();

/**
 * Email addresses as removable pills, chosen from suggestions or typed. A typed address is added
 * only when valid, through the 'Add new email' option, Enter, a separator or leaving the field.
 * An address it refuses (invalid, past the maximum, excluded) stays in the field and the field
 * says why, in the contracts' words, until it is edited.
 */
export function EmailPicker({
  label,
  value,
  onChange,
  options = [],
  max,
  maxMessage,
  excluded,
  error,
  description,
  placeholder = 'Type or choose an email',
  required,
  disabled,
  onBlur,
  onTextChange,
}: EmailPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [refusals, setRefusals] = useState<string[]>([]);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const typed = search.trim();
  const chosen = new Set(value.map(lower));
  const excludedSet = new Set((excluded?.emails ?? []).map(lower));
  const tooMany = maxMessage ?? `You can add up to ${max} emails`;
  const full = max !== undefined && value.length >= max;
  const query = lower(typed);
  const suggestions = full
    ? []
    : options.filter(
        (option) =>
          !chosen.has(lower(option.value)) &&
          !excludedSet.has(lower(option.value)) &&
          (lower(option.label).includes(query) || lower(option.value).includes(query)),
      );
  const known = chosen.has(query) || options.some((option) => lower(option.value) === query);
  const canCreate =
    !full && typed !== '' && !known && !excludedSet.has(query) && isValidEmail(typed);

  const reportText = useEffectEvent((text: string) => onTextChange?.(text));
  useEffect(() => {
    reportText(search);
  }, [search]);

  // Keep the best match highlighted so Enter takes it.
  const highlightFirst = useEffectEvent(() => combobox.selectFirstOption());
  useEffect(() => {
    if (query !== '') highlightFirst();
  }, [query]);

  /** Adds what it may, says why it refused the rest, and answers the refused addresses. */
  const addAll = (emails: string[]): string[] => {
    const next = [...value];
    const refused: string[] = [];
    const invalid: string[] = [];
    const repeated: string[] = [];
    const overMax: string[] = [];
    for (const email of emails) {
      if (next.some((item) => lower(item) === lower(email))) continue;
      if (!isValidEmail(email)) invalid.push(email);
      else if (excludedSet.has(lower(email))) repeated.push(email);
      else if (max !== undefined && next.length >= max) overMax.push(email);
      else {
        next.push(email);
        continue;
      }
      refused.push(email);
    }
    if (next.length !== value.length) onChange(next);
    setRefusals([
      ...(invalid.length > 0 ? [EMAIL_MESSAGES.invalid] : []),
      ...(repeated.length > 0 && excluded ? [excluded.message(repeated)] : []),
      ...(overMax.length > 0 ? [tooMany] : []),
    ]);
    return refused;
  };

  const submit = (picked: string) => {
    setSearch(addAll([picked === CREATE ? typed : picked]).join(', '));
  };

  const handleSearch = (text: string) => {
    combobox.openDropdown();
    if (!SEPARATORS.test(text)) {
      setSearch(text);
      setRefusals([]);
      return;
    }
    // A comma or semicolon ends an address (pasted lists): add what may be, keep the rest.
    const parts = text.split(SEPARATORS).map((part) => part.trim());
    const last = parts.pop() ?? '';
    const refused = addAll(parts.filter(Boolean));
    setSearch([...refused, last].filter(Boolean).join(', '));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
    if (event.key === 'Enter' && typed !== '') {
      // Never submit the surrounding form with half-typed text.
      event.preventDefault();
      if (combobox.getSelectedOptionIndex() === -1) submit(CREATE);
    }
  };

  const handleBlur = () => {
    combobox.closeDropdown();
    if (typed !== '') submit(CREATE);
    onBlur?.();
  };

  const hint =
    refusals.length > 0
      ? null
      : full
        ? tooMany
        : typed !== '' && !canCreate && suggestions.length === 0 && !excludedSet.has(query)
          ? 'Type a full email address to add it'
          : null;
  const shownError =
    refusals.length > 0 ? (
      <>
        {refusals.map((message) => (
          <span key={message} style={{ display: 'block' }}>
            {message}
          </span>
        ))}
      </>
    ) : (
      error
    );

  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          description={description}
          error={shownError}
          required={required}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {value.map((email) => (
              <Pill
                key={email}
                withRemoveButton={!disabled}
                onRemove={() => onChange(value.filter((item) => item !== email))}
                removeButtonProps={{
                  'aria-label': `Remove ${email}`,
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {email}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={value.length === 0 ? placeholder : undefined}
                onChange={(event) => handleSearch(event.currentTarget.value)}
                onFocus={() => combobox.openDropdown()}
                onBlur={handleBlur}
                onKeyDown={handleKeyDown}
                autoComplete="off"
                disabled={disabled}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown hidden={suggestions.length === 0 && !canCreate && hint === null}>
        <Combobox.Options aria-label={label}>
          {suggestions.map((option) => (
            <Combobox.Option key={option.value} value={option.value}>
              <Text fz="sm">{option.label}</Text>
              {option.label === option.value ? null : (
                <Text fz="xs" c="dimmed">
                  {option.value}
                </Text>
              )}
            </Combobox.Option>
          ))}
          {canCreate ? (
            <Combobox.Option value={CREATE}>
              <Text fz="sm">
                {EMAIL_PICKER_CREATE_LABEL}: <strong>{typed}</strong>
              </Text>
            </Combobox.Option>
          ) : null}
          {hint ? <Combobox.Empty>{hint}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
