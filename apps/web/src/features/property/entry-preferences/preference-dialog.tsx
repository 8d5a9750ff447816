import '@mantine/dates/styles.css';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  ENTRY_CHOICES,
  ENTRY_PREFERENCE_MESSAGES,
  ENTRY_PREFERENCE_METHODS,
  entryChoiceLabels,
  entryMethodLabels,
  entryPreferenceLabels,
  formatDate,
  parseTypedDate,
  toIsoDate,
  type TEntryChoice,
  type TEntryPreferenceAnyField,
  type TPropertyEntryPreferences,
} from '@portal/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AlertMessage } from '../../../components/alert-message';
import { CALENDAR_ARIA_LABELS } from '../../../components/calendar-labels';
import { TextAreaCounter } from '../../../components/text-area-counter';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useUpdateEntryPreferences } from './api/entry-preferences';
import {
  initialValues,
  isTemporaryField,
  preferenceResolver,
  preferencesBody,
  type PreferenceFormValues,
} from './preference-form';

/** Reads dd/MM/yyyy or d/M/yyyy as typed; anything else is no date. */
function parseDay(text: string): string | null {
  const typed = parseTypedDate(text);
  return typed.kind === 'valid' ? toIsoDate(typed.date) : null;
}

/** The choices of a method: the temporary ones may be allowed until a date. */
function choicesOf(field: TEntryPreferenceAnyField): { value: TEntryChoice; label: string }[] {
  if (isTemporaryField(field)) {
    return ENTRY_CHOICES.map((value) => ({ value, label: entryChoiceLabels[value] }));
  }
  return [
    { value: 'ALWAYS_ALLOWED', label: entryPreferenceLabels.YES },
    { value: 'NO', label: entryPreferenceLabels.NO },
    { value: 'BY_EXCEPTION', label: entryPreferenceLabels.BY_EXCEPTION },
  ];
}

/** Changes one entry method's preference of the property (and the property's comments). */
export function PreferenceDialog({
  propertyId,
  prefs,
  field,
  onClose,
}: {
  propertyId: number;
  prefs: TPropertyEntryPreferences;
  field: TEntryPreferenceAnyField;
  onClose: () => void;
}) {
  const method = ENTRY_PREFERENCE_METHODS[field];
  const update = useUpdateEntryPreferences(propertyId);
  const form = useForm<PreferenceFormValues>({
    resolver: preferenceResolver(prefs, field),
    defaultValues: initialValues(prefs, field),
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const { min, max } = prefs.tempExpireDateSettings;
  const submitting = update.isPending;

  const save = (values: PreferenceFormValues) =>
    update.mutate(preferencesBody(prefs, field, values), {
      onSuccess: () => {
        showSuccessToast(ENTRY_PREFERENCE_MESSAGES.updated(method));
        onClose();
      },
      onError: (error) => showErrorToast(ENTRY_PREFERENCE_MESSAGES.updateFailed, error),
    });

  return (
    <Modal
      opened
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={`${entryMethodLabels[method]}: entry method preference`}
      size="lg"
      centered
      closeOnEscape={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      <form
        noValidate
        aria-label={`${entryMethodLabels[method]} preference`}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <Stack gap="md">
          <Controller
            control={form.control}
            name="choice"
            render={({ field: input }) => (
              <Radio.Group
                label="Entry allowed"
                value={input.value}
                onChange={(value) => input.onChange(value)}
              >
                <Stack gap="xs" mt={6}>
                  {choicesOf(field).map((option) => (
                    <Radio key={option.value} value={option.value} label={option.label} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {choice === 'ALLOW_UNTIL_DATE' ? (
            <Controller
              control={form.control}
              name="expiresAt"
              render={({ field: input, fieldState }) => (
                <DateInput
                  label="Allowed until"
                  description={`dd/mm/yyyy, from ${formatDate(min)} to ${formatDate(max)}`}
                  placeholder="dd/mm/yyyy"
                  withAsterisk
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear the date' }}
                  valueFormat="DD/MM/YYYY"
                  dateParser={parseDay}
                  excludeDate={(day) => day < min || day > max}
                  defaultDate={min}
                  weekendDays={[]}
                  value={input.value}
                  onChange={(value) => input.onChange(value)}
                  onBlur={input.onBlur}
                  ref={input.ref}
                  error={fieldState.error?.message}
                  popoverProps={{ withinPortal: true }}
                  ariaLabels={CALENDAR_ARIA_LABELS}
                />
              )}
            />
          ) : null}
          <Controller
            control={form.control}
            name="comments"
            render={({ field: input, fieldState }) => (
              <TextAreaCounter
                label="Comments"
                description="For the property's entry method preferences"
                value={input.value}
                onChange={(event) => input.onChange(event.currentTarget.value)}
                onBlur={input.onBlur}
                ref={input.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          {form.formState.errors.root ? (
            <AlertMessage variant="error">{form.formState.errors.root.message}</AlertMessage>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
