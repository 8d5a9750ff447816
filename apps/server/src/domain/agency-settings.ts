import type { TAgencySettings } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AgencyTx, Db } from '../db/client';
import { agencies, userSettings } from '../db/schema/index';

/**
 * The agency's settings as they apply to one user: their own choices first, else the agency's.
 * A default property manager the user saved as null means "All property managers" and wins over
 * the agency's default; a user who never chose one follows the agency. GET /v1/auth/session and
 * GET/PATCH /v1/me/settings all answer from here, so they always agree.
 * Returns undefined when the agency does not exist.
 */
export async function effectiveAgencySettings(
  db: Db | AgencyTx,
  ids: { userId: number; agencyId: number },
): Promise<TAgencySettings | undefined> {
  // user_settings and agencies are global tables: filtered by the given user and agency.
  const [row] = await db
    .select({
      agencyDefault: agencies.defaultPropertyManagerId,
      agencyMirroring: agencies.showPortfolioMirroring,
      userChose: userSettings.defaultPropertyManagerChosen,
      userDefault: userSettings.defaultPropertyManagerId,
      userMirroring: userSettings.showPortfolioMirroring,
    })
    .from(agencies)
    .leftJoin(
      userSettings,
      and(eq(userSettings.agencyId, agencies.id), eq(userSettings.userId, ids.userId)),
    )
    .where(eq(agencies.id, ids.agencyId));
  if (!row) return undefined;
  return {
    defaultPropertyManagerId: row.userChose ? row.userDefault : row.agencyDefault,
    showPortfolioMirroring: row.userMirroring ?? row.agencyMirroring,
  };
}
