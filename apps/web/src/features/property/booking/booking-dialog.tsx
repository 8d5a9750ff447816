import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  BOOKING_MESSAGES,
  ZBookingRequest,
  formatCountdown,
  formatLongDate,
  formatTime,
  serviceLabels,
  type TAvailabilityDay,
  type TBookingContact,
  type TBookingTime,
  type TServiceCode,
} from '@portal/contracts';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { AlertMessage } from '../../../components/alert-message';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { showSuccessToast } from '../../../components/toast';
import {
  holdBookingTime,
  useAvailability,
  useBook,
  useBookableServices,
  useBookingContacts,
} from './api/booking';
import {
  bookingMachine,
  bookingRequest,
  type BookingContext,
  type TBookingContacts,
  type TChosenTime,
} from './booking-machine';

const STEPS = ['Booking time', 'Contacts', 'Confirmation'] as const;
const TITLE = 'Book on behalf of tenant';

/** '8:00 am - 10:00 am' of a day's time. */
const timeRange = (date: string, from: string, to: string) =>
  `${formatTime(`${date}T${from}`)} - ${formatTime(`${date}T${to}`)}`;

/** One choice per time of the day: the first technician free then takes it. */
const uniqueTimes = (times: readonly TBookingTime[]) =>
  times.filter(
    (time, index) =>
      times.findIndex((t) => t.timeFrom === time.timeFrom && t.timeTo === time.timeTo) === index,
  );

/** The hold's time left, mm:ss, read out by assistive technology only now and then. */
function HoldTimer({ remaining }: { remaining: number }) {
  return (
    <Text fz="sm" c="dimmed">
      Booking time held for you:{' '}
      <Text
        component="span"
        role="timer"
        aria-label="Booking time held for"
        ff="monospace"
        fw={600}
      >
        {formatCountdown(remaining)}
      </Text>
    </Text>
  );
}

