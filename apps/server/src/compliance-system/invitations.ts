import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  INVITATION_PAGE_MESSAGES,
  INVITATION_PASSWORD_MIN,
  NAME_MAX,
  STATES,
  type TState,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AgencyTx, Db } from '../db/client';
import { agencies, agencyMemberships, userInvitations, users } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { sha256Hex } from '../lib/tokens';
import { recordAudit } from '../plugins/audit';
import { forgiveAttempts, takeAttempt } from './attempts';
import { html, page } from './html';
import { messagePage } from './pages';
import { PageError } from './page-error';
import { checkPassword } from './service';

/**
 * The invitation's page of a built-in compliance system (/cs/{state}/invitations/{token}): the
 * invitee chooses a name, username and password, or enters those of an account they have, and
 * the agency's membership is made (or made active again). The link works once.
 */

const ZParams = z.object({
  state: z.string().max(16),
  token: z.string().max(100),
});
const ZForm = z.object({
  name: z.string().max(NAME_MAX, `Your name must not be longer than ${NAME_MAX} characters`),
  username: z.string().max(200, 'The username is too long'),
  password: z.string().max(1024, 'The password is too long'),
});
type Form = z.infer<typeof ZForm>;

interface Invitation {
  id: number;
  agencyId: number;
  agencyName: string;
  email: string;
  isMaster: boolean;
}

/** The invitation behind a link, if it can still be used; otherwise why not, as a page. */
async function usableInvitation(
  db: Db | AgencyTx,
  state: TState,
  token: string,
): Promise<Invitation> {
  const [row] = await db
    .select({
      id: userInvitations.id,
      agencyId: userInvitations.agencyId,
      agencyName: agencies.name,
      email: userInvitations.email,
      isMaster: userInvitations.isMaster,
      accepted: sql<boolean>`${userInvitations.acceptedAt} is not null`,
      replaced: sql<boolean>`${userInvitations.replacedAt} is not null`,
      expired: sql<boolean>`${userInvitations.expiresAt} <= now()`,
    })
    .from(userInvitations)
    .innerJoin(agencies, eq(agencies.id, userInvitations.agencyId))
    .where(
      and(eq(userInvitations.tokenHash, sha256Hex(token)), eq(agencies.stateCode, state.code)),
    );
  const signIn = { href: `/cs/${state.shortName}/login`, text: 'Sign in' };
  if (!row) throw new PageError(404, state, 'Invitation', INVITATION_PAGE_MESSAGES.unknown);
  if (row.accepted) {
    throw new PageError(410, state, 'Invitation used', INVITATION_PAGE_MESSAGES.used, signIn);
  }
  if (row.replaced) {
    throw new PageError(410, state, 'Invitation replaced', INVITATION_PAGE_MESSAGES.replaced);
  }
  if (row.expired) {
    throw new PageError(410, state, 'Invitation expired', INVITATION_PAGE_MESSAGES.expired);
  }
  return row;
}

function invitationPage(options: {
  state: TState;
  invitation: Invitation;
  action: string;
  form: Partial<Form>;
  error?: string;
}): string {
  const { invitation, form, error } = options;
  const invalid = error ? html` aria-describedby="form-error" aria-invalid="true"` : null;
  return page({
    title: 'Accept the invitation',
    stateName: options.state.name,
    body: html`<h1>Join ${invitation.agencyName}</h1>
      <p class="muted">
        You are invited as ${invitation.isMaster ? 'a master user' : 'a user'}
        (${invitation.email}). Choose how you will sign in, or enter the username and password of an
        account you already have.
      </p>
      <div class="alert" role="alert" id="form-error">${error ?? null}</div>
      <form class="stack" method="post" action="${options.action}" novalidate>
        <div>
          <label for="name">Your name</label>
          <input
            id="name"
            name="name"
            type="text"
            autocomplete="name"
            maxlength="${NAME_MAX}"
            value="${form.name ?? ''}"
            ${invalid}
          />
        </div>
        <div>
          <label for="username">Username</label>
          <input
            id="username"
            name="username"
            type="text"
            autocomplete="username"
            autocapitalize="none"
            spellcheck="false"
            maxlength="200"
            value="${form.username ?? invitation.email}"
            ${invalid}
          />
        </div>
        <div>
          <label for="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="new-password"
            maxlength="1024"
            ${invalid}
          />
          <p class="muted">At least ${INVITATION_PASSWORD_MIN} characters.</p>
        </div>
        <button type="submit" class="full">Accept the invitation</button>
      </form>`,
  });
}

