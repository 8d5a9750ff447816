import {
  INVITATION_EXPIRY_DAYS,
  STATES,
  USER_MESSAGES,
  type TAgencyInvitation,
  type TAgencyUser,
  type TAgencyUserRole,
  type TAgencyUsers,
  type TInviteUser,
  type TUpdateAgencyUser,
} from '@portal/contracts';
import { and, asc, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  agencies,
  agencyMemberships,
  propertyManagers,
  userInvitations,
  users,
} from '../../db/schema/index';
import type { ProviderIdentity } from '../../domain/provider-identity';
import { invitationHtml } from '../../email/email-html';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { recordScopedAudit } from '../../plugins/audit';
import type { Mail } from '../../plugins/mailer';
import { revokeMemberSessions } from '../../plugins/session-store';
import type { AgencyScope } from '../../plugins/signed-in';

/** Manage users (master users only): the agency's users, invitations, roles and access. */

const roleOf = (isMaster: boolean): TAgencyUserRole => (isMaster ? 'master' : 'standard');

/** Only master users manage users; the session's flag is re-read under the lock for changes. */
function mustBeMaster(scope: AgencyScope): void {
  if (!scope.isMaster) throw forbidden(USER_MESSAGES.cannotManageUsers);
}

/** The start of the user's latest own sign-in (staff viewing as them do not count). */
const lastSignIn = sql<Date | null>`(
  select max(s.created_at) from sessions s
  where s.user_id = ${users.id} and s.impersonator_user_id is null)`;

async function selectUsers(tx: AgencyTx, scope: AgencyScope, where?: SQL): Promise<TAgencyUser[]> {
  // property_managers is agency-owned, so the join needs the agency's transaction.
  const rows = await tx
    .select({
      userId: users.id,
      name: users.displayName,
      username: users.username,
      email: users.email,
      isMaster: agencyMemberships.isMaster,
      deactivatedAt: agencyMemberships.deactivatedAt,
      isDisabled: users.disabled,
      propertyManagerName: propertyManagers.name,
      lastSignInAt: lastSignIn,
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
    .where(and(eq(agencyMemberships.agencyId, scope.agencyId), where))
    .orderBy(desc(agencyMemberships.isMaster), asc(users.displayName), asc(users.id));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    username: row.username,
    email: row.email,
    role: roleOf(row.isMaster),
    state: row.deactivatedAt ? 'deactivated' : 'active',
    isDisabled: row.isDisabled,
    propertyManagerName: row.propertyManagerName,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    isYou: row.userId === scope.userId,
  }));
}

/** Invitations whose link still works: not accepted, not replaced, not expired. */
const pendingInvitation = (agencyId: number) =>
  and(
    eq(userInvitations.agencyId, agencyId),
    isNull(userInvitations.acceptedAt),
    isNull(userInvitations.replacedAt),
    gt(userInvitations.expiresAt, sql`now()`),
  );

const INVITATION_COLUMNS = {
  invitationId: userInvitations.id,
  email: userInvitations.email,
  isMaster: userInvitations.isMaster,
  invitedAt: userInvitations.createdAt,
  expiresAt: userInvitations.expiresAt,
  invitedByName: users.displayName,
};

const toInvitation = (row: {
  invitationId: number;
  email: string;
  isMaster: boolean;
  invitedAt: Date;
  expiresAt: Date;
  invitedByName: string | null;
}): TAgencyInvitation => ({
  invitationId: row.invitationId,
  email: row.email,
  role: roleOf(row.isMaster),
  invitedAt: row.invitedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  invitedByName: row.invitedByName,
});

/** GET /v1/agency/users. */
export async function listAgencyUsers(
  database: Database,
  scope: AgencyScope,
): Promise<TAgencyUsers> {
  mustBeMaster(scope);
  return database.withAgency(scope.agencyId, async (tx) => {
    const invitations = await tx
      .select(INVITATION_COLUMNS)
      .from(userInvitations)
      .leftJoin(users, eq(users.id, userInvitations.invitedBy))
      .where(pendingInvitation(scope.agencyId))
      .orderBy(desc(userInvitations.createdAt), desc(userInvitations.id));
    return { users: await selectUsers(tx, scope), invitations: invitations.map(toInvitation) };
  });
}

/**
 * Serialises the agency's user management (every change takes the agency's row first), and
 * checks the actor is still an active master user: the session's flag may be a moment old.
 */
async function lockAsMaster(tx: AgencyTx, scope: AgencyScope) {
  const [agency] = await tx
    .select({ name: agencies.name, stateCode: agencies.stateCode })
    .from(agencies)
    .where(eq(agencies.id, scope.agencyId))
    .for('update');
  const [actor] = await tx
    .select({ name: users.displayName })
    .from(agencyMemberships)
    .innerJoin(users, eq(users.id, agencyMemberships.userId))
    .where(
      and(
        eq(agencyMemberships.agencyId, scope.agencyId),
        eq(agencyMemberships.userId, scope.userId),
        eq(agencyMemberships.isMaster, true),
        isNull(agencyMemberships.deactivatedAt),
      ),
    );
  if (!agency || !actor) throw forbidden(USER_MESSAGES.cannotManageUsers);
  return { agency, actorName: actor.name };
}

export interface InvitationContext {
  /** The portal's public address: the link is read outside the portal. */
  publicUrl: string;
  provider: ProviderIdentity;
}

