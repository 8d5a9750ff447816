import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  INVITATION_PAGE_MESSAGES,
  USER_MESSAGES,
  userCalls,
  type TAgencyInvitation,
  type TAgencyUser,
  type TAgencyUsers,
} from '@portal/contracts';
import { TEST_ORIGIN, buildTestApp } from '../../../test/app';
import {
  agencyIdIn,
  createUser,
  getSession,
  signInToPortal,
  submitSignIn,
} from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { requests } from './test-support';

/**
 * Manage users. Each test works in an agency of its own (VIC), so roles and access change freely
 * without touching the demo agencies other test files read.
 */
describe('manage users calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let http: ReturnType<typeof requests>;
  let vic: number;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    http = requests(app);
    vic = await agencyIdIn(owner, 'VIC');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await owner.pool.query(text, values)).rows as T[];

  /** A VIC agency of its own with a master user, a second master and a standard user. */
  async function agencyOfOwn() {
    const [agency] = await rows<{ id: number }>(
      "insert into agencies (name, state_code) values ($1, 'VIC') returning id",
      [`Test agency ${randomBytes(4).toString('hex')}`],
    );
    const member = async (isMaster: boolean) => {
      const user = await createUser(owner, { agencies: [agency!.id] });
      await owner.pool.query(
        'update agency_memberships set is_master = $1 where user_id = $2 and agency_id = $3',
        [isMaster, user.id, agency!.id],
      );
      const { cookie } = await signInToPortal(app, user.username, { password: user.password });
      return { ...user, cookie };
    };
    const [master, second, standard] = [
      await member(true),
      await member(true),
      await member(false),
    ];
    return { agencyId: agency!.id, master, second, standard };
  }

  const list = async (cookie: string) =>
    (await http.call(userCalls.list, {}, cookie)).json<{ data: TAgencyUsers }>().data;
  const update = (
    cookie: string,
    userId: number,
    body: { role?: 'master' | 'standard'; active?: boolean },
  ) => http.call(userCalls.update, { params: { userId }, body }, cookie);
  const invite = (cookie: string, email: string, role: 'master' | 'standard' = 'standard') =>
    http.call(userCalls.invite, { body: { email, role } }, cookie);
  const errorOf = (res: { json: <T>() => T }) =>
    res.json<{ error: { code: string; message: string } }>().error;
  const auditOf = (agencyId: number, action: string) =>
    rows<{ actor_user_id: number; target: string; detail: Record<string, unknown> }>(
      'select actor_user_id, target, detail from audit_log where agency_id = $1 and action = $2 order by id',
      [agencyId, action],
    );

  describe('GET /v1/agency/users', () => {
    it('should list the users with role, state and last sign-in when a master user asks', async () => {
      const own = await agencyOfOwn();
      const data = await list(own.master.cookie);
      expect(data.invitations).toEqual([]);
      expect(data.users.map((u) => [u.userId, u.role, u.state, u.isYou])).toEqual(
        expect.arrayContaining([
          [own.master.id, 'master', 'active', true],
          [own.second.id, 'master', 'active', false],
          [own.standard.id, 'standard', 'active', false],
        ]),
      );
      // Masters first.
      expect(data.users.at(-1)!.userId).toBe(own.standard.id);
      const [signIn] = await rows<{ at: Date }>(
        'select max(created_at) as at from sessions where user_id = $1',
        [own.standard.id],
      );
      expect(data.users.at(-1)!.lastSignInAt).toBe(signIn!.at.toISOString());
    });

    it('should answer 403 to every call when a standard user asks', async () => {
      const own = await agencyOfOwn();
      const refused = [
        await http.call(userCalls.list, {}, own.standard.cookie),
        await invite(own.standard.cookie, 'someone@example.com'),
        await update(own.standard.cookie, own.master.id, { role: 'standard' }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toEqual({
          code: 'FORBIDDEN',
          message: USER_MESSAGES.cannotManageUsers,
        });
      }
      const [membership] = await rows<{ is_master: boolean }>(
        'select is_master from agency_memberships where user_id = $1',
        [own.master.id],
      );
      expect(membership!.is_master).toBe(true);
    });

    it('should answer 401 when there is no session', async () => {
      const res = await http.call(userCalls.list, {});
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(AUTH_MESSAGES.sessionEnded);
    });
  });

  describe('invitations', () => {
    const emailOf = async (agencyId: number, to: string) =>
      (
        await rows<{ message_type: string; subject: string; html: string; created_by: number }>(
          `select message_type, subject, html, created_by from email_outbox
           where agency_id = $1 and $2 = any(to_addresses) order by id desc`,
          [agencyId, to],
        )
      )[0];
    const linkIn = (html: string) =>
      /href="(http[^"]+\/cs\/vic\/invitations\/[^"]+)"/.exec(html)![1]!;
    const page = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });
    const accept = (url: string, form: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('should email a single-use link that makes the invitee a user who can sign in', async () => {
      const own = await agencyOfOwn();
      const email = `invitee.${randomBytes(4).toString('hex')}@example.com`;
      const res = await invite(own.master.cookie, email, 'master');
      expect(res.statusCode).toBe(200);
      const invitation = res.json<{ data: TAgencyInvitation }>().data;
      expect(invitation).toMatchObject({
        email,
        role: 'master',
        invitedByName: expect.any(String) as string,
      });
      const days =
        (Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)) / 86_400_000;
      expect(days).toBeCloseTo(7, 3);
      expect((await list(own.master.cookie)).invitations).toEqual([invitation]);

      const sent = await emailOf(own.agencyId, email);
      expect(sent).toMatchObject({ message_type: 'USER_INVITATION', created_by: own.master.id });
      expect(sent!.subject).toContain('You are invited to Test agency');
      const link = linkIn(sent!.html);
      expect((await page(link)).body).toContain('Accept the invitation');
      expect(await auditOf(own.agencyId, 'user.invite')).toEqual([
        {
          actor_user_id: own.master.id,
          target: `invitation:${invitation.invitationId}`,
          detail: { email, role: 'master' },
        },
      ]);

      const username = `test.${randomBytes(5).toString('hex')}`;
      const accepted = await accept(link, {
        name: 'Ivy Invitee',
        username,
        password: 'a long password',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.body).toContain('Invitation accepted');

      // Used: the link says so, and a second post changes nothing.
      const again = await page(link);
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(INVITATION_PAGE_MESSAGES.used);
      const replay = await accept(link, {
        name: 'Mallory',
        username: `${username}x`,
        password: 'another password',
      });
      expect(replay.statusCode).toBe(410);
      expect(await rows('select id from users where username = $1', [`${username}x`])).toEqual([]);

      const { cookie } = await signInToPortal(app, username, { password: 'a long password' });
      const data = await list(cookie);
      expect(data.invitations).toEqual([]);
      expect(data.users.find((u) => u.isYou)).toMatchObject({
        name: 'Ivy Invitee',
        username,
        email,
        role: 'master',
        state: 'active',
      });
    });

    it('should say so when the link has expired or a newer invitation replaced it', async () => {
      const own = await agencyOfOwn();
      const email = `late.${randomBytes(4).toString('hex')}@example.com`;
      await invite(own.master.cookie, email);
      const first = linkIn((await emailOf(own.agencyId, email))!.html);
      await invite(own.master.cookie, email);
      const second = linkIn((await emailOf(own.agencyId, email))!.html);
      expect(second).not.toBe(first);
      const replaced = await page(first);
      expect(replaced.statusCode).toBe(410);
      expect(replaced.body).toContain(INVITATION_PAGE_MESSAGES.replaced);
      expect((await list(own.master.cookie)).invitations).toHaveLength(1);

      await owner.pool.query(
        "update user_invitations set expires_at = now() - interval '1 minute' where agency_id = $1",
        [own.agencyId],
      );
      const expired = await page(second);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain(INVITATION_PAGE_MESSAGES.expired);
      const post = await accept(second, {
        name: 'Late',
        username: `test.${randomBytes(5).toString('hex')}`,
        password: 'a long password',
      });
      expect(post.statusCode).toBe(410);
      expect((await list(own.master.cookie)).invitations).toEqual([]);
      expect((await page(`${TEST_ORIGIN}/cs/vic/invitations/not-a-token`)).body).toContain(
        INVITATION_PAGE_MESSAGES.unknown,
      );
    });

    it('should add the agency to an account the invitee already has when they give its password', async () => {
      const own = await agencyOfOwn();
      const existing = await createUser(owner, {});
      const email = `has.account.${randomBytes(4).toString('hex')}@example.com`;
      await invite(own.master.cookie, email);
      const link = linkIn((await emailOf(own.agencyId, email))!.html);
      const wrong = await accept(link, {
        name: 'X',
        username: existing.username,
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('That username belongs to another account.');
      const short = await accept(link, { name: 'X', username: 'someone.new', password: 'short' });
      expect(short.body).toContain(INVITATION_PAGE_MESSAGES.passwordTooShort);
      const right = await accept(link, {
        name: 'X',
        username: existing.username,
        password: existing.password,
      });
      expect(right.statusCode).toBe(200);
      expect(
        await rows(
          'select is_master from agency_memberships where user_id = $1 and agency_id = $2',
          [existing.id, own.agencyId],
        ),
      ).toEqual([{ is_master: false }]);
    });

    it("should refuse an invalid address with a clear 400 and a member's address with 409", async () => {
      const own = await agencyOfOwn();
      const bad = await http.send('POST', '/v1/agency/invitations', own.master.cookie, {
        email: 'not an email',
        role: 'standard',
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toContain(USER_MESSAGES.emailInvalid);
      const address = `member.${randomBytes(4).toString('hex')}@example.com`;
      await owner.pool.query('update users set email = $1 where id = $2', [
        address,
        own.standard.id,
      ]);
      const member = await invite(own.master.cookie, address.toUpperCase());
      expect(member.statusCode).toBe(409);
      expect(errorOf(member).message).toBe(USER_MESSAGES.alreadyMember(address.toUpperCase()));
    });
  });

  describe('PATCH /v1/agency/users/{userId}', () => {
    it('should change a role both ways and record each change', async () => {
      const own = await agencyOfOwn();
      const promoted = await update(own.master.cookie, own.standard.id, { role: 'master' });
      expect(promoted.json<{ data: TAgencyUser }>().data).toMatchObject({
        userId: own.standard.id,
        role: 'master',
      });
      await update(own.master.cookie, own.standard.id, { role: 'standard' });
      expect((await auditOf(own.agencyId, 'user.role')).map((e) => e.detail)).toEqual([
        { from: 'standard', to: 'master' },
        { from: 'master', to: 'standard' },
      ]);
    });

    it('should refuse to demote or deactivate oneself', async () => {
      const own = await agencyOfOwn();
      const demote = await update(own.master.cookie, own.master.id, { role: 'standard' });
      expect(demote.statusCode).toBe(409);
      expect(errorOf(demote).message).toBe(USER_MESSAGES.ownRole);
      const deactivate = await update(own.master.cookie, own.master.id, { active: false });
      expect(deactivate.statusCode).toBe(409);
      expect(errorOf(deactivate).message).toBe(USER_MESSAGES.ownAccess);
    });

    it('should keep an active master when two masters demote each other at once', async () => {
      const own = await agencyOfOwn();
      const answers = await Promise.all([
        update(own.master.cookie, own.second.id, { role: 'standard' }),
        update(own.second.cookie, own.master.id, { role: 'standard' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
      const masters = await rows(
        'select user_id from agency_memberships where agency_id = $1 and is_master and deactivated_at is null',
        [own.agencyId],
      );
      expect(masters).toHaveLength(1);
    });

    it('should end the sessions of a deactivated user at once and let them back in when reactivated', async () => {
      const own = await agencyOfOwn();
      const res = await update(own.master.cookie, own.standard.id, { active: false });
      expect(res.json<{ data: TAgencyUser }>().data).toMatchObject({ state: 'deactivated' });
      expect((await getSession(app, own.standard.cookie)).statusCode).toBe(401);
      expect(
        await rows('select revoked_reason from sessions where user_id = $1 and agency_id = $2', [
          own.standard.id,
          own.agencyId,
        ]),
      ).toEqual([{ revoked_reason: 'DEACTIVATED' }]);
      const signIn = await submitSignIn(app, {
        username: own.standard.username,
        password: own.standard.password,
      });
      expect(signIn.statusCode).toBe(403);
      expect((await auditOf(own.agencyId, 'user.deactivate'))[0]).toMatchObject({
        actor_user_id: own.master.id,
        target: `user:${own.standard.id}`,
        detail: { sessionsEnded: 1 },
      });

      const back = await update(own.master.cookie, own.standard.id, { active: true });
      expect(back.json<{ data: TAgencyUser }>().data).toMatchObject({ state: 'active' });
      await signInToPortal(app, own.standard.username, { password: own.standard.password });
      expect(await auditOf(own.agencyId, 'user.reactivate')).toHaveLength(1);
    });

    it('should answer a user of another agency exactly as a missing one', async () => {
      const own = await agencyOfOwn();
      const stranger = await createUser(owner, { agencies: [vic] });
      const foreign = await update(own.master.cookie, stranger.id, { active: false });
      const missing = await update(own.master.cookie, 2_147_483_647, { active: false });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(errorOf(foreign).message).toBe(USER_MESSAGES.userNotFound);
      expect(
        await rows('select deactivated_at from agency_memberships where user_id = $1', [
          stranger.id,
        ]),
      ).toEqual([{ deactivated_at: null }]);
    });

    it('should refuse a body that changes nothing with a clear 400', async () => {
      const own = await agencyOfOwn();
      const res = await http.send(
        'PATCH',
        `/v1/agency/users/${own.standard.id}`,
        own.master.cookie,
        {},
      );
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain(USER_MESSAGES.nothingToChange);
    });
  });
});
