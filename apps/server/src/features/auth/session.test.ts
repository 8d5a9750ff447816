import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authCalls, dashboardCalls, settingsCalls } from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, cookieOf, createUser, getSession, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { sha256Hex } from '../../lib/tokens';

/** The one answer to a request whose session has ended (or never was): the words the user sees. */
const sessionEnded = {
  success: false,
  error: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
};

describe('sessions', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const setTimes = (cookie: string, assignments: string) =>
    owner.pool.query(`update sessions set ${assignments} where token_hash = $1`, [
      sha256Hex(cookie),
    ]);

  const logout = (cookie?: string) => injectCall(app, authCalls.logout, {}, { cookie });

  it('should answer 401 asking to sign in again when there is no cookie', async () => {
    const res = await getSession(app, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(sessionEnded);
  });

  it('should answer 401 when the cookie is not a session', async () => {
    const unknown = await getSession(app, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    const malformed = await getSession(app, 'not a token');
    expect(malformed.json()).toEqual(sessionEnded);
  });

  it('should end the session when it has been idle too long', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    await setTimes(
      cookie,
      `last_seen_at = now() - interval '3 hours', expires_at = now() - interval '1 hour'`,
    );
    const res = await getSession(app, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(sessionEnded);
  });

  it('should end the session when its absolute limit has passed however active it is', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    await setTimes(cookie, `absolute_expires_at = now() - interval '1 second'`);
    expect((await getSession(app, cookie)).statusCode).toBe(401);
    const agencies = await injectCall(app, authCalls.agencies, {}, { cookie });
    expect(agencies.statusCode).toBe(401);
    expect(agencies.json()).toEqual(sessionEnded);
  });

  it('should answer signed-in calls 401 asking to sign in again when the session was signed out in another tab', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    expect((await injectCall(app, dashboardCalls.stats, {}, { cookie })).statusCode).toBe(200);
    await logout(cookie);
    for (const res of [
      await injectCall(app, dashboardCalls.stats, {}, { cookie }),
      await injectCall(app, authCalls.agencies, {}, { cookie }),
      await injectCall(app, settingsCalls.userSettings, {}, { cookie }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(sessionEnded);
    }
  });

  it('should answer signed-in calls 401 asking to sign in again when the session is revoked', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    await owner.pool.query('delete from sessions where token_hash = $1', [sha256Hex(cookie)]);
    const res = await injectCall(app, dashboardCalls.stats, {}, { cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(sessionEnded);
    expect(JSON.stringify(res.json())).not.toContain('Session not found');
  });

  it('should give the configured timeouts when a session is created', async () => {
    const custom = await buildTestApp(database, {
      env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' },
    });
    try {
      const { cookie } = await signInToPortal(custom, 'demo.manager');
      const { rows } = await owner.pool.query<{ idle: number; absolute: number }>(
        `select extract(epoch from expires_at - created_at)::int as idle,
                extract(epoch from absolute_expires_at - created_at)::int as absolute
         from sessions where token_hash = $1`,
        [sha256Hex(cookie)],
      );
      expect(rows[0]!.idle).toBeGreaterThanOrEqual(30 * 60 - 2);
      expect(rows[0]!.idle).toBeLessThanOrEqual(30 * 60 + 2);
      expect(rows[0]!.absolute).toBeGreaterThanOrEqual(2 * 3600 - 2);
      expect(rows[0]!.absolute).toBeLessThanOrEqual(2 * 3600 + 2);
    } finally {
      await custom.close();
    }
  });

  it('should write last_seen_at at most once a minute when the session is used', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    const lastSeen = async () =>
      (
        await owner.pool.query<{ at: Date; expires: Date }>(
          'select last_seen_at as at, expires_at as expires from sessions where token_hash = $1',
          [sha256Hex(cookie)],
        )
      ).rows[0]!;
    const fresh = await lastSeen();
    await getSession(app, cookie);
    expect((await lastSeen()).at).toEqual(fresh.at);

    await setTimes(
      cookie,
      `last_seen_at = now() - interval '5 minutes', expires_at = now() + interval '5 minutes'`,
    );
    await getSession(app, cookie);
    const touched = await lastSeen();
    expect(Date.now() - touched.at.getTime()).toBeLessThan(10_000);
    expect(touched.expires.getTime() - Date.now()).toBeGreaterThan(100 * 60_000);
  });

  it('should end the session on the server and clear the cookie when the user logs out', async () => {
    const { cookie } = await signInToPortal(app, 'demo.master');
    const res = await logout(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { logoutUrl: '/cs/vic/logout' } });
    expect(cookieOf(res, 'acp_session')).toMatchObject({ value: '', path: '/' });
    const after = await getSession(app, cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(sessionEnded);
  });

  it("should answer the signing-in state's logout URL when the session came from NSW", async () => {
    const { cookie } = await signInToPortal(app, 'demo.master', { state: 'nsw' });
    const res = await logout(cookie);
    expect(res.json()).toEqual({ success: true, data: { logoutUrl: '/cs/nsw/logout' } });
  });

  it('should answer 200 with the default logout URL when there is no session', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { logoutUrl: '/cs/vic/logout' } });
    const again = await logout('B'.repeat(43));
    expect(again.statusCode).toBe(200);
  });

  it('should give absolute URLs when PUBLIC_URL is set', async () => {
    const custom = await buildTestApp(database, {
      env: {
        PUBLIC_URL: 'https://portal.example.com/',
        TRUSTED_ORIGINS: 'https://portal.example.com',
      },
    });
    try {
      const res = await injectCall(
        custom,
        authCalls.logout,
        {},
        { headers: { origin: 'https://portal.example.com' } },
      );
      expect(res.json()).toEqual({
        success: true,
        data: { logoutUrl: 'https://portal.example.com/cs/vic/logout' },
      });
      const systems = await injectCall(custom, authCalls.systems, {});
      const { data } = systems.json<{ data: { state: string; systemUrl: string }[] }>();
      expect(data.find((s) => s.state === 'VIC')?.systemUrl).toBe(
        'https://portal.example.com/cs/vic',
      );
    } finally {
      await custom.close();
    }
  });

  it('should ask for a new sign-in when the user has been disabled', async () => {
    const user = await createUser(owner, { agencies: [await agencyIdIn(owner, 'VIC')] });
    const { cookie } = await signInToPortal(app, user.username, { password: user.password });
    await owner.pool.query('update users set disabled = true where id = $1', [user.id]);
    const res = await getSession(app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { requiresRelogin: true } });
    const agencies = await injectCall(app, authCalls.agencies, {}, { cookie });
    expect(agencies.statusCode).toBe(401);
  });

  it("should ask for a new sign-in when the user has lost the session's agency", async () => {
    const vic = await agencyIdIn(owner, 'VIC');
    const user = await createUser(owner, { agencies: [vic] });
    const { cookie } = await signInToPortal(app, user.username, { password: user.password });
    await owner.pool.query('delete from agency_memberships where user_id = $1 and agency_id = $2', [
      user.id,
      vic,
    ]);
    const res = await getSession(app, cookie);
    expect(res.json()).toMatchObject({ success: true, data: { requiresRelogin: true } });
    const experiments = await injectCall(app, authCalls.activeExperiments, {}, { cookie });
    expect(experiments.statusCode).toBe(401);
  });
  describe('reused for SESSION_CACHE_MS', () => {
    let cached: FastifyInstance;
    beforeAll(async () => {
      cached = await buildTestApp(database, { env: { SESSION_CACHE_MS: '10000' } });
    });
    afterAll(() => cached.close());

    it('should reuse a looked-up session but forget it at once when it is signed out', async () => {
      const user = await createUser(owner, { agencies: [await agencyIdIn(owner, 'VIC')] });
      try {
        const { cookie } = await signInToPortal(cached, user.username, {
          password: user.password,
        });
        expect((await getSession(cached, cookie)).statusCode).toBe(200);
        // Disabled in the database: this replica keeps the session it read, for a while.
        await owner.pool.query('update users set disabled = true where id = $1', [user.id]);
        expect(
          (await getSession(cached, cookie)).json<{ data: { requiresRelogin?: boolean } }>().data
            .requiresRelogin,
        ).toBeFalsy();
        // The app without reuse reads the database on every request.
        expect(
          (await getSession(app, cookie)).json<{ data: { requiresRelogin?: boolean } }>().data
            .requiresRelogin,
        ).toBe(true);

        await owner.pool.query('update users set disabled = false where id = $1', [user.id]);
        const out = await injectCall(cached, authCalls.logout, {}, { cookie });
        expect(out.statusCode).toBe(200);
        expect((await getSession(cached, cookie)).json()).toEqual(sessionEnded);
      } finally {
        await owner.pool.query('delete from users where id = $1', [user.id]);
      }
    });

    it('should forget a reused session at once when the user switches portfolio', async () => {
      const { cookie } = await signInToPortal(cached, 'demo.master');
      expect((await getSession(cached, cookie)).statusCode).toBe(200);
      const switched = await injectCall(
        cached,
        authCalls.switchAgency,
        { body: { agencyId: await agencyIdIn(owner, 'NSW') } },
        { cookie },
      );
      expect(switched.statusCode).toBe(200);
      expect((await getSession(cached, cookie)).json()).toEqual(sessionEnded);
      const next = cookieOf(switched, 'acp_session')?.value;
      expect((await getSession(cached, next)).statusCode).toBe(200);
    });

    it('should keep a session no longer than its own expiry', async () => {
      // Opened where nothing is kept, so the first look-up below is the one kept.
      const { cookie } = await signInToPortal(app, 'demo.manager');
      await setTimes(cookie, `expires_at = now() + interval '300 milliseconds'`);
      expect((await getSession(cached, cookie)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await getSession(cached, cookie)).statusCode).toBe(401);
    });
  });
});
