import {
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  BOOKING_MESSAGES,
  formatCountdown,
  formatLongDate,
  formatTime,
  type TAvailabilityDay,
  type TBookingTime,
  type TServiceCode,
} from '@portal/contracts';
import { useState } from 'react';
import { AlertMessage } from '../../../components/alert-message';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useAvailability, useBookableServices } from './api/booking';
import { type BookingContext, type TChosenTime } from './booking-machine';

// The booking dialog's first step: the services, then a time of a day, held while the user goes on.

/** '8:00 am - 10:00 am' of a day's time. */
export const timeRange = (date: string, from: string, to: string) =>
  `${formatTime(`${date}T${from}`)} - ${formatTime(`${date}T${to}`)}`;

/** One choice per time of the day: the first technician free then takes it. */
const uniqueTimes = (times: readonly TBookingTime[]) =>
  times.filter(
    (time, index) =>
      times.findIndex((t) => t.timeFrom === time.timeFrom && t.timeTo === time.timeTo) === index,
  );

/** The hold's time left, mm:ss, read out by assistive technology only now and then. */
export function HoldTimer({ remaining }: { remaining: number }) {
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

export function TimeStep({
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
