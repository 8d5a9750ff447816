import { Combobox, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { EMAIL_PICKER_CREATE_LABEL, isValidEmail } from '@portal/contracts';
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
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
}

const CREATE = '\u0000create';
const SEPARATORS = /[,;]/;
const lower = (text: string) => text.toLowerCase();

/**
 * Email addresses as removable pills, chosen from suggestions or typed. A typed address is added
 * only when valid, through the 'Add new email' option, Enter, a separator or leaving the field.
 */
export function EmailPicker({
  label,
  value,
  onChange,
  options = [],
  max,
  error,
  description,
  placeholder = 'Type or choose an email',
  required,
  disabled,
  onBlur,
}: EmailPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const typed = search.trim();
  const chosen = new Set(value.map(lower));
  const full = max !== undefined && value.length >= max;
  const query = lower(typed);
  const suggestions = full
    ? []
    : options.filter(
        (option) =>
          !chosen.has(lower(option.value)) &&
          (lower(option.label).includes(query) || lower(option.value).includes(query)),
      );
  const known = chosen.has(query) || options.some((option) => lower(option.value) === query);
  const canCreate = !full && typed !== '' && !known && isValidEmail(typed);

  // Keep the best match highlighted so Enter takes it.
  const highlightFirst = useEffectEvent(() => combobox.selectFirstOption());
  useEffect(() => {
    if (query !== '') highlightFirst();
  }, [query]);

  const addAll = (emails: string[]) => {
    const next = [...value];
    for (const email of emails) {
      if (max !== undefined && next.length >= max) break;
      if (isValidEmail(email) && !next.some((item) => lower(item) === lower(email)))
        next.push(email);
    }
    if (next.length !== value.length) onChange(next);
  };

  const submit = (picked: string) => {
    addAll([picked === CREATE ? typed : picked]);
    setSearch('');
  };

  const handleSearch = (text: string) => {
    combobox.openDropdown();
    if (!SEPARATORS.test(text)) {
      setSearch(text);
      return;
    }
    // A comma or semicolon ends an address (pasted lists): add the valid ones, keep the rest.
    const parts = text.split(SEPARATORS).map((part) => part.trim());
    const last = parts.pop() ?? '';
    addAll(parts.filter(isValidEmail));
    const invalid = parts.filter((part) => part !== '' && !isValidEmail(part));
    setSearch([...invalid, last].filter(Boolean).join(', '));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
    if (event.key === 'Enter' && typed !== '') {
      // Never submit the surrounding form with half-typed text.
      event.preventDefault();
      if (combobox.getSelectedOptionIndex() === -1 && canCreate) submit(CREATE);
    }
  };

  const handleBlur = () => {
    combobox.closeDropdown();
    if (canCreate) submit(CREATE);
    onBlur?.();
  };

  const hint = full
    ? `You can add up to ${max} emails`
    : typed !== '' && !canCreate && suggestions.length === 0
      ? 'Type a full email address to add it'
      : null;

  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          description={description}
          error={error}
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
