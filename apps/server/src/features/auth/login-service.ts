import { AUTH_MESSAGES, DEFAULT_STATE, type TStateCode } from '@portal/contracts';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyMemberships, loginTokens, users } from '../../db/schema/index';
import { unauthenticated } from '../../lib/errors';
import { issuingState, verifySignInToken, type SignInClaims } from '../../lib/sign-in-token';
import { recordAudit } from '../../plugins/audit';
import type { ComplianceSystems } from '../../plugins/compliance-systems';
import {
  createSession,
  revokeSession,
  type PortalSession,
  type SessionTimeouts,
} from '../../plugins/session-store';

export interface AuthDeps {
  db: Db;
  systems: ComplianceSystems;
  timeouts: SessionTimeouts;
}

export interface LoginInput {
  authToken: string;
  complianceSystemSessionId: string;
  isImpersonating: boolean;
  originalComplianceUserId?: number | null;
}

// Every refusal looks the same to the caller: which check failed is only logged. The one
// exception: a sign-in that reached another browser says so, so its user knows to start again.
class LoginRefused extends Error {
  constructor(
    why: string,
    readonly answer: string = AUTH_MESSAGES.failedToLogin,
  ) {
    super(why);
  }
}

function refuse(why: string, answer?: string): never {
  throw new LoginRefused(why, answer);
}

/** The agency the token names, or the user's first in the issuing state; it must be theirs. */
async function agencyFor(
  db: Db,
  userId: number,
  agencyId: number | null,
  state: TStateCode,
): Promise<number> {
  const [membership] = await db
    .select({ agencyId: agencyMemberships.agencyId })
    .from(agencyMemberships)
    .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
    .where(
      and(
        eq(agencyMemberships.userId, userId),
        isNull(agencyMemberships.deactivatedAt),
        agencyId === null ? eq(agencies.stateCode, state) : eq(agencies.id, agencyId),
      ),
    )
    .orderBy(asc(agencies.name), asc(agencies.id))
    .limit(1);
  return membership?.agencyId ?? refuse('no membership of the agency');
}

async function checkPeople(db: Db, claims: SignInClaims): Promise<void> {
  const [user] = await db
    .select({ disabled: users.disabled })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.disabled) refuse('unknown or disabled user');
  if (claims.impersonatorUserId !== null) {
    const [staff] = await db
      .select({ disabled: users.disabled, isStaff: users.isProviderStaff })
      .from(users)
      .where(eq(users.id, claims.impersonatorUserId));
    if (!staff || staff.disabled || !staff.isStaff) refuse('impersonator is not active staff');
  }
}

async function isSpent(db: Db, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginTokens.id })
    .from(loginTokens)
    .where(and(eq(loginTokens.jti, jti), isNotNull(loginTokens.usedAt)));
  return row !== undefined;
}

/**
 * Marks the token's jti used. The built-in systems record it when issuing; an external
 * system's first use inserts it. Only one caller ever sees a row come back.
 */
async function redeem(
  db: Db,
  state: TStateCode,
  claims: SignInClaims,
  agencyId: number,
): Promise<void> {
  const used = await db
    .insert(loginTokens)
    .values({
      jti: claims.jti,
      userId: claims.userId,
      agencyId,
      impersonatorUserId: claims.impersonatorUserId,
      stateCode: state,
      expiresAt: claims.expiresAt,
      usedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: loginTokens.jti,
      set: { usedAt: sql`now()` },
      setWhere: sql`${loginTokens.usedAt} is null`,
    })
    .returning({ id: loginTokens.id });
  if (used.length === 0) refuse('token already used');
}

/**
 * POST /v1/auth/login: checks the compliance system's token against what the callback passed
 * on, then opens a new session (ending the browser's previous one). Returns the cookie token.
 */
export async function loginWithToken(
  deps: AuthDeps,
  input: LoginInput,
  context: {
    /** What this browser's sign-in cookie stands for (plugins/sign-in-binding.ts). */
    binding: string | null;
    previous: PortalSession | null;
    userAgent: string | null;
    log: (why: string) => void;
  },
): Promise<string> {
  try {
    const state = issuingState(input.authToken) ?? refuse('unknown issuer');
    if (!deps.systems.url(state)) refuse('state has no system');
    const claims =
      (await verifySignInToken(input.authToken, state, deps.systems.key(state))) ??
      refuse('signature, audience or times do not hold');
    // A replay is a failed login, whether or not this browser still holds the binding.
    if (await isSpent(deps.db, claims.jti)) refuse('token already used');
    // The built-in systems bind every token to the browser that signed in; so may an external one.
    if (claims.nonce !== null || deps.systems.isBuiltIn(state)) {
      if (claims.nonce === null || claims.nonce !== context.binding) {
        refuse(
          context.binding ? 'bound to another browser' : 'no sign-in binding in this browser',
          AUTH_MESSAGES.signInFromAnotherBrowser,
        );
      }
    }
    if (claims.complianceSessionId !== input.complianceSystemSessionId) {
      refuse('compliance session id differs');
    }
    if (input.isImpersonating !== (claims.impersonatorUserId !== null)) {
      refuse('impersonation flag differs');
    }
    if ((input.originalComplianceUserId ?? null) !== claims.impersonatorUserId) {
      refuse('original user differs');
    }
    await checkPeople(deps.db, claims);
    const agencyId = await agencyFor(deps.db, claims.userId, claims.agencyId, state);
    await redeem(deps.db, state, claims, agencyId);

    return await deps.db.transaction(async (tx) => {
      if (context.previous) await revokeSession(tx, context.previous.id, 'REPLACED');
      const created = await createSession(
        tx,
        {
          userId: claims.userId,
          agencyId,
          impersonatorUserId: claims.impersonatorUserId,
          complianceSessionId: claims.complianceSessionId,
          stateCode: state,
          userAgent: context.userAgent,
        },
        deps.timeouts,
      );
      if (claims.impersonatorUserId === null) {
        await tx
          .update(users)
          .set({ lastLoginAt: sql`now()` })
          .where(eq(users.id, claims.userId));
      }
      await recordAudit(tx, {
        agencyId,
        actorUserId: claims.userId,
        impersonatorUserId: claims.impersonatorUserId,
        action: 'auth.login',
        target: `session:${created.id}`,
        detail: { state, complianceSessionId: claims.complianceSessionId },
      });
      return created.token;
    });
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    context.log(error.message);
    throw unauthenticated(error.answer);
  }
}

/**
 * POST /v1/auth/logout: ends the session (if any) and says where the browser goes next: the
 * signing-in system's logout page, so its own sign-in ends too.
 */
export async function logout(deps: AuthDeps, session: PortalSession | null): Promise<string> {
  if (session) {
    await deps.db.transaction(async (tx) => {
      await revokeSession(tx, session.id, 'LOGOUT');
      await recordAudit(tx, {
        agencyId: session.agencyId,
        actorUserId: session.userId,
        impersonatorUserId: session.impersonatorUserId,
        action: 'auth.logout',
        target: `session:${session.id}`,
      });
    });
  }
  const state = session?.stateCode ?? DEFAULT_STATE;
  return deps.systems.logoutUrl(state) ?? deps.systems.portalUrl('/auth/login');
}
