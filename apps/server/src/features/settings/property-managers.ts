import type { TPropertyManager } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import { propertyManagers } from '../../db/schema/index';

/** Deactivated managers are kept for history but offered nowhere. */
const currentOf = (agencyId: number) =>
  and(eq(propertyManagers.agencyId, agencyId), eq(propertyManagers.isActive, true));

/** The agency's current property managers, by name. */
export async function listPropertyManagers(
  tx: AgencyTx,
  agencyId: number,
): Promise<TPropertyManager[]> {
  return tx
    .select({
      id: propertyManagers.id,
      name: propertyManagers.name,
      email: propertyManagers.email,
      phone: propertyManagers.phone,
    })
    .from(propertyManagers)
    .where(currentOf(agencyId))
    .orderBy(asc(propertyManagers.name), asc(propertyManagers.id));
}

/** Ids are PostgreSQL integers: a larger number is simply an id that does not exist. */
const INT4_MAX = 2_147_483_647;

/** Which of `ids` are not current property managers of the agency (missing and foreign alike). */
export async function unknownManagerIds(
  tx: AgencyTx,
  agencyId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const candidates = ids.filter((id) => id > 0 && id <= INT4_MAX);
  if (candidates.length === 0) return new Set(ids);
  const found = await tx
    .select({ id: propertyManagers.id })
    .from(propertyManagers)
    .where(and(currentOf(agencyId), inArray(propertyManagers.id, candidates)));
  const known = new Set(found.map((row) => row.id));
  return new Set(ids.filter((id) => !known.has(id)));
}
