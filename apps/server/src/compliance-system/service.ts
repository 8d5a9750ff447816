import { AUTH_PARAMS, type TStateCode } from '@portal/contracts';
import { and, asc, eq, gt, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyTx, Db } from '../db/client';
import {
  agencies,
  agencyMemberships,
  complianceSessions,
  loginTokens,
  sessions,
  users,
} from '../db/schema/index';
import { hashPassword, verifyPassword } from '../lib/password';
import { issueSignInToken } from '../lib/sign-in-token';
import { randomToken, sha256Hex } from '../lib/tokens';
import { recordAudit } from '../plugins/audit';
import type { ComplianceSystems } from '../plugins/compliance-systems';
import { revokeComplianceSessions, type SessionTimeouts } from '../plugins/session-store';
import { pruneAttempts } from './attempts';
import type { ViewAsPerson } from './pages';

type Queryable = Db | AgencyTx;

export interface SystemDeps {
  db: Db;
  systems: ComplianceSystems;
  timeouts: SessionTimeouts;
}

export interface SignInUser {
  id: number;
  displayName: string;
  isProviderStaff: boolean;
  disabled: boolean;
}

// Unknown usernames still cost one scrypt, so timing does not tell which usernames exist.
let decoyHash: Promise<string> | null = null;

/** The user whose password this is; null for a wrong username or password. */
export async function checkPassword(
  db: Db,
  username: string,
  password: string,
): Promise<SignInUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      isProviderStaff: users.isProviderStaff,
      disabled: users.disabled,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  decoyHash ??= hashPassword('decoy password for unknown users');
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) return null;
  const { passwordHash: _, ...rest } = user;
  return rest;
}

/** The user's first agency (by name) in the state; null when they have none there. */
export async function agencyInState(
  db: Db,
  userId: number,
  state: TStateCode,
): Promise<number | null> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencyMemberships)
    .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
    .where(
      and(
        eq(agencyMemberships.userId, userId),
        eq(agencies.stateCode, state),
        isNull(agencyMemberships.deactivatedAt),
      ),
    )
    .orderBy(asc(agencies.name), asc(agencies.id))
    .limit(1);
  return row?.id ?? null;
}

/** A live sign-in to one state's system, from its cookie. */
export interface SystemSession {
  id: number;
  publicId: string;
  userId: number;
  userName: string;
  isProviderStaff: boolean;
  impersonatedUserId: number | null;
  impersonatedName: string | null;
}

const impersonated = alias(users, 'impersonated');

export async function findSystemSession(
  db: Db,
  state: TStateCode,
  token: string,
): Promise<SystemSession | null> {
  const [row] = await db
    .select({
      id: complianceSessions.id,
      publicId: complianceSessions.publicId,
      userId: complianceSessions.userId,
      userName: users.displayName,
      isProviderStaff: users.isProviderStaff,
      impersonatedUserId: complianceSessions.impersonatedUserId,
      impersonatedName: impersonated.displayName,
    })
    .from(complianceSessions)
    .innerJoin(users, eq(users.id, complianceSessions.userId))
    .leftJoin(impersonated, eq(impersonated.id, complianceSessions.impersonatedUserId))
    .where(
      and(
        eq(complianceSessions.tokenHash, sha256Hex(token)),
        eq(complianceSessions.stateCode, state),
        isNull(complianceSessions.endedAt),
        gt(complianceSessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    );
  return row ?? null;
}

/** A new sign-in row; returns the cookie's token and the id the portal is told. */
async function startSystemSession(
  db: Queryable,
  deps: SystemDeps,
  state: TStateCode,
  userId: number,
  impersonatedUserId: number | null = null,
): Promise<{ token: string; publicId: string }> {
  const token = randomToken(32);
  const publicId = randomToken(18);
  await db.insert(complianceSessions).values({
    publicId,
    tokenHash: sha256Hex(token),
    stateCode: state,
    userId,
    impersonatedUserId,
    expiresAt: sql`now() + make_interval(hours => ${deps.timeouts.absoluteHours})`,
  });
  return { token, publicId };
}

async function endSystemSession(db: Queryable, id: number): Promise<void> {
  await db
    .update(complianceSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(complianceSessions.id, id), isNull(complianceSessions.endedAt)));
}

/**
 * A new sign-in replacing the browser's previous one (a password sign-in, or a staff member's
 * choice of whom to view as): a fresh cookie every time the identity changes.
 */
export async function replaceSystemSession(
  deps: SystemDeps,
  state: TStateCode,
  change: {
    previous: SystemSession | null;
    userId: number;
    impersonatedUserId: number | null;
    agencyId: number | null;
    action: 'sign-in' | 'impersonation.start';
  },
): Promise<{ token: string; publicId: string }> {
  return deps.db.transaction(async (tx) => {
    if (change.previous) await endSystemSession(tx, change.previous.id);
    const next = await startSystemSession(
      tx,
      deps,
      state,
      change.userId,
      change.impersonatedUserId,
    );
    if (change.action === 'sign-in') {
      await tx
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, change.userId));
    }
    const impersonating = change.impersonatedUserId !== null;
    await recordAudit(tx, {
      agencyId: change.agencyId,
      actorUserId: impersonating ? change.impersonatedUserId : change.userId,
      impersonatorUserId: impersonating ? change.userId : null,
      action: `compliance-system.${change.action}`,
      target: `compliance-session:${next.publicId}`,
      detail: { state },
    });
    return next;
  });
}

