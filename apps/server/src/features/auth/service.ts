import {
  AUTH_MESSAGES,
  EXPERIMENT_CODES,
  type TAgencySettings,
  type TSession,
  type TStateCode,
  type TUserAgency,
} from '@portal/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyMemberships, userExperiments } from '../../db/schema/index';
import { effectiveAgencySettings } from '../../domain/agency-settings';
import { notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordAudit } from '../../plugins/audit';
import type { ComplianceSystems } from '../../plugins/compliance-systems';
import type { SignedInSession } from '../../plugins/signed-in';
import {
  agencySystemState,
  createSession,
  revokeSession,
  type PortalSession,
} from '../../plugins/session-store';
import type { AuthDeps } from './login-service';

type AgencySession = SignedInSession;

/** The session as the web sees it. */
export function toSessionDto(session: PortalSession, systems: ComplianceSystems): TSession {
  return {
    sessionId: String(session.id),
    complianceUserId: session.userId,
    complianceAgencyId: session.agencyId ?? 0,
    // The agency's own state's system (its legacy pages); the one that signed the user in keeps
    // the sign-in, so switch-back and relogin go there.
    complianceSystemUrl: systems.url(agencySystemState(session)) ?? '',
    signInSystemUrl: systems.url(session.stateCode) ?? '',
    requiresRelogin: session.requiresRelogin,
    isImpersonating: session.impersonatorUserId !== null,
    originalComplianceUserId: session.impersonatorUserId,
    complianceUserName: session.userName,
    complianceAgencyName: session.agencyName ?? '',
    complianceAgencyState: session.agencyState ?? session.stateCode,
    isComplianceAgencyUserMaster: session.isMaster,
  };
}

/** The user's agencies, the current one first, then by name. */
export async function listAgencies(db: Db, session: AgencySession): Promise<TUserAgency[]> {
  const rows = await db
    .select({
      complianceAgencyId: agencies.id,
      complianceAgencyName: agencies.name,
      complianceAgencyState: agencies.stateCode,
    })
    .from(agencyMemberships)
    .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
    .where(
      and(eq(agencyMemberships.userId, session.userId), isNull(agencyMemberships.deactivatedAt)),
    )
    .orderBy(desc(sql`${agencies.id} = ${session.agencyId}`), asc(agencies.name), asc(agencies.id));
  return rows.map((row) => ({
    ...row,
    complianceAgencyState: row.complianceAgencyState as TStateCode,
  }));
}

/**
 * PUT /v1/auth/agencies: a new session (new cookie) for another of the user's agencies; the old
 * one ends. Impersonation, the compliance session and the sign-in's hard limit carry over.
 */
export async function switchAgency(
  deps: AuthDeps,
  session: AgencySession,
  agencyId: number,
  userAgent: string | null,
): Promise<string> {
  // An id no integer column can hold names no agency (PostgreSQL would refuse the comparison).
  if (!isStoredId(agencyId)) throw notFound(AUTH_MESSAGES.failedToSwitchAgency);
  const [membership] = await deps.db
    .select({ id: agencyMemberships.id })
    .from(agencyMemberships)
    .where(
      and(
        eq(agencyMemberships.userId, session.userId),
        eq(agencyMemberships.agencyId, agencyId),
        isNull(agencyMemberships.deactivatedAt),
      ),
    );
  // Not a member answers exactly as a missing agency does.
  if (!membership) throw notFound(AUTH_MESSAGES.failedToSwitchAgency);

  return deps.db.transaction(async (tx) => {
    await revokeSession(tx, session.id, 'REPLACED');
    const created = await createSession(
      tx,
      {
        userId: session.userId,
        agencyId,
        impersonatorUserId: session.impersonatorUserId,
        complianceSessionId: session.complianceSessionId,
        stateCode: session.stateCode,
        userAgent,
        replacesSessionId: session.id,
      },
      deps.timeouts,
    );
    await recordAudit(tx, {
      agencyId,
      actorUserId: session.userId,
      impersonatorUserId: session.impersonatorUserId,
      action: 'auth.switch-agency',
      target: `session:${created.id}`,
      detail: { fromAgencyId: session.agencyId, fromSessionId: session.id },
    });
    return created.token;
  });
}

/** Every known experiment, on or off for the user (off unless switched on). */
export async function activeExperiments(db: Db, userId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ code: userExperiments.experimentCode, enabled: userExperiments.enabled })
    .from(userExperiments)
    .where(eq(userExperiments.userId, userId));
  const on = new Map(rows.map((row) => [row.code, row.enabled]));
  return Object.fromEntries(EXPERIMENT_CODES.map((code) => [code, on.get(code) ?? false]));
}

/** The session's agency settings as they apply to this user (their own choices first). */
export async function agencySettings(db: Db, session: AgencySession): Promise<TAgencySettings> {
  const settings = await effectiveAgencySettings(db, session);
  if (!settings) throw notFound(AUTH_MESSAGES.noUserSession);
  return settings;
}
