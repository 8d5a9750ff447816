import { API_KEY_PREFIX, type TStateCode } from '@portal/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencies, apiKeys } from '../db/schema/index';
import { randomToken, sha256Hex } from '../lib/tokens';
import type { PortalSession } from './session-store';

/**
 * API keys as the request sees them: `acp_<agency id>_<32 random bytes in base64url>`. The
 * agency in the key opens its transaction, where the key's hash is looked up (row-level security
 * shows no other agency's keys); only the hash is stored. A key is looked up on every request,
 * never cached, so a revoked key is refused at once.
 */
const KEY_SHAPE = /^acp_([1-9][0-9]{0,9})_[A-Za-z0-9_-]{43}$/;

/** The characters of a key the list shows: its agency and the first six of its secret. */
const SHOWN_SECRET_CHARS = 6;

/** A new key: the secret (shown once), its hash and its visible prefix. */
export function newApiKey(agencyId: number): { key: string; hash: string; prefix: string } {
  const head = `${API_KEY_PREFIX}${agencyId}_`;
  const key = `${head}${randomToken(32)}`;
  return { key, hash: sha256Hex(key), prefix: key.slice(0, head.length + SHOWN_SECRET_CHARS) };
}

/** The key of an `Authorization: Bearer <key>` header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The session an API key acts with: its agency, read-only (`apiKeyId`), never a master user, as
 * the user who created it. Null when the key is malformed, unknown or revoked.
 */
export async function findApiKeySession(
  database: Database,
  key: string,
): Promise<PortalSession | null> {
  const agencyId = Number(KEY_SHAPE.exec(key)?.[1]);
  if (!Number.isSafeInteger(agencyId) || agencyId > 2_147_483_647) return null;
  const hash = sha256Hex(key);
  return database.withAgency(agencyId, async (tx) => {
    const [row] = await tx
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        userId: apiKeys.createdByUserId,
        agencyName: agencies.name,
        agencyState: agencies.stateCode,
      })
      .from(apiKeys)
      .innerJoin(agencies, eq(agencies.id, apiKeys.agencyId))
      .where(
        and(eq(apiKeys.agencyId, agencyId), eq(apiKeys.tokenHash, hash), isNull(apiKeys.revokedAt)),
      );
    if (!row) return null;
    await tx
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} < now() - interval '1 minute'`),
        ),
      );
    const state = row.agencyState as TStateCode;
    return {
      id: 0,
      userId: row.userId,
      userName: row.name,
      agencyId,
      agencyName: row.agencyName,
      agencyState: state,
      isMaster: false,
      impersonatorUserId: null,
      complianceSessionId: null,
      stateCode: state,
      requiresRelogin: false,
      apiKeyId: row.id,
    };
  });
}
