import { and, desc, eq } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { bookings, properties } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressOf, countRows, type AddressParts } from './shared';

export interface BookingRow {
  id: number;
  propertyId: number;
  address: AddressParts;
  date: string;
  startTime: string;
  endTime: string;
  bookingTypes: string[];
  status: string;
}

/** The agency's bookings, latest date first. */
export async function findBookings(
  tx: AgencyTx,
  agencyId: number,
  filter: { page: number },
): Promise<Paged<BookingRow>> {
  const where = eq(bookings.agencyId, agencyId);
  const [counted] = await tx.select({ total: countRows() }).from(bookings).where(where);
  return loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        id: bookings.id,
        propertyId: bookings.propertyId,
        address: addressOf(properties),
        date: bookings.date,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        bookingTypes: bookings.bookingTypes,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, bookings.agencyId), eq(properties.id, bookings.propertyId)),
      )
      .where(where)
      .orderBy(desc(bookings.date), desc(bookings.startTime), desc(bookings.id))
      .limit(limit)
      .offset(offset),
  );
}