/** POST /v1/agency/invitations. */
export async function inviteUser(
  database: Database,
  mail: Mail,
  scope: AgencyScope,
  body: TInviteUser,
  context: InvitationContext,
): Promise<TAgencyInvitation> {
  mustBeMaster(scope);
  const email = body.email.trim();
  const sameEmail = (column: typeof users.email | typeof userInvitations.email) =>
    sql`lower(${column}) = ${email.toLowerCase()}`;
  return database.withAgency(scope.agencyId, async (tx) => {
    const { agency, actorName } = await lockAsMaster(tx, scope);
    const [member] = await tx
      .select({ userId: users.id })
      .from(agencyMemberships)
      .innerJoin(users, eq(users.id, agencyMemberships.userId))
      .where(and(eq(agencyMemberships.agencyId, scope.agencyId), sameEmail(users.email)));
    if (member) throw conflict(USER_MESSAGES.alreadyMember(email));

    // A new invitation to the address replaces the earlier link.
    await tx
      .update(userInvitations)
      .set({ replacedAt: sql`now()` })
      .where(and(pendingInvitation(scope.agencyId), sameEmail(userInvitations.email)));
    const token = randomToken(32);
    const [row] = await tx
      .insert(userInvitations)
      .values({
        agencyId: scope.agencyId,
        email,
        isMaster: body.role === 'master',
        tokenHash: sha256Hex(token),
        invitedBy: scope.userId,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_EXPIRY_DAYS})`,
      })
      .returning({
        invitationId: userInvitations.id,
        email: userInvitations.email,
        isMaster: userInvitations.isMaster,
        invitedAt: userInvitations.createdAt,
        expiresAt: userInvitations.expiresAt,
      });
    const invitation = toInvitation({ ...row!, invitedByName: actorName });

    const state = STATES.find((candidate) => candidate.code === agency.stateCode)!;
    const link = `${context.publicUrl}/cs/${state.shortName}/invitations/${token}`;
    await mail.queue(tx, {
      agencyId: scope.agencyId,
      messageType: 'USER_INVITATION',
      propertyId: null,
      to: [email],
      cc: [],
      subject: `You are invited to ${agency.name} on the Compliance Portal`,
      html: invitationHtml({
        agencyName: agency.name,
        inviterName: actorName,
        role: body.role,
        link,
        expiresInDays: INVITATION_EXPIRY_DAYS,
        provider: context.provider,
      }),
      attachmentKeys: [],
      createdBy: scope.userId,
    });
    await recordScopedAudit(tx, scope, {
      action: 'user.invite',
      target: `invitation:${invitation.invitationId}`,
      detail: { email, role: body.role },
    });
    return invitation;
  });
}

/** PATCH /v1/agency/users/{userId}. */
export async function updateAgencyUser(
  database: Database,
  scope: AgencyScope,
  userId: number,
  body: TUpdateAgencyUser,
): Promise<TAgencyUser> {
  mustBeMaster(scope);
  if (!isStoredId(userId)) throw notFound(USER_MESSAGES.userNotFound);
  return database.withAgency(scope.agencyId, async (tx) => {
    await lockAsMaster(tx, scope);
    const [target] = await tx
      .select({
        isMaster: agencyMemberships.isMaster,
        deactivatedAt: agencyMemberships.deactivatedAt,
        isDisabled: users.disabled,
      })
      .from(agencyMemberships)
      .innerJoin(users, eq(users.id, agencyMemberships.userId))
      .where(
        and(eq(agencyMemberships.agencyId, scope.agencyId), eq(agencyMemberships.userId, userId)),
      );
    if (!target) throw notFound(USER_MESSAGES.userNotFound);

    const wasActive = target.deactivatedAt === null;
    const isMaster = body.role === undefined ? target.isMaster : body.role === 'master';
    const isActive = body.active ?? wasActive;
    if (userId === scope.userId) {
      if (target.isMaster && !isMaster) throw conflict(USER_MESSAGES.ownRole);
      if (wasActive && !isActive) throw conflict(USER_MESSAGES.ownAccess);
    }
    const wasActiveMaster = target.isMaster && wasActive && !target.isDisabled;
    if (wasActiveMaster && !(isMaster && isActive)) {
      const [other] = await tx
        .select({ userId: agencyMemberships.userId })
        .from(agencyMemberships)
        .innerJoin(users, eq(users.id, agencyMemberships.userId))
        .where(
          and(
            eq(agencyMemberships.agencyId, scope.agencyId),
            ne(agencyMemberships.userId, userId),
            eq(agencyMemberships.isMaster, true),
            isNull(agencyMemberships.deactivatedAt),
            eq(users.disabled, false),
          ),
        )
        .limit(1);
      if (!other) throw conflict(USER_MESSAGES.lastMaster);
    }

    await tx
      .update(agencyMemberships)
      .set({
        isMaster,
        deactivatedAt: isActive ? null : (target.deactivatedAt ?? sql`now()`),
      })
      .where(
        and(eq(agencyMemberships.agencyId, scope.agencyId), eq(agencyMemberships.userId, userId)),
      );
    const audit = (action: string, detail?: Record<string, unknown>) =>
      recordScopedAudit(tx, scope, { action, target: `user:${userId}`, detail });
    if (isMaster !== target.isMaster) {
      await audit('user.role', { from: roleOf(target.isMaster), to: roleOf(isMaster) });
    }
    if (wasActive && !isActive) {
      const ended = await revokeMemberSessions(tx, userId, scope.agencyId);
      await audit('user.deactivate', { sessionsEnded: ended });
    }
    if (!wasActive && isActive) await audit('user.reactivate');

    const [user] = await selectUsers(tx, scope, eq(agencyMemberships.userId, userId));
    return user!;
  });
}
