import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TKeyMovement, TKeyPickupStatus } from '@portal/contracts';
import type { AgencyTx } from '../../../db/client';
import { keyPickups, properties } from '../../../db/schema/index';
import { recordAudit } from '../../../plugins/audit';
import { addressOf, type AddressParts } from './shared';

export interface KeyPickupRow {
  id: number;
  propertyId: number;
  address: AddressParts;
  bookingId: number | null;
  kind: TKeyMovement;
  status: TKeyPickupStatus;
  date: string;
  timeFrom: string;
  timeTo: string;
  technicianId: number | null;
}

const COLUMNS = {
  id: keyPickups.id,
  propertyId: keyPickups.propertyId,
  address: addressOf(properties),
  bookingId: keyPickups.bookingId,
  kind: sql<TKeyMovement>`${keyPickups.kind}`,
  status: sql<TKeyPickupStatus>`${keyPickups.status}`,
  date: keyPickups.date,
  timeFrom: keyPickups.timeFrom,
  timeTo: keyPickups.timeTo,
  technicianId: keyPickups.technicianId,
};

const joinProperty = and(
  eq(properties.agencyId, keyPickups.agencyId),
  eq(properties.id, keyPickups.propertyId),
);

/** The agency's key pickups and returns from `from` to `to` (inclusive), in time order. */
export function findKeySchedule(
  tx: AgencyTx,
  agencyId: number,
  from: string,
  to: string,
): Promise<KeyPickupRow[]> {
  return tx
    .select(COLUMNS)
    .from(keyPickups)
    .innerJoin(properties, joinProperty)
    .where(and(eq(keyPickups.agencyId, agencyId), between(keyPickups.date, from, to)))
    .orderBy(asc(keyPickups.date), asc(keyPickups.timeFrom), asc(keyPickups.id));
}

/** One of the agency's key pickups or returns; another agency's reads as none. */
export async function findKeyPickup(
  tx: AgencyTx,
  agencyId: number,
  id: number,
  lock = false,
): Promise<KeyPickupRow | null> {
  const query = tx
    .select(COLUMNS)
    .from(keyPickups)
    .innerJoin(properties, joinProperty)
    .where(and(eq(keyPickups.agencyId, agencyId), eq(keyPickups.id, id)));
  const [row] = await (lock ? query.for('update', { of: keyPickups }) : query);
  return row ?? null;
}

/** The agency's answer to a requested pickup: CONFIRMED or CANCELLED, and who gave it (audit log). */
export async function decideKeyPickup(
  tx: AgencyTx,
  decision: {
    agencyId: number;
    pickup: KeyPickupRow;
    confirm: boolean;
    userId: number;
    impersonatorUserId: number | null;
  },
): Promise<void> {
  const { agencyId, pickup, confirm } = decision;
  await tx
    .update(keyPickups)
    .set({ status: confirm ? 'CONFIRMED' : 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(keyPickups.agencyId, agencyId), eq(keyPickups.id, pickup.id)));
  await recordAudit(tx, {
    agencyId,
    actorUserId: decision.userId,
    impersonatorUserId: decision.impersonatorUserId,
    action: confirm ? 'key-pickup.confirm' : 'key-pickup.cancel',
    target: `key-pickup:${pickup.id}`,
    propertyId: pickup.propertyId,
    detail: { via: 'compliance-system', date: pickup.date, timeFrom: pickup.timeFrom },
  });
}