/**
 * Signs out of the state's system. The portal sessions made from this sign-in end too, so
 * signing out here signs out everywhere.
 */
export async function signOutOfSystem(
  deps: SystemDeps,
  state: TStateCode,
  current: SystemSession,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await endSystemSession(tx, current.id);
    await revokeComplianceSessions(tx, state, current.publicId, 'COMPLIANCE_LOGOUT');
  });
}

/**
 * Ends a staff member's view as another user: that compliance session ends, and with it every
 * portal session made from it (they answer requiresRelogin). The staff member keeps a fresh
 * sign-in of their own; returns its cookie token.
 */
export async function switchBack(
  deps: SystemDeps,
  state: TStateCode,
  current: SystemSession,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    await endSystemSession(tx, current.id);
    const ended = await revokeComplianceSessions(tx, state, current.publicId, 'SWITCH_BACK');
    const next = await startSystemSession(tx, deps, state, current.userId);
    await recordAudit(tx, {
      agencyId: null,
      actorUserId: current.impersonatedUserId,
      impersonatorUserId: current.userId,
      action: 'impersonation.end',
      target: `compliance-session:${current.publicId}`,
      detail: { state, portalSessionsEnded: ended },
    });
    return next.token;
  });
}

/** Without the system's cookie: the browser's own impersonated portal session still ends. */
export async function switchBackPortalSession(
  db: Db,
  state: TStateCode,
  portalTokenHash: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'SWITCH_BACK' })
    .where(
      and(
        eq(sessions.tokenHash, portalTokenHash),
        eq(sessions.stateCode, state),
        sql`${sessions.impersonatorUserId} is not null`,
        isNull(sessions.revokedAt),
      ),
    );
}

/** Agency users of the state's agencies a staff member may view the portal as. */
const PERSON_COLUMNS = {
  userId: users.id,
  name: users.displayName,
  username: users.username,
  agencyId: agencies.id,
  agencyName: agencies.name,
};

/** Who staff may view the portal as: active agency users of an agency in this state. */
const viewableIn = (state: TStateCode) =>
  and(
    eq(agencies.stateCode, state),
    eq(users.isProviderStaff, false),
    eq(users.disabled, false),
    isNull(agencyMemberships.deactivatedAt),
  );

export async function findPeople(
  db: Db,
  state: TStateCode,
  query: string,
  limit: number,
): Promise<{ people: ViewAsPerson[]; hasMore: boolean }> {
  const text = query.trim();
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(PERSON_COLUMNS)
    .from(agencyMemberships)
    .innerJoin(users, eq(users.id, agencyMemberships.userId))
    .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
    .where(
      and(
        viewableIn(state),
        text
          ? or(
              ilike(users.displayName, pattern),
              ilike(users.username, pattern),
              ilike(agencies.name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(agencies.name), asc(users.id))
    .limit(limit + 1);
  return { people: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** The agency user a staff member chose, if they may be viewed as in this state's agency. */
export async function findPerson(
  db: Db,
  state: TStateCode,
  userId: number,
  agencyId: number,
): Promise<ViewAsPerson | null> {
  const [row] = await db
    .select(PERSON_COLUMNS)
    .from(agencyMemberships)
    .innerJoin(users, eq(users.id, agencyMemberships.userId))
    .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
    .where(
      and(
        eq(agencyMemberships.userId, userId),
        eq(agencyMemberships.agencyId, agencyId),
        viewableIn(state),
      ),
    );
  return row ?? null;
}

/**
 * Issues the single-use sign-in token (recorded so it can be redeemed once) and returns the
 * portal's /auth/callback URL carrying it.
 */
export async function callbackUrl(
  deps: SystemDeps,
  state: TStateCode,
  grant: {
    userId: number;
    agencyId: number;
    complianceSessionId: string;
    impersonatorUserId: number | null;
    /** The browser's sign-in binding (plugins/sign-in-binding.ts). */
    nonce: string;
    returnState: string | null;
  },
): Promise<string> {
  const issued = await issueSignInToken(state, deps.systems.key(state), grant);
  await deps.db.insert(loginTokens).values({
    jti: issued.jti,
    userId: grant.userId,
    agencyId: grant.agencyId,
    impersonatorUserId: grant.impersonatorUserId,
    stateCode: state,
    expiresAt: issued.expiresAt,
  });
  const params = new URLSearchParams({ [AUTH_PARAMS.token]: issued.token });
  if (grant.returnState) params.set(AUTH_PARAMS.state, grant.returnState);
  params.set(AUTH_PARAMS.complianceSessionId, grant.complianceSessionId);
  if (grant.impersonatorUserId !== null) {
    params.set(AUTH_PARAMS.impersonating, '1');
    params.set(AUTH_PARAMS.originalUserId, String(grant.impersonatorUserId));
  }
  return `${deps.systems.portalUrl('/auth/callback')}?${params.toString()}`;
}

/** Rows that have outlived their use by a day: old failures, tokens, sessions, sign-ins. */
export async function pruneSignInData(db: Db): Promise<void> {
  await pruneAttempts(db);
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(loginTokens).where(lt(loginTokens.expiresAt, dayAgo));
  await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, dayAgo));
  await db
    .delete(complianceSessions)
    .where(or(lt(complianceSessions.expiresAt, dayAgo), lt(complianceSessions.endedAt, dayAgo)));
}
