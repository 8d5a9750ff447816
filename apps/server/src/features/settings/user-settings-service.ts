import { AUTH_MESSAGES, type TUserSettings, type TUserSettingsPatch } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { agencies, userSettings } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { SETTINGS_ERRORS } from './messages';
import { unknownManagerIds } from './property-managers';
import type { AgencySession } from './session';

/**
 * The user's settings in the session's agency: their own value where they set one, else the
 * agency's. The same rule as GET /v1/me/agency-settings, so both calls always agree; a null
 * default property manager saved by PATCH therefore means "follow the agency's default".
 */
async function effectiveSettings(tx: AgencyTx, session: AgencySession): Promise<TUserSettings> {
  // user_settings and agencies are global tables: filtered by the session's user and agency.
  const [row] = await tx
    .select({
      agencyDefault: agencies.defaultPropertyManagerId,
      agencyMirroring: agencies.showPortfolioMirroring,
      userDefault: userSettings.defaultPropertyManagerId,
      userMirroring: userSettings.showPortfolioMirroring,
    })
    .from(agencies)
    .leftJoin(
      userSettings,
      and(eq(userSettings.agencyId, agencies.id), eq(userSettings.userId, session.userId)),
    )
    .where(eq(agencies.id, session.agencyId));
  if (!row) throw notFound(AUTH_MESSAGES.noUserSession);
  return {
    agency: {
      defaultPropertyManagerId: row.userDefault ?? row.agencyDefault,
      showPortfolioMirroring: row.userMirroring ?? row.agencyMirroring,
    },
  };
}

export function getUserSettings(
  database: Database,
  session: AgencySession,
): Promise<TUserSettings> {
  return database.withAgency(session.agencyId, (tx) => effectiveSettings(tx, session));
}

/** Saves only the keys given; a property manager must be one of the session agency's own. */
export function patchUserSettings(
  database: Database,
  session: AgencySession,
  patch: TUserSettingsPatch,
): Promise<TUserSettings> {
  const { defaultPropertyManagerId, showPortfolioMirroring } = patch.agency;
  return database.withAgency(session.agencyId, async (tx) => {
    if (typeof defaultPropertyManagerId === 'number') {
      const unknown = await unknownManagerIds(tx, session.agencyId, [defaultPropertyManagerId]);
      if (unknown.size > 0) {
        throw badRequest(SETTINGS_ERRORS.propertyManagerNotFound, {
          'body.agency.defaultPropertyManagerId': SETTINGS_ERRORS.propertyManagerNotFound,
        });
      }
    }
    const changes = {
      ...(defaultPropertyManagerId !== undefined ? { defaultPropertyManagerId } : {}),
      ...(showPortfolioMirroring !== undefined ? { showPortfolioMirroring } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx
        .insert(userSettings)
        .values({ userId: session.userId, agencyId: session.agencyId, ...changes })
        .onConflictDoUpdate({
          target: [userSettings.userId, userSettings.agencyId],
          set: { ...changes, updatedAt: sql`now()` },
        });
    }
    return effectiveSettings(tx, session);
  });
}
