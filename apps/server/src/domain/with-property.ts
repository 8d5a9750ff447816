import { and, eq } from 'drizzle-orm';
import type { AgencyTx, Database } from '../db/client';
import { properties } from '../db/schema/index';
import { PROPERTY_NOT_FOUND, notFound } from '../lib/errors';
import { isStoredId } from '../lib/ids';

/**
 * Runs `work` in the agency's transaction on one of its properties, or answers 'Property not
 * found' (a foreign property alike, and an id that cannot be stored).
 */
export function withProperty<T>(
  database: Database,
  agencyId: number,
  propertyId: number,
  work: (tx: AgencyTx) => Promise<T>,
): Promise<T> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    const [found] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    if (!found) throw notFound(PROPERTY_NOT_FOUND);
    return work(tx);
  });
}
