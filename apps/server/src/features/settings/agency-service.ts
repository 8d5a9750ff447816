import type { TIntegration, TIntegrationSource, TPropertyManager } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integrations } from '../../db/schema/index';
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
