import type { TKeyPickupStatus } from '@portal/contracts';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { bookings, keyPickups, properties } from '../schema/index';
import type { AgencyContext } from './context';
import { insertRows } from './util';

/** Pickup statuses in turn, so the schedule shows each one the agency can meet. */
const PICKUP_STATUSES: TKeyPickupStatus[] = ['REQUESTED', 'CONFIRMED', 'REQUESTED', 'CANCELLED'];

const shift = (time: string, hours: number) =>
  `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}${time.slice(2, 5)}`;

/**
 * Key pickups and returns for the week ahead: one of each for every open booking of a property
 * whose agency key is available, the technician collecting the key the hour before the visit
 * and bringing it back the hour after. Deterministic (no random draws): the bookings decide.
 */
export async function seedKeyPickups(ctx: AgencyContext): Promise<void> {
  const { clock } = ctx;
  const rows = await ctx.tx
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      date: bookings.date,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      technicianId: bookings.technicianId,
    })
    .from(bookings)
    .innerJoin(
      properties,
      and(eq(properties.agencyId, bookings.agencyId), eq(properties.id, bookings.propertyId)),
    )
    .where(
      and(
        eq(bookings.agencyId, ctx.agencyId),
        inArray(bookings.status, ['REQUESTED', 'CONFIRMED']),
        between(bookings.date, clock.day(0), clock.day(6)),
        eq(properties.isKeyAvailable, true),
      ),
    )
    .orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id));
  await insertRows(
    ctx.tx,
    keyPickups,
    rows.flatMap((booking, i) => {
      const pickup = PICKUP_STATUSES[i % PICKUP_STATUSES.length]!;
      const common = {
        agencyId: ctx.agencyId,
        propertyId: booking.propertyId,
        bookingId: booking.id,
        date: booking.date,
        technicianId: booking.technicianId,
        updatedAt: clock.at(-1),
      };
      return [
        {
          ...common,
          kind: 'PICKUP',
          status: pickup,
          timeFrom: shift(booking.startTime, -1),
          timeTo: booking.startTime,
        },
        {
          ...common,
          kind: 'RETURN',
          status: pickup === 'CANCELLED' ? 'CANCELLED' : 'REQUESTED',
          timeFrom: booking.endTime,
          timeTo: shift(booking.endTime, 1),
        },
      ];
    }),
  );
}
