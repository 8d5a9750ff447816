import type { TKeyPickupStatus, TNextKeyPickup } from '@portal/contracts';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AgencyTx } from '../db/client';
import { keyPickups } from '../db/schema/index';
import { hhmm } from './agency-clock';

/**
 * A property's next key pickup: the earliest on or after the agency's `today`, whatever its
 * status (a cancelled one reads as cancelled), as the portal's and the compliance system's
 * property pages both show it.
 */
export async function findNextKeyPickup(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  today: string,
): Promise<TNextKeyPickup | null> {
  const [row] = await tx
    .select({
      date: keyPickups.date,
      timeFrom: keyPickups.timeFrom,
      timeTo: keyPickups.timeTo,
      status: keyPickups.status,
    })
    .from(keyPickups)
    .where(
      and(
        eq(keyPickups.agencyId, agencyId),
        eq(keyPickups.propertyId, propertyId),
        eq(keyPickups.kind, 'PICKUP'),
        gte(keyPickups.date, today),
      ),
    )
    .orderBy(asc(keyPickups.date), asc(keyPickups.timeFrom), asc(keyPickups.id))
    .limit(1);
  return row
    ? {
        date: row.date,
        timeFrom: hhmm(row.timeFrom),
        timeTo: hhmm(row.timeTo),
        status: row.status as TKeyPickupStatus,
      }
    : null;
}
