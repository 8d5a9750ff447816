import type { TStateCode } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { AgencyTx, Db } from '../db/client';
import {
  agencies,
  agencyMemberships,
  sessions,
  users,
  type SessionRevokedReason,
} from '../db/schema/index';
import { randomToken, sha256Hex } from '../lib/tokens';

/** The portal's sessions in PostgreSQL: the cookie holds a random token, the table its hash. */

type Queryable = Db | AgencyTx;

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteHours: number;
  /** How long a looked-up session is reused in this process (0 or absent: never). */
  cacheMs?: number;
}

/** A live session as the request sees it. */
export interface PortalSession {
  id: number;
  userId: number;
  userName: string;
  agencyId: number | null;
  agencyName: string | null;
  agencyState: TStateCode | null;
  isMaster: boolean;
  /** The provider staff member viewing the portal as `userId`. */
  impersonatorUserId: number | null;
  complianceSessionId: string | null;
  /** The state whose compliance system signed the user in. */
  stateCode: TStateCode;
  /**
   * The session may no longer be used: the user was disabled, lost the agency (or was
   * deactivated in it), or the staff member switched back. Only the session call answers it; every other call gets 401.
   */
  requiresRelogin: boolean;
  /** Set when the request carries an API key (plugins/api-key-store.ts): read-only, never master. */
  apiKeyId?: number;
}

/**
 * The state whose compliance system holds the session's agency: the agency's own, whichever
 * state's system signed the user in (a portfolio switch may cross states). Its legacy pages and
 * quote approvals are served there; only sign-in, switch-back and logout stay with `stateCode`.
 */
export const agencySystemState = (session: Pick<PortalSession, 'agencyState' | 'stateCode'>) =>
  session.agencyState ?? session.stateCode;

/** 32 random bytes in base64url: anything else is not one of our cookies. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Writes last_seen_at (and pushes the idle expiry) at most this often per session. */
const TOUCH_EVERY = sql`interval '1 minute'`;

const impersonators = alias(users, 'impersonators');

/**
 * Recently looked-up sessions by token hash, shared by the app instances of this process (they
 * read one database): every API request looks its session up, and most come in bursts (a page
 * makes several calls), so a short reuse takes a database round trip off nearly all of them.
 * An entry lasts `cacheMs` or until the session's own expiry, whichever is sooner (its own ttl,
 * never renewed by a read); beyond 10,000 the least recently used goes; revoking a session here
 * forgets it at once. Unknown tokens are not kept, so guessing cannot fill it.
 */
const recent = new LRUCache<string, PortalSession>({ max: 10_000 });

/**
 * Sessions revoked lately, which none may be kept for KEEP_OUT_MS: a revocation runs inside its
 * transaction, so a request in between could read the session still live and keep it. Each
 * entry goes when its time is up, however many there are.
 */
const KEEP_OUT_MS = 10_000;
const revokedLately = new LRUCache<number, true>({ ttl: KEEP_OUT_MS, ttlAutopurge: true });

function remember(hash: string, session: PortalSession, ttlMs: number): void {
  // A ttl of 0 would keep it for ever.
  if (ttlMs < 1 || revokedLately.has(session.id)) return;
  recent.set(hash, session, { ttl: ttlMs });
}

/** Forgets the sessions of `ids` in this process (their next request reads the database). */
function forgetSessions(ids: readonly number[]): void {
  if (ids.length === 0) return;
  for (const id of ids) revokedLately.set(id, true);
  if (recent.size === 0) return;
  const gone = new Set(ids);
  const hashes: string[] = [];
  recent.forEach((session, hash) => {
    if (gone.has(session.id)) hashes.push(hash);
  });
  for (const hash of hashes) recent.delete(hash);
}

