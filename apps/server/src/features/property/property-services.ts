import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import { propertyServices } from '../../db/schema/index';

/**
 * A property's services (id and code) scoped to the agency, but for those in `excludedStatuses`
 * and those `conditions` refuse: what the booking and the one-off entry notification offer.
 */
export function activeServices(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  excludedStatuses: readonly string[],
  ...conditions: SQL[]
) {
  return tx
    .select({ id: propertyServices.id, code: propertyServices.serviceCode })
    .from(propertyServices)
    .where(
      and(
        eq(propertyServices.agencyId, agencyId),
        eq(propertyServices.propertyId, propertyId),
        notInArray(propertyServices.status, [...excludedStatuses]),
        ...conditions,
      ),
    );
}
