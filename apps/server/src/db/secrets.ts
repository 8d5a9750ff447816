import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema/index';

/**
 * The named secrets, each 32 random bytes generated the first time any replica asks; the
 * insert that loses a race does nothing, so every replica reads the same value.
 */
export async function ensureSecrets(
  db: Db,
  names: readonly string[],
): Promise<Map<string, Buffer>> {
  if (names.length === 0) return new Map();
  await db
    .insert(serverSecrets)
    .values(names.map((name) => ({ name, value: randomBytes(32).toString('base64url') })))
    .onConflictDoNothing({ target: serverSecrets.name });
  const rows = await db
    .select({ name: serverSecrets.name, value: serverSecrets.value })
    .from(serverSecrets)
    .where(inArray(serverSecrets.name, [...names]));
  return new Map(rows.map((row) => [row.name, Buffer.from(row.value, 'base64url')]));
}