function TimeStep({
  propertyId,
  context,
  holding,
  onServices,
  onChoose,
  onNext,
  onCancel,
}: {
  propertyId: number;
  context: BookingContext;
  holding: boolean;
  onServices: (services: TServiceCode[]) => void;
  onChoose: (time: TChosenTime) => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  const bookable = useBookableServices(propertyId);
  const availability = useAvailability(propertyId, context.services);
  const [day, setDay] = useState<string | null>(context.time?.date ?? null);
  const [tried, setTried] = useState(false);
  const days: TAvailabilityDay[] = availability.data ?? [];
  const shownDay = days.find((d) => d.date === day) ?? days[0] ?? null;
  // The time being held shows as chosen at once.
  const picked = context.choosing ?? context.time;

  if (bookable.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the services">
        <Skeleton h={20} w="40%" />
        <Skeleton h={20} w="60%" />
        <Skeleton h={20} w="50%" />
      </Stack>
    );
  }
  if (bookable.isError) {
    return (
      <LoadError
        title="The services could not be loaded"
        error={bookable.error}
        onRetry={() => void bookable.refetch()}
        retrying={bookable.isFetching}
      />
    );
  }
  if (bookable.data.length === 0) {
    return (
      <EmptyState
        title={BOOKING_MESSAGES.noService}
        actions={
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        }
      />
    );
  }
  const serviceError =
    tried && context.services.length === 0 ? BOOKING_MESSAGES.selectService : undefined;
  const timeMissing = tried && context.services.length > 0 && context.time === null;
  return (
    <Stack gap="md">
      <Checkbox.Group
        label="Services to book"
        withAsterisk
        value={context.services}
        onChange={(values) => onServices(values)}
        error={serviceError}
      >
        <Group gap="md" mt={6}>
          {bookable.data.map((service) => (
            <Checkbox
              key={service.bookingTypes}
              value={service.bookingTypes}
              label={service.name}
            />
          ))}
        </Group>
      </Checkbox.Group>
      {context.services.length === 0 ? null : availability.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the booking times">
          <Skeleton h={36} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Skeleton h={44} />
            <Skeleton h={44} />
          </SimpleGrid>
        </Stack>
      ) : availability.isError ? (
        <LoadError
          title="The booking times could not be loaded"
          error={availability.error}
          onRetry={() => void availability.refetch()}
          retrying={availability.isFetching}
        />
      ) : days.length === 0 ? (
        <AlertMessage variant="info" title={BOOKING_MESSAGES.noBookingTimes} />
      ) : (
        <>
          <Select
            label="Day"
            allowDeselect={false}
            data={days.map((d) => ({ value: d.date, label: formatLongDate(d.date) }))}
            value={shownDay?.date ?? null}
            onChange={setDay}
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group
            label="Booking time"
            withAsterisk
            value={picked?.date === shownDay?.date ? (picked?.oasMetadataId ?? null) : null}
            onChange={(id) => {
              const time = shownDay?.bookingTimes.find((t) => t.oasMetadataId === id);
              if (time && shownDay) onChoose({ ...time, date: shownDay.date });
            }}
            error={timeMissing ? 'Please choose a booking time' : undefined}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt={6} spacing="xs">
              {shownDay &&
                uniqueTimes(shownDay.bookingTimes).map((time) => (
                  <Radio.Card
                    key={time.oasMetadataId}
                    value={time.oasMetadataId}
                    p="sm"
                    radius="md"
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Radio.Indicator />
                      <Text fz="sm">{timeRange(shownDay.date, time.timeFrom, time.timeTo)}</Text>
                    </Group>
                  </Radio.Card>
                ))}
            </SimpleGrid>
          </Radio.Group>
        </>
      )}
      {holding ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm">Holding the booking time…</Text>
        </Group>
      ) : context.time ? (
        <HoldTimer remaining={context.remaining} />
      ) : null}
      {context.timeError ? (
        <AlertMessage variant="error" title={context.timeError.message} />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={holding}
          onClick={() => {
            setTried(true);
            onNext();
          }}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}

interface NominatedDraft {
  isEnabled: boolean;
  name: string;
  email: string;
  mobile: string;
}

function ContactsStep({
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
      <Stack gap="sm" aria-busy="true" aria-label="Loading the contacts">
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

function ConfirmStep({
  context,
  submitting,
  onBack,
  onSubmit,
}: {
  context: BookingContext;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { time, contacts, error } = context;
  const nominated = contacts?.nominatedContact?.isEnabled ? contacts.nominatedContact : null;
  const rows = [
    { label: 'Services', value: context.services.map((code) => serviceLabels[code]).join(', ') },
    { label: 'Date', value: time ? formatLongDate(time.date) : '' },
    { label: 'Time', value: time ? timeRange(time.date, time.timeFrom, time.timeTo) : '' },
    {
      label: 'Contacts',
      value:
        (contacts?.contacts ?? [])
          .map((c) => (c.isPrimaryContact && !nominated ? `${c.name} (primary)` : c.name))
          .join(', ') || 'None',
    },
    ...(nominated
      ? [
          {
            label: 'Nominated contact (primary)',
            value: `${nominated.name}, ${nominated.email}, ${nominated.mobile}`,
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      {error ? (
        <AlertMessage variant="error" title={BOOKING_MESSAGES.failed}>
          {error.message}
        </AlertMessage>
      ) : null}
      <Text fz="sm">Check the booking, then submit it.</Text>
      <Stack gap="sm" component="dl" m={0}>
        {rows.map((row) => (
          <div key={row.label}>
            <Text component="dt" fz="sm" fw={600}>
              {row.label}
            </Text>
            <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </div>
        ))}
      </Stack>
      <HoldTimer remaining={context.remaining} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={submitting} data-autofocus>
          Book
        </Button>
      </Group>
    </Stack>
  );
}

function BookingDialogBody({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const book = useBook();
  const [state, send] = useMachine(
    bookingMachine.provide({
      actors: {
        hold: fromPromise(({ input }: { input: TChosenTime }) =>
          holdBookingTime(propertyId, input),
        ),
        submit: fromPromise(({ input }: { input: BookingContext }) =>
          book.mutateAsync(bookingRequest(propertyId, input)),
        ),
      },
    }),
  );
  const { context } = state;
  const submitting = state.matches({ booking: { step: 'submitting' } });
  const expired = state.matches('expired');

  useEffect(() => {
    if (state.matches('cancelled')) onClose();
    if (!state.matches('done') || !context.result) return;
    const { result } = context;
    showSuccessToast(
      BOOKING_MESSAGES.submitted,
      `${result.services.map((code) => serviceLabels[code]).join(', ')} on ` +
        `${formatLongDate(result.date)}, ${timeRange(result.date, result.startTime, result.endTime)}`,
    );
    onClose();
  }, [state, context, onClose]);

  const step = state.matches({ booking: { step: 'time' } })
    ? 0
    : state.matches({ booking: { step: 'contacts' } })
      ? 1
      : 2;
  return (
    <Modal
      opened
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={expired ? BOOKING_MESSAGES.expiredTitle : TITLE}
      size="lg"
      centered
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      {expired ? (
        <Stack gap="md">
          <Text fz="sm">{BOOKING_MESSAGES.expired}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'CONTINUE' })} data-autofocus>
              Continue
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Stepper active={step} size="sm" aria-hidden>
            {STEPS.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {`Step ${step + 1} of 3: ${STEPS[step]}`}
          </Text>
          {step === 0 ? (
            <TimeStep
              propertyId={propertyId}
              context={context}
              holding={state.matches({ booking: { step: { time: 'holding' } } })}
              onServices={(services) => send({ type: 'SERVICES', services })}
              onChoose={(time) => send({ type: 'CHOOSE', time })}
              onNext={() => send({ type: 'NEXT' })}
              onCancel={onClose}
            />
          ) : step === 1 ? (
            <ContactsStep
              propertyId={propertyId}
              context={context}
              onNext={(contacts) => send({ type: 'CONTACTS', contacts })}
              onBack={() => send({ type: 'BACK' })}
            />
          ) : (
            <ConfirmStep
              context={context}
              submitting={submitting}
              onBack={() => send({ type: 'BACK' })}
              onSubmit={() => send({ type: 'SUBMIT' })}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The 'Book on behalf of tenant' dialog (spec 2 §2, §4, §5): the services and a booking time
 * (held for the user for 5 minutes, the time left shown as mm:ss), the contacts, then the booking
 * to confirm, with Back on each step. When the hold runs out the dialog says so (Cancel /
 * Continue) and the time must be chosen again. It cannot be closed while the booking is being
 * submitted.
 */
export function BookingDialog({
  propertyId,
  opened,
  onClose,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return opened ? <BookingDialogBody propertyId={propertyId} onClose={onClose} /> : null;
}
