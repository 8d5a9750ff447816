import '@mantine/dates/styles.css';
import { Button, Group, Radio, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  KEY_AVAILABILITY_CODES,
  editPropertySchema,
  keyAvailabilityLabels,
  tempKeyExpiryWindow,
  toIsoDate,
  type TEditProperty,
  type TEditPropertyInput,
  type TPropertyKeyDetails,
  type TPropertyManager,
} from '@portal/contracts';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { AlertMessage } from '../../../components/alert-message';
import { TextAreaCounter } from '../../../components/text-area-counter';

/** Names of the calendar's controls, for screen readers and keyboard users. */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export type EditPropertyForm = UseFormReturn<TEditPropertyInput, unknown, TEditProperty>;

/** The form's starting values: the stored details, as the body of PUT /v1/property/{id}. */
export function formValuesOf(details: TPropertyKeyDetails): TEditPropertyInput {
  return {
    agencyKey: {
      isKeyAvailable: details.agencyKey.isKeyAvailable,
      keyNumber: details.agencyKey.keyNumber ?? '',
      // null until a manager is chosen: the rule says 'Property manager is required'.
      propertyManagerId: details.agencyKey.propertyManagerId as number,
    },
    propertyKey: {
      onsiteAvailability: details.propertyKey.onsiteAvailability as 'AVAILABLE',
      temporaryKeyExpirationDate: details.propertyKey.temporaryKeyExpirationDate,
      keyOnsiteNotes: details.propertyKey.keyOnsiteNotes ?? '',
    },
  };
}

/** The rules of the property's case: the agency's enforce mode, an integrated agency key. */
export function formSchemaOf(details: TPropertyKeyDetails) {
  return editPropertySchema({
    enforceKeyAvailable: details.enforceKeyAvailable,
    agencyKeyReadOnly: details.isIntegrated,
  });
}

export interface EditPropertyFieldsProps {
  form: EditPropertyForm;
  details: TPropertyKeyDetails;
  managers: readonly TPropertyManager[];
  onNext: (draft: TEditProperty) => void;
  onCancel: () => void;
}

/** Step 1: the property manager, the agency key and the onsite key. */
export function EditPropertyFields({
  form,
  details,
  managers,
  onNext,
  onCancel,
}: EditPropertyFieldsProps) {
  const { control } = form;
  const onsite = useWatch({ control, name: 'propertyKey.onsiteAvailability' });
  const window = tempKeyExpiryWindow();
  const readOnly = details.isIntegrated;
  return (
    <form
      noValidate
      aria-label="Edit property details"
      onSubmit={(event) => void form.handleSubmit(onNext)(event)}
    >
      <Stack gap="md">
        <Controller
          control={control}
          name="agencyKey.propertyManagerId"
          render={({ field, fieldState }) => (
            <Select
              label="Property manager"
              withAsterisk
              searchable
              nothingFoundMessage="No property manager found"
              data={managers.map((manager) => ({
                value: String(manager.id),
                label: manager.name,
              }))}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />

        <Title order={3} fz="md">
          Agency key
        </Title>
        {readOnly ? (
          <AlertMessage variant="info" title="This property is integrated">
            Its agency key details come from your property management software: change them there.
            Changes can take up to 24 hours to appear.
          </AlertMessage>
        ) : null}
        <Controller
          control={control}
          name="agencyKey.isKeyAvailable"
          render={({ field, fieldState }) => (
            <Switch
              label="Agency key available to be picked up"
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="agencyKey.keyNumber"
          render={({ field, fieldState }) => (
            <TextInput
              label="Key number"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              readOnly={readOnly}
              variant={readOnly ? 'filled' : 'default'}
              error={fieldState.error?.message}
            />
          )}
        />

        <Title order={3} fz="md">
          Onsite key
        </Title>
        <Controller
          control={control}
          name="propertyKey.onsiteAvailability"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Is a key available onsite?"
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt={6}>
                {KEY_AVAILABILITY_CODES.map((code) => (
                  <Radio key={code} value={code} label={keyAvailabilityLabels[code]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {onsite === 'TEMPORARY' ? (
          <Controller
            control={control}
            name="propertyKey.temporaryKeyExpirationDate"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label="Temporary key expires on"
                description="From 1 to 5 months ahead"
                placeholder="Pick a date"
                valueFormat="DD/MM/YYYY"
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': 'Clear the expiry date' }}
                minDate={toIsoDate(window.min) ?? undefined}
                maxDate={toIsoDate(window.max) ?? undefined}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                popoverProps={{ withinPortal: true }}
                ariaLabels={CALENDAR_LABELS}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="propertyKey.keyOnsiteNotes"
          render={({ field, fieldState }) => (
            <TextAreaCounter
              label="Key onsite notes"
              description={
                onsite === 'UNAVAILABLE' ? undefined : 'Where the key is and how to get it'
              }
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
