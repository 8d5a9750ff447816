import {
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { BOOKING_MESSAGES, ZBookingRequest, type TBookingContact } from '@portal/contracts';
import { useState } from 'react';
import { AlertMessage } from '../../../components/alert-message';
import { LoadError } from '../../../components/load-error';
import { useBookingContacts } from './api/booking';
import { bookingRequest, type BookingContext, type TBookingContacts } from './booking-machine';

import { HoldTimer } from './booking-time-step';
// The booking dialog's second step: who the provider contacts, primary first, or a nominated contact.

interface NominatedDraft {
  isEnabled: boolean;
  name: string;
  email: string;
  mobile: string;
}

export function ContactsStep({
  propertyId,
  context,
  onNext,
  onBack,
}: {
  propertyId: number;
  context: BookingContext;
  onNext: (contacts: TBookingContacts) => void;
  onBack: () => void;
}) {
  const contacts = useBookingContacts(propertyId);
  const previous = context.contacts;
  // Which of the listed contacts are chosen (all at first) and which is primary, by position.
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [primary, setPrimary] = useState<number | null>(null);
  const [nominated, setNominated] = useState<NominatedDraft>({
    isEnabled: previous?.nominatedContact?.isEnabled ?? false,
    name: previous?.nominatedContact?.name ?? '',
    email: previous?.nominatedContact?.email ?? '',
    mobile: previous?.nominatedContact?.mobile ?? '',
  });
  const [errors, setErrors] = useState<{ contacts: string[]; fields: Record<string, string> }>({
    contacts: [],
    fields: {},
  });

  if (contacts.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the contacts">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  if (contacts.isError) {
    return (
      <LoadError
        title="The contacts could not be loaded"
        error={contacts.error}
        onRetry={() => void contacts.refetch()}
        retrying={contacts.isFetching}
      />
    );
  }
  const all = contacts.data;
  const remembered = (c: TBookingContact) =>
    previous?.contacts.find((p) => p.name === c.name && p.email === c.email);
  const selectedIndexes =
    chosen ??
    new Set(all.flatMap((c, index) => (previous ? (remembered(c) ? [index] : []) : [index])));
  const primaryIndex =
    primary ??
    Math.max(
      0,
      all.findIndex((c) => (previous ? remembered(c)?.isPrimaryContact : c.isPrimaryContact)),
    );
  const selected = all.flatMap((c, index) =>
    selectedIndexes.has(index) ? [{ ...c, isPrimaryContact: index === primaryIndex }] : [],
  );
  const toggle = (index: number, on: boolean) => {
    const next = new Set(selectedIndexes);
    if (on) next.add(index);
    else next.delete(index);
    setChosen(next);
  };

  const next = () => {
    const draft: TBookingContacts = {
      contacts: selected,
      nominatedContact: nominated.isEnabled
        ? { ...nominated, isEnabled: true, isPrimaryContact: true }
        : undefined,
    };
    // The booking's own rules (contracts), with what the other steps chose.
    const checked = ZBookingRequest.safeParse(
      bookingRequest(propertyId, { ...context, contacts: draft }),
    );
    if (checked.success) {
      setErrors({ contacts: [], fields: {} });
      onNext(draft);
      return;
    }
    const fields: Record<string, string> = {};
    const listed = new Set<string>();
    for (const issue of checked.error.issues) {
      if (issue.path[0] === 'nominatedContact' && typeof issue.path[1] === 'string') {
        fields[issue.path[1]] ??= issue.message;
      } else if (issue.path[0] === 'contacts') {
        listed.add(issue.message);
      }
    }
    setErrors({ contacts: [...listed], fields });
  };

  return (
    <Stack gap="md">
      {all.length === 0 ? (
        <Text fz="sm">{BOOKING_MESSAGES.noContact}</Text>
      ) : (
        <Radio.Group
          label="Contacts"
          description="Choose who hears about the booking and who is the primary contact"
          value={String(primaryIndex)}
          onChange={(value) => setPrimary(Number(value))}
        >
          <Stack gap="xs" mt={6}>
            {all.map((contact, index) => (
              <Paper key={`${contact.name}-${index}`} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Checkbox
                    label={contact.name}
                    checked={selectedIndexes.has(index)}
                    onChange={(event) => toggle(index, event.currentTarget.checked)}
                    description={
                      <>
                        {contact.email || 'No email address'}
                        <br />
                        {contact.mobile || 'No mobile number'}
                      </>
                    }
                  />
                  <Radio
                    value={String(index)}
                    label="Primary contact"
                    aria-label={`${contact.name} is the primary contact`}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {errors.contacts.length > 0 ? (
        <AlertMessage variant="error" title={errors.contacts[0]}>
          {errors.contacts.slice(1).join(' ')}
        </AlertMessage>
      ) : null}
      <Switch
        label="Nominate a new contact"
        description="The nominated contact becomes the primary contact"
        checked={nominated.isEnabled}
        onChange={(event) => {
          const isEnabled = event.currentTarget.checked;
          setNominated((n) => ({ ...n, isEnabled }));
        }}
      />
      {nominated.isEnabled ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Name"
            withAsterisk
            value={nominated.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setNominated((n) => ({ ...n, name }));
            }}
            error={errors.fields.name}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            value={nominated.email}
            onChange={(event) => {
              const email = event.currentTarget.value;
              setNominated((n) => ({ ...n, email }));
            }}
            error={errors.fields.email}
          />
          <TextInput
            label="Mobile"
            inputMode="numeric"
            withAsterisk
            value={nominated.mobile}
            onChange={(event) => {
              const mobile = event.currentTarget.value;
              setNominated((n) => ({ ...n, mobile }));
            }}
            error={errors.fields.mobile}
          />
        </SimpleGrid>
      ) : null}
      <HoldTimer remaining={context.remaining} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}