export async function findSession(
  db: Db,
  token: string,
  timeouts: SessionTimeouts,
): Promise<PortalSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = sha256Hex(token);
  const cacheMs = timeouts.cacheMs ?? 0;
  if (cacheMs > 0) {
    const known = recent.get(hash);
    if (known) return known;
  }
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      agencyId: sessions.agencyId,
      impersonatorUserId: sessions.impersonatorUserId,
      complianceSessionId: sessions.complianceSessionId,
      stateCode: sessions.stateCode,
      revokedReason: sessions.revokedReason,
      revoked: sql<boolean>`${sessions.revokedAt} is not null`,
      live: sql<boolean>`${sessions.expiresAt} > now() and ${sessions.absoluteExpiresAt} > now()`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${TOUCH_EVERY}`,
      /** Milliseconds until the session expires (idle or absolute), by the database's clock. */
      msLeft:
        sql<number>`extract(epoch from least(${sessions.expiresAt}, ${sessions.absoluteExpiresAt}) - now()) * 1000`.mapWith(
          Number,
        ),
      userName: users.displayName,
      userDisabled: users.disabled,
      agencyName: agencies.name,
      agencyState: agencies.stateCode,
      membershipId: agencyMemberships.id,
      deactivated: sql<boolean>`${agencyMemberships.deactivatedAt} is not null`,
      isMaster: agencyMemberships.isMaster,
      impersonatorDisabled: impersonators.disabled,
      impersonatorIsStaff: impersonators.isProviderStaff,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agencies, eq(agencies.id, sessions.agencyId))
    .leftJoin(
      agencyMemberships,
      and(
        eq(agencyMemberships.userId, sessions.userId),
        eq(agencyMemberships.agencyId, sessions.agencyId),
      ),
    )
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorUserId))
    .where(eq(sessions.tokenHash, hash));

  if (!row?.live) return null;
  const switchedBack = row.revoked && row.revokedReason === 'SWITCH_BACK';
  if (row.revoked && !switchedBack) return null;

  const impersonatorGone =
    row.impersonatorUserId !== null &&
    (row.impersonatorDisabled !== false || !row.impersonatorIsStaff);
  const requiresRelogin =
    switchedBack ||
    row.userDisabled ||
    row.membershipId === null ||
    row.deactivated === true ||
    impersonatorGone;

  if (row.stale && !row.revoked) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: sql`now()`,
        expiresAt: sql`least(now() + make_interval(mins => ${timeouts.idleMinutes}), ${sessions.absoluteExpiresAt})`,
      })
      .where(eq(sessions.id, row.id));
  }

  const session: PortalSession = {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    agencyState: row.agencyState as TStateCode | null,
    isMaster: row.isMaster ?? false,
    impersonatorUserId: row.impersonatorUserId,
    complianceSessionId: row.complianceSessionId,
    stateCode: row.stateCode as TStateCode,
    requiresRelogin,
  };
  if (cacheMs > 0) remember(hash, session, Math.floor(Math.min(cacheMs, row.msLeft)));
  return session;
}

export interface NewSession {
  userId: number;
  agencyId: number;
  impersonatorUserId: number | null;
  complianceSessionId: string | null;
  stateCode: TStateCode;
  userAgent: string | null;
  /** A switch keeps this session's hard limit, so switching never extends a sign-in. */
  replacesSessionId?: number;
}

/** A new session; returns the cookie's token (shown once, never stored) and the row id. */
export async function createSession(
  db: Queryable,
  session: NewSession,
  timeouts: SessionTimeouts,
): Promise<{ token: string; id: number }> {
  const token = randomToken(32);
  const absolute = session.replacesSessionId
    ? sql`(select s.absolute_expires_at from sessions s where s.id = ${session.replacesSessionId})`
    : sql`now() + make_interval(hours => ${timeouts.absoluteHours})`;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      userId: session.userId,
      agencyId: session.agencyId,
      impersonatorUserId: session.impersonatorUserId,
      complianceSessionId: session.complianceSessionId,
      stateCode: session.stateCode,
      userAgent: session.userAgent?.slice(0, 500) ?? null,
      expiresAt: sql`least(now() + make_interval(mins => ${timeouts.idleMinutes}), ${absolute})`,
      absoluteExpiresAt: absolute,
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id };
}

export async function revokeSession(
  db: Queryable,
  id: number,
  reason: SessionRevokedReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  forgetSessions([id]);
}

/** Ends every portal session a compliance system's session made; returns how many. */
export async function revokeComplianceSessions(
  db: Queryable,
  state: TStateCode,
  complianceSessionId: string,
  reason: SessionRevokedReason,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.stateCode, state),
        eq(sessions.complianceSessionId, complianceSessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  forgetSessions(ended.map((row) => row.id));
  return ended.length;
}

/**
 * Ends a user's sessions in one agency (theirs and staff's viewing as them): a master user
 * deactivated them. Returns how many.
 */
export async function revokeMemberSessions(
  db: Queryable,
  userId: number,
  agencyId: number,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'DEACTIVATED' })
    .where(
      and(eq(sessions.userId, userId), eq(sessions.agencyId, agencyId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  forgetSessions(ended.map((row) => row.id));
  return ended.length;
}