/** Makes or finds the account, the membership, and spends the link: all or nothing. */
async function accept(
  db: Db,
  state: TState,
  token: string,
  form: Form,
): Promise<{ error: string } | { userId: number }> {
  return db.transaction(async (tx) => {
    // Locked, so the link is spent once however many posts race.
    const [locked] = await tx
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(eq(userInvitations.tokenHash, sha256Hex(token)))
      .for('update');
    if (!locked) throw new PageError(404, state, 'Invitation', INVITATION_PAGE_MESSAGES.unknown);
    const invitation = await usableInvitation(tx, state, token);

    const username = form.username.trim();
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    let userId: number;
    if (existing) {
      const user = await checkPassword(tx, username, form.password);
      if (!user || user.isProviderStaff) return { error: INVITATION_PAGE_MESSAGES.usernameTaken };
      userId = user.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          username,
          passwordHash: await hashPassword(form.password),
          displayName: form.name.trim(),
          email: invitation.email,
        })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx
      .insert(agencyMemberships)
      .values({ userId, agencyId: invitation.agencyId, isMaster: invitation.isMaster })
      .onConflictDoUpdate({
        target: [agencyMemberships.userId, agencyMemberships.agencyId],
        set: { isMaster: invitation.isMaster, deactivatedAt: null },
      });
    await tx
      .update(userInvitations)
      .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
      .where(eq(userInvitations.id, invitation.id));
    await recordAudit(tx, {
      agencyId: invitation.agencyId,
      actorUserId: userId,
      action: 'user.invitation-accept',
      target: `invitation:${invitation.id}`,
      detail: { email: invitation.email, role: invitation.isMaster ? 'master' : 'standard' },
    });
    return { userId };
  });
}

/** PostgreSQL's unique_violation, as drizzle hands it on (itself or as the cause). */
const isUniqueViolation = (err: unknown): boolean => {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
};

const send = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const stateOf = (param: string): TState => {
    const state = STATES.find(
      (s) => s.shortName === param && app.complianceSystems.isBuiltIn(s.code),
    );
    if (!state) throw new PageError(404, null, 'Page not found', 'There is no such state.');
    return state;
  };
  const path = (state: TState, token: string) =>
    `/cs/${state.shortName}/invitations/${encodeURIComponent(token)}`;
  const schema = { hide: true, params: ZParams } as const;

  app.get('/:state/invitations/:token', { schema }, async (request, reply) => {
    const state = stateOf(request.params.state);
    const { token } = request.params;
    const invitation = await usableInvitation(db, state, token);
    return send(
      reply,
      200,
      invitationPage({ state, invitation, action: path(state, token), form: {} }),
    );
  });

  app.post(
    '/:state/invitations/:token',
    { schema: { ...schema, body: ZForm } },
    async (request, reply) => {
      const state = stateOf(request.params.state);
      const { token } = request.params;
      const form = request.body;
      const invitation = await usableInvitation(db, state, token);
      const refuse = (error: string) =>
        send(
          reply,
          400,
          invitationPage({ state, invitation, action: path(state, token), form, error }),
        );
      if (!form.name.trim()) return refuse(INVITATION_PAGE_MESSAGES.nameRequired);
      if (!form.username.trim()) return refuse(INVITATION_PAGE_MESSAGES.usernameRequired);
      if (form.password.length < INVITATION_PASSWORD_MIN) {
        return refuse(INVITATION_PAGE_MESSAGES.passwordTooShort);
      }
      // The form checks an existing account's password: tries are throttled as sign-ins are
      // (one invitation must not be a way to guess a password many times over).
      const throttle = await takeAttempt(db, form.username, request.ip, state.code);
      if (throttle) {
        request.log.warn({ signInThrottle: throttle }, 'sign-in throttled');
        reply.header('retry-after', String(throttle.retryAfterSeconds));
        return send(
          reply,
          429,
          invitationPage({
            state,
            invitation,
            action: path(state, token),
            form,
            error: AUTH_MESSAGES.tooManyAttempts(throttle.retryAfterSeconds),
          }),
        );
      }
      let result: Awaited<ReturnType<typeof accept>>;
      try {
        result = await accept(db, state, token, form);
      } catch (err) {
        // Someone took the username between the look-up and the insert.
        if (isUniqueViolation(err)) return refuse(INVITATION_PAGE_MESSAGES.usernameTaken);
        throw err;
      }
      if ('error' in result) return refuse(result.error);
      await forgiveAttempts(db, form.username, request.ip);
      return send(
        reply,
        200,
        messagePage({
          state,
          title: 'Invitation accepted',
          message: `You have joined ${invitation.agencyName}. Sign in with your username and password.`,
          link: { href: `/cs/${state.shortName}/login`, text: 'Sign in' },
        }),
      );
    },
  );
};
