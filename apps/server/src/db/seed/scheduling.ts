import {
  BOOKING_STATUS_CODES,
  HOLD_CANCELLATION_STATUS_CODES,
  servicesForState,
  type TBookingStatus,
} from '@portal/contracts';
import {
  availabilitySlots,
  bookings,
  cancellationRequests,
  holdRequests,
  type BookingContact,
} from '../schema/index';
import { HOLD_REASONS } from './catalogue';
import type { AgencyContext, SeededProperty } from './context';
import { covering, insertRows } from './util';

const SLOT_TIMES = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['12:00', '14:00'],
  ['14:00', '16:00'],
] as const;

/**
 * Availability slots for the next three weeks (weekdays, two technicians), bookings (upcoming
 * for booked-in services, completed history, requested and cancelled ones), and hold and
 * cancellation requests in every status.
 */
export async function seedScheduling(ctx: AgencyContext, props: SeededProperty[]): Promise<void> {
  const { faker, clock } = ctx;
  const codes = servicesForState(ctx.state).map((service) => service.code);
  const technicians = [1000 + ctx.agencyId * 10 + 1, 1000 + ctx.agencyId * 10 + 2];

  const slots: (typeof availabilitySlots.$inferInsert)[] = [];
  for (let offset = 1; offset <= 21; offset++) {
    const date = clock.day(offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const technicianId of technicians) {
      SLOT_TIMES.forEach(([timeFrom, timeTo], n) => {
        // Some slots are already taken.
        if (faker.datatype.boolean({ probability: 0.2 })) return;
        slots.push({
          agencyId: ctx.agencyId,
          region: `${ctx.state} metro`,
          date,
          timeFrom,
          timeTo,
          oasMetadataId: `oas-${ctx.agencyId}-${date}-${technicianId}-${n}`,
          technicianId,
          serviceCodes: codes,
        });
      });
    }
  }
  await insertRows(ctx.tx, availabilitySlots, slots);

  const contactsOf = (property: SeededProperty): BookingContact[] =>
    property.occupants.map((occupant, i) => ({
      name: occupant.name,
      email: occupant.email,
      mobile: occupant.mobile,
      isPrimaryContact: i === 0,
    }));
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  let counter = 0;
  for (const property of props) {
    const booked = property.services.filter((s) => s.status === 'BOOKED_IN');
    const history =
      property.lastServiceDate !== null && faker.datatype.boolean({ probability: 0.2 });
    if (booked.length === 0 && !history) continue;
    const status: TBookingStatus =
      booked.length > 0
        ? covering(BOOKING_STATUS_CODES, counter++, () =>
            faker.helpers.weightedArrayElement([
              { value: 'CONFIRMED' as const, weight: 8 },
              { value: 'REQUESTED' as const, weight: 2 },
              { value: 'CANCELLED' as const, weight: 1 },
            ]),
          )
        : 'COMPLETED';
    const [startTime, endTime] = faker.helpers.arrayElement(SLOT_TIMES);
    bookingRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      bookingTypes: (booked.length ? booked : property.services.slice(0, 1)).map((s) => s.code),
      status,
      date:
        status === 'COMPLETED'
          ? property.lastServiceDate!
          : clock.day(faker.number.int({ min: 1, max: 20 })),
      startTime,
      endTime,
      technicianId: faker.helpers.arrayElement(technicians),
      oasMetadataId: null,
      contacts: contactsOf(property),
      nominatedContact: null,
      createdBy: status === 'REQUESTED' ? faker.helpers.arrayElement(ctx.memberUserIds) : null,
      createdAt: clock.at(-faker.number.int({ min: 1, max: 20 })),
      updatedAt: clock.at(-1),
    });
  }
  await insertRows(ctx.tx, bookings, bookingRows);

  // Hold requests: approved for services on hold, and a few pending and rejected ones.
  const holdRows: (typeof holdRequests.$inferInsert)[] = [];
  for (const property of props) {
    const onHold = property.services.filter((s) => s.status === 'ON_HOLD');
    const extra = onHold.length === 0 && faker.datatype.boolean({ probability: 0.02 });
    if (onHold.length === 0 && !extra) continue;
    const status = onHold.length ? 'APPROVED' : 'PENDING';
    holdRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      serviceCodes: (onHold.length ? onHold : property.services.slice(0, 1)).map((s) => s.code),
      holdDate: clock.day(faker.number.int({ min: 10, max: 90 })),
      reasonNote: faker.helpers.arrayElement(HOLD_REASONS),
      status,
      requestedBy: faker.helpers.arrayElement(ctx.memberUserIds),
      requestedAt: clock.at(-faker.number.int({ min: 1, max: 30 })),
      processedAt: status === 'PENDING' ? null : clock.at(-faker.number.int({ min: 0, max: 1 })),
    });
  }
  // One request of each status on the last properties, whatever their services.
  for (const [i, status] of HOLD_CANCELLATION_STATUS_CODES.entries()) {
    const property = props[props.length - 1 - i];
    if (!property || property.services.length === 0) continue;
    holdRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      serviceCodes: [property.services[0]!.code],
      holdDate: clock.day(30),
      reasonNote: HOLD_REASONS[0]!,
      status,
      requestedBy: ctx.memberUserIds[0] ?? null,
      requestedAt: clock.at(-3),
      processedAt: status === 'PENDING' ? null : clock.at(-1),
    });
  }
  await insertRows(ctx.tx, holdRequests, holdRows);

  // Cancellation requests: approved for cancelled properties, and pending and rejected ones.
  const cancelRows: (typeof cancellationRequests.$inferInsert)[] = [];
  const cancelled = props.filter((p) => p.flags.has('CANCELLED'));
  for (const property of cancelled) {
    cancelRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      serviceCodes: property.services.map((s) => s.code),
      cancellationReasonId: faker.helpers.arrayElement(ctx.shared.cancellationReasonIds),
      notes: null,
      status: 'APPROVED',
      requestedBy: faker.helpers.arrayElement(ctx.memberUserIds),
      requestedAt: clock.at(-faker.number.int({ min: 10, max: 200 })),
      processedAt: clock.at(-faker.number.int({ min: 1, max: 9 })),
    });
  }
  const open = props
    .filter((p) => !p.flags.has('CANCELLED') && p.services.length > 1)
    .slice(10, 16);
  open.forEach((property, i) => {
    const status = HOLD_CANCELLATION_STATUS_CODES[i % HOLD_CANCELLATION_STATUS_CODES.length]!;
    cancelRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      // Pending cancellation of one service: the dialog shows it as isPendingCancellation.
      serviceCodes: [property.services[property.services.length - 1]!.code],
      cancellationReasonId:
        ctx.shared.cancellationReasonIds[i % ctx.shared.cancellationReasonIds.length]!,
      notes: i % 2 ? 'Owner has arranged this service elsewhere.' : null,
      status,
      requestedBy: faker.helpers.arrayElement(ctx.memberUserIds),
      requestedAt: clock.at(-(i + 1)),
      processedAt: status === 'PENDING' ? null : clock.at(-0.5),
    });
  });
  await insertRows(ctx.tx, cancellationRequests, cancelRows);
}
