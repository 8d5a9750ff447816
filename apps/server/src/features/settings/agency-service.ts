import type {
  TAgencyUser,
  TIntegration,
  TIntegrationSource,
  TPropertyManager,
} from '@portal/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMemberships, integrations, propertyManagers, users } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import { SETTINGS_ERRORS } from './messages';
import { listPropertyManagers } from './property-managers';
import type { SignedInSession as AgencySession } from '../../plugins/signed-in';

export function agencyPropertyManagers(
  database: Database,
  session: AgencySession,
): Promise<TPropertyManager[]> {
  return database.withAgency(session.agencyId, (tx) => listPropertyManagers(tx, session.agencyId));
}

/** The agency's active integrations (an agency with one is "integrated"). */
export async function activeIntegrations(
  database: Database,
  session: AgencySession,
): Promise<TIntegration[]> {
  const rows = await database.withAgency(session.agencyId, (tx) =>
    tx
      .select({
        id: integrations.id,
        source: integrations.source,
        softwareName: integrations.softwareName,
        connectedAt: integrations.connectedAt,
        isActive: integrations.isActive,
      })
      .from(integrations)
      .where(and(eq(integrations.agencyId, session.agencyId), eq(integrations.isActive, true)))
      .orderBy(asc(integrations.id)),
  );
  return rows.map((row) => ({
    ...row,
    source: row.source as TIntegrationSource,
    connectedAt: row.connectedAt?.toISOString() ?? null,
  }));
}

/**
 * Manage users: the agency's users, masters first, then by name. Master users only; staff
 * viewing the portal as a master user count as that user (the session carries their flag).
 */
export async function agencyUsers(
  database: Database,
  session: AgencySession,
): Promise<TAgencyUser[]> {
  if (!session.isMaster) throw forbidden(SETTINGS_ERRORS.cannotManageUsers);
  // property_managers is agency-owned, so the join needs the agency's transaction.
  return database.withAgency(session.agencyId, (tx) =>
    tx
      .select({
        userId: users.id,
        name: users.displayName,
        username: users.username,
        email: users.email,
        isMaster: agencyMemberships.isMaster,
        propertyManagerName: propertyManagers.name,
        isDisabled: users.disabled,
      })
      .from(agencyMemberships)
      .innerJoin(users, eq(users.id, agencyMemberships.userId))
      .leftJoin(
        propertyManagers,
        and(
          eq(propertyManagers.agencyId, agencyMemberships.agencyId),
          eq(propertyManagers.id, agencyMemberships.propertyManagerId),
        ),
      )
      .where(eq(agencyMemberships.agencyId, session.agencyId))
      .orderBy(desc(agencyMemberships.isMaster), asc(users.displayName), asc(users.id)),
  );
}
