import { Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SelectFieldOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  V extends string | number,
  O = T,
> extends Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'data' | 'error' | 'name'> {
  control: Control<T, unknown, O>;
  name: N;
  /** Values keep their type (numeric ids stay numbers); clearing sets the field to null. */
  options: readonly SelectFieldOption<V>[];
}

/** Mantine's Select bound to a react-hook-form field, showing the field's validation message. */
export function SelectField<
  T extends FieldValues,
  N extends FieldPath<T>,
  V extends string | number,
  O = T,
>({ control, name, options, ...props }: SelectFieldProps<T, N, V, O>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const current = value as V | null | undefined;
  return (
    <Select
      {...props}
      ref={ref}
      name={name}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={current === null || current === undefined ? null : String(current)}
      onChange={(next) =>
        onChange(options.find((option) => String(option.value) === next)?.value ?? null)
      }
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
