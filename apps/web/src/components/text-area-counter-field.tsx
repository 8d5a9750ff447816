import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextAreaCounter, type TextAreaCounterProps } from './text-area-counter';

export interface TextAreaCounterFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  O = T,
> extends Omit<TextAreaCounterProps, 'value' | 'onChange' | 'error' | 'name'> {
  control: Control<T, unknown, O>;
  name: N;
}

/** The TextAreaCounter bound to a text react-hook-form field, showing the field's message. */
export function TextAreaCounterField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  ...props
}: TextAreaCounterFieldProps<T, N, O>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <TextAreaCounter
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      ref={ref}
      error={fieldState.error?.message}
    />
  );
}
