import type { TStateCode } from '@portal/contracts';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';

/**
 * Failed password sign-ins are limited per username (guessing one account's password) and per
 * address (trying many accounts), counted in PostgreSQL so all replicas share the count. A
 * blocked attempt is not counted, so the block lifts a window after the last real failure.
 */
const LOGIN_LIMITS = {
  perUsername: 5,
  perIp: 20,
  windowMinutes: 15,
} as const;

const WINDOW = sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;

const normaliseUsername = (username: string) => username.trim().toLowerCase();

export async function isThrottled(db: Db, username: string, ip: string): Promise<boolean> {
  const name = normaliseUsername(username);
  const [counts] = await db
    .select({
      byName: sql<number>`count(*) filter (where ${loginAttempts.username} = ${name})::int`,
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})::int`,
    })
    .from(loginAttempts)
    .where(
      sql`${loginAttempts.at} > ${WINDOW} and (${or(
        eq(loginAttempts.username, name),
        eq(loginAttempts.ip, ip),
      )})`,
    );
  return (
    (counts?.byName ?? 0) >= LOGIN_LIMITS.perUsername || (counts?.byIp ?? 0) >= LOGIN_LIMITS.perIp
  );
}

export async function recordFailure(
  db: Db,
  username: string,
  ip: string,
  state: TStateCode,
): Promise<void> {
  await db.insert(loginAttempts).values({
    username: normaliseUsername(username).slice(0, 200),
    ip,
    stateCode: state,
  });
}

/** A successful sign-in forgives the account's earlier failures (not the address's). */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, normaliseUsername(username)));
}

export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
}
