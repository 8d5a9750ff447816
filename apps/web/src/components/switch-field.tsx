import { Switch, type SwitchProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SwitchFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  O = T,
> extends Omit<SwitchProps, 'checked' | 'defaultChecked' | 'onChange' | 'error' | 'name'> {
  control: Control<T, unknown, O>;
  name: N;
}

/** Mantine's Switch bound to a boolean react-hook-form field. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: SwitchFieldProps<T, N, O>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Switch
      {...props}
      ref={ref}
      name={name}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
