import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_NUMBER_TYPE_CODES,
  contactNumberTypeLabels,
  formatPhone,
  ZOccupant,
  type TContactNumberType,
  type TOccupant,
  type TOccupantInput,
} from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { OccupantDraft } from './tenancy-wizard-machine';

const TYPE_OPTIONS = CONTACT_NUMBER_TYPE_CODES.map((code) => ({
  value: code,
  label: contactNumberTypeLabels[code],
}));

type FormValues = {
  name: string;
  email: string;
  contactNumbers: { contactNumberId: number | null; number: string; type: TContactNumberType }[];
};

function toFormValues(occupant: OccupantDraft | null): TOccupantInput & FormValues {
  if (!occupant) {
    return {
      name: '',
      email: '',
      contactNumbers: [{ contactNumberId: null, number: '', type: 'MOBILE' }],
    };
  }
  return {
    name: occupant.name,
    email: occupant.email ?? '',
    contactNumbers: occupant.contactNumbers.map((entry) => ({
      contactNumberId: entry.contactNumberId ?? null,
      number: formatPhone(entry.number) || entry.number,
      type: entry.type,
    })),
  };
}

/** A saved number keeps its do-not-contact reason while it stays the same number. */
function toDraft(saved: TOccupant, before: OccupantDraft | null): OccupantDraft {
  return {
    occupantId: before?.occupantId ?? null,
    name: saved.name,
    email: saved.email,
    // A number row left blank beside an email is no number.
    contactNumbers: saved.contactNumbers
      .filter((entry) => entry.number !== '')
      .map((entry) => {
        const old = before?.contactNumbers.find(
          (candidate) =>
            candidate.contactNumberId &&
            candidate.contactNumberId === entry.contactNumberId &&
            candidate.number === entry.number,
        );
        return {
          contactNumberId: entry.contactNumberId ?? null,
          number: entry.number,
          type: entry.type,
          doNotContactReasonCode: old?.doNotContactReasonCode ?? null,
          doNotContactReasonName: old?.doNotContactReasonName ?? null,
        };
      }),
  };
}

export interface OccupantFormProps {
  /** The occupant edited, or null to add one. */
  occupant: OccupantDraft | null;
  onSave: (occupant: OccupantDraft) => void;
  onCancel: () => void;
}

/** The Occupants step's add and edit screens: name, email and contact numbers (AU by default). */
export function OccupantForm({ occupant, onSave, onCancel }: OccupantFormProps) {
  const form = useForm<TOccupantInput, unknown, TOccupant>({
    resolver: zodResolver(ZOccupant),
    defaultValues: toFormValues(occupant),
  });
  const numbers = useFieldArray({
    control: form.control,
    name: 'contactNumbers',
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((saved) => onSave(toDraft(saved, occupant)));
  const title = occupant ? 'Edit occupant' : 'Add occupant';

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <Text fw={600}>{title}</Text>
        <TextInput
          label="Name"
          withAsterisk
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Email"
          type="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Stack gap="xs">
          <Text fz="sm" fw={500}>
            Contact numbers
          </Text>
          {numbers.fields.map((field, index) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={1}
                label={`Contact number ${index + 1}`}
                type="tel"
                inputMode="tel"
                {...form.register(`contactNumbers.${index}.number`)}
                error={errors.contactNumbers?.[index]?.number?.message}
              />
              <Controller
                control={form.control}
                name={`contactNumbers.${index}.type`}
                render={({ field: typeField }) => (
                  <Select
                    w={110}
                    label="Type"
                    data={TYPE_OPTIONS}
                    allowDeselect={false}
                    value={typeField.value}
                    onChange={(value) => typeField.onChange(value)}
                  />
                )}
              />
              <ActionIcon
                mt={26}
                size="lg"
                variant="subtle"
                color="gray"
                aria-label={`Remove contact number ${index + 1}`}
                onClick={() => numbers.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.contactNumbers?.message || errors.contactNumbers?.root?.message ? (
            <Text fz="sm" c="var(--mantine-color-error)" role="alert">
              {errors.contactNumbers?.message ?? errors.contactNumbers?.root?.message}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => numbers.append({ contactNumberId: null, number: '', type: 'MOBILE' })}
          >
            Add contact number
          </Button>
        </Stack>
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel}>
            Back
          </Button>
          <Button type="submit">Save occupant</Button>
        </Group>
      </Stack>
    </form>
  );
}
