import { Checkbox, Stack, type CheckboxGroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxGroupOption {
  value: number;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  O = T,
> extends Omit<
  CheckboxGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'name' | 'children'
> {
  control: Control<T, unknown, O>;
  name: N;
  /** One checkbox each, in this order; the field holds the numeric values checked. */
  options: readonly CheckboxGroupOption[];
}

/**
 * Mantine's Checkbox.Group bound to a react-hook-form field of numeric ids (services, for one),
 * showing the field's validation message.
 */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  options,
  ...props
}: CheckboxGroupFieldProps<T, N, O>) {
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name });
  const checked = (value ?? []) as readonly number[];
  return (
    <Checkbox.Group
      {...props}
      value={checked.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={fieldState.error?.message}
    >
      <Stack gap="xs" mt={6}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={String(option.value)}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
