import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  O = T,
> extends Omit<CheckboxProps, 'checked' | 'defaultChecked' | 'onChange' | 'name'> {
  control: Control<T, unknown, O>;
  name: N;
}

/** Mantine's Checkbox bound to a boolean react-hook-form field. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: CheckboxFieldProps<T, N, O>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      ref={ref}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
    />
  );
}
