import {
  API_KEY_MESSAGES,
  API_KEYS_PER_AGENCY,
  type TApiKey,
  type TApiKeys,
  type TCreateApiKey,
  type TCreatedApiKey,
} from '@portal/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { newApiKey } from '../../plugins/api-key-store';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';

/**
 * API keys (Settings, API Integration): master users only, and never with an API key (whose
 * session is never a master's). A key is read-only; its secret is answered once, at creation.
 */

function mustManage(scope: AgencyScope): void {
  if (!scope.isMaster || scope.session.apiKeyId !== undefined) {
    throw forbidden(API_KEY_MESSAGES.cannotManage);
  }
}

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  createdBy: users.displayName,
  lastUsedAt: apiKeys.lastUsedAt,
};

type KeyRow = {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
};

const toApiKey = (row: KeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  access: 'read-only',
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

async function selectKey(tx: AgencyTx, scope: AgencyScope, keyId: number) {
  const [row] = await tx
    .select(keyColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(
      and(eq(apiKeys.agencyId, scope.agencyId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)),
    );
  return row;
}

export async function listApiKeys(database: Database, scope: AgencyScope): Promise<TApiKeys> {
  mustManage(scope);
  const rows = await database.withAgency(scope.agencyId, (tx) =>
    tx
      .select(keyColumns)
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
      .where(and(eq(apiKeys.agencyId, scope.agencyId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
  );
  return { keys: rows.map(toApiKey) };
}

export async function createApiKey(
  database: Database,
  scope: AgencyScope,
  body: TCreateApiKey,
): Promise<TCreatedApiKey> {
  mustManage(scope);
  return database.withAgency(scope.agencyId, async (tx) => {
    // One creation at a time per agency, so the limit holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'), ${scope.agencyId})`);
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.agencyId, scope.agencyId), isNull(apiKeys.revokedAt)));
    if ((live?.count ?? 0) >= API_KEYS_PER_AGENCY) throw conflict(API_KEY_MESSAGES.tooMany);
    const { key, hash, prefix } = newApiKey(scope.agencyId);
    const [created] = await tx
      .insert(apiKeys)
      .values({
        agencyId: scope.agencyId,
        name: body.name,
        prefix,
        tokenHash: hash,
        createdByUserId: scope.userId,
      })
      .returning({ id: apiKeys.id });
    await recordScopedAudit(tx, scope, {
      action: 'api-key.create',
      target: `api-key:${created!.id}`,
      detail: { name: body.name, prefix },
    });
    const row = await selectKey(tx, scope, created!.id);
    return { ...toApiKey(row!), key };
  });
}

export async function revokeApiKey(
  database: Database,
  scope: AgencyScope,
  keyId: number,
): Promise<TApiKey> {
  mustManage(scope);
  if (!isStoredId(keyId)) throw notFound(API_KEY_MESSAGES.notFound);
  return database.withAgency(scope.agencyId, async (tx) => {
    const row = await selectKey(tx, scope, keyId);
    if (!row) throw notFound(API_KEY_MESSAGES.notFound);
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.agencyId, scope.agencyId), eq(apiKeys.id, keyId)));
    await recordScopedAudit(tx, scope, {
      action: 'api-key.revoke',
      target: `api-key:${keyId}`,
      detail: { name: row.name, prefix: row.prefix },
    });
    return toApiKey(row);
  });
}
