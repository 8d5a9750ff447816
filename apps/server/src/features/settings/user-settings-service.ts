import { AUTH_MESSAGES, type TUserSettings, type TUserSettingsPatch } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { userSettings } from '../../db/schema/index';
import { effectiveAgencySettings } from '../../domain/agency-settings';
import { badRequest, notFound } from '../../lib/errors';
import { SETTINGS_ERRORS } from './messages';
import { unknownManagerIds } from './property-managers';
import type { SignedInSession as AgencySession } from '../../plugins/signed-in';

/** The user's settings in the session's agency: the same rule as GET /v1/auth/session. */
async function effectiveSettings(tx: AgencyTx, session: AgencySession): Promise<TUserSettings> {
  const agency = await effectiveAgencySettings(tx, session);
  if (!agency) throw notFound(AUTH_MESSAGES.noUserSession);
  return { agency };
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
      // null is a choice too ("All property managers"), so it no longer follows the agency.
      ...(defaultPropertyManagerId !== undefined
        ? { defaultPropertyManagerId, defaultPropertyManagerChosen: true }
        : {}),
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
