import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { NOTES_MAX } from '@portal/contracts';

export interface TextAreaCounterProps extends Omit<TextareaProps, 'value' | 'maxLength'> {
  value: string;
  /** Characters allowed; notes and messages allow 500. */
  max?: number;
}

/** 'n / max characters'. */
function characterCount(length: number, max: number): string {
  return `${length} / ${max} characters`;
}

/**
 * A textarea with a running count under it. Typing past the limit is allowed, so pasted text is
 * not cut silently; the count turns red and the field is marked invalid instead.
 */
export function TextAreaCounter({
  value,
  max = NOTES_MAX,
  error,
  description,
  ...props
}: TextAreaCounterProps) {
  const length = value.length;
  const over = length > max;
  const counter = (
    <Text
      component="span"
      display="block"
      fz="xs"
      c={over ? 'var(--mantine-color-error)' : 'dimmed'}
    >
      {characterCount(length, max)}
    </Text>
  );
  return (
    <Textarea
      rows={4}
      resize="vertical"
      {...props}
      value={value}
      // A boolean error marks the field invalid (aria-invalid) without a message of its own.
      error={error ?? (over ? true : undefined)}
      description={
        description ? (
          <>
            {description}
            {counter}
          </>
        ) : (
          counter
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
