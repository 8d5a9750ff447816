import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@portal/contracts';
import { buildTestApp } from '../../test/app';
import {
  agencyIdIn,
  callbackParams,
  cookieOf,
  createUser,
  DEMO_PASSWORD,
  getSession,
  loginBody,
  postLogin,
  signInToPortal,
  someAddress,
  submitSignIn,
} from '../../test/auth';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { escapeHtml } from './html';

describe('built-in compliance system sign-in', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, { env: { CS_URL_WA: 'none' } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  /** A page opened from the portal's own pages. */
  const page = (url: string, cookies?: Record<string, string>) =>
    app.inject({ method: 'GET', url, cookies, headers: { 'sec-fetch-site': 'same-origin' } });

  describe('GET /cs/{state}/login', () => {
    it("should show a labelled sign-in form with the state's name when asked", async () => {
      const res = await page('/cs/vic/login?state=%2Fportfolio%3Fpage%3D2');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<title>Sign in · Victoria compliance system</title>');
      expect(res.body).toContain('<label for="username">Username</label>');
      expect(res.body).toContain('<label for="password">Password</label>');
      expect(res.body).toContain('autocomplete="current-password"');
      expect(res.body).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
      expect(res.body).toContain('name="viewport" content="width=device-width');
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain('<input type="hidden" name="state" value="/portfolio?page=2" />');
      expect(res.body).not.toContain('<script');
    });

    it('should escape the return path when it carries markup', async () => {
      const evil = '"><script>alert(1)</script>';
      const res = await page(`/cs/nsw/login?state=${encodeURIComponent(evil)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(res.body).toContain(escapeHtml(evil));
    });

    it('should say there is no system url when the state is disabled', async () => {
      const res = await page('/cs/wa/login');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(AUTH_MESSAGES.noSystemUrl('WA'));
      expect(res.body).toContain('No system url defined for state WA');
    });

    it('should answer a 404 page when the state is unknown', async () => {
      const res = await page('/cs/xyz/login');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      const other = await page('/cs/vic/no-such-page');
      expect(other.statusCode).toBe(404);
      expect(other.body).toContain(escapeHtml("The page you're looking for doesn't exist."));
    });

    it('should not serve a state here when an external system is configured for it', async () => {
      const custom = await buildTestApp(database, {
        env: { CS_URL_SA: 'https://sa.example', CS_TOKEN_KEY_SA: 'k'.repeat(40) },
      });
      try {
        const res = await custom.inject({ method: 'GET', url: '/cs/sa/login' });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('https://sa.example');
      } finally {
        await custom.close();
      }
    });

    it('should send the browser to the sign-in page when the system root is opened', async () => {
      const res = await page('/cs/qld');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/cs/qld/login');
    });
  });

  describe('POST /cs/{state}/login', () => {
    it('should redirect to the portal callback with a token when the password is right', async () => {
      const res = await submitSignIn(app, {
        username: 'DEMO.Master',
        password: DEMO_PASSWORD,
        returnState: '/property/12',
      });
      const params = callbackParams(res);
      expect([...params.keys()]).toEqual(['token', 'state', '__acp_compliance_session_id']);
      expect(params.get('token')!.split('.')).toHaveLength(3);
      const claims = JSON.parse(
        Buffer.from(params.get('token')!.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(claims).toMatchObject({
        iss: 'cs:vic',
        aud: 'compliance-portal',
        agency_id: await agencyIdIn(owner, 'VIC'),
        sid: params.get('__acp_compliance_session_id'),
      });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
      expect(cookieOf(res, 'acp_cs_vic')).toMatchObject({
        path: '/cs/',
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(cookieOf(res, 'acp_cs_vic')!.secure).toBeFalsy();
    });

    it('should re-show the form with the username and a clear message when the password is wrong', async () => {
      const res = await submitSignIn(app, {
        username: 'demo.manager',
        password: 'wrong',
        remoteAddress: someAddress(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(
        `<div class="alert" role="alert" id="form-error">${escapeHtml(AUTH_MESSAGES.invalidCredentials)}</div>`,
      );
      expect(res.body).toContain('value="demo.manager"');
      expect(res.body).toContain('aria-invalid="true"');
      expect(cookieOf(res, 'acp_cs_vic')).toBeUndefined();
    });

    it('should give the same message when the username does not exist', async () => {
      const res = await submitSignIn(app, {
        username: 'nobody.here',
        password: 'demo',
        remoteAddress: someAddress(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(escapeHtml(AUTH_MESSAGES.invalidCredentials));
    });

    it('should answer 400 with the form when a field is empty', async () => {
      const res = await submitSignIn(app, { username: 'demo.master', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Enter your username and password.');
    });

    it('should answer a 400 page when a field is far too long', async () => {
      const res = await submitSignIn(app, { username: 'x'.repeat(500), password: 'demo' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('The username is too long');
    });

    it('should refuse the form when it comes from another site', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/cs/vic/login',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'username=demo.master&password=demo',
      });
      expect(res.statusCode).toBe(403);
    });

    it('should refuse a disabled state when its form is posted', async () => {
      const res = await submitSignIn(app, {
        state: 'wa',
        username: 'demo.master',
        password: 'demo',
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('No system url defined for state WA');
    });

    it('should say the account has no portfolio in the state when the user has none there', async () => {
      const res = await submitSignIn(app, {
        state: 'nsw',
        username: 'demo.manager',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Your account has no portfolio in NSW.');
      expect(res.body).toContain('href="/auth/login"');
      expect(cookieOf(res, 'acp_cs_nsw')).toBeUndefined();
    });

    it('should refuse a disabled account when its password is right', async () => {
      const user = await createUser(owner, { agencies: [await agencyIdIn(owner, 'NSW')] });
      await owner.pool.query('update users set disabled = true where id = $1', [user.id]);
      const res = await submitSignIn(app, {
        state: 'nsw',
        username: user.username,
        password: user.password,
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Your account is disabled.');
    });

    it('should sign each demo account in when the password is demo', async () => {
      const master = await signInToPortal(app, 'demo.master', { state: 'qld' });
      expect(master.session.complianceAgencyState).toBe('QLD');
      const manager = await signInToPortal(app, 'demo.manager');
      expect(manager.session).toMatchObject({
        complianceAgencyState: 'VIC',
        isComplianceAgencyUserMaster: false,
      });
      const staff = await submitSignIn(app, { username: 'demo.staff', password: DEMO_PASSWORD });
      expect(staff.statusCode).toBe(303);
      expect(staff.headers.location).toBe('/cs/vic/view-as');
    });
  });

  describe('a throttled sign-in', () => {
    // The throttling rules are tested in test/security/sign-in-throttle.test.ts.
    const failAtOneAddress = async (username: string, address: string, times: number) => {
      for (let i = 0; i < times; i++) {
        const res = await submitSignIn(app, { username, password: 'x', remoteAddress: address });
        expect(res.statusCode).toBe(401);
      }
    };

    it('should re-show the form saying how long to wait, with Retry-After, when the username keeps failing there', async () => {
      const user = await createUser(owner, { agencies: [await agencyIdIn(owner, 'VIC')] });
      const address = someAddress();
      await failAtOneAddress(user.username, address, 4);
      // As if the last failure had happened just now, however long its password check took.
      await owner.pool.query(
        `update login_attempts set at = now()
          where ip = $1 and at = (select max(at) from login_attempts where ip = $1)`,
        [address],
      );
      const res = await submitSignIn(app, {
        username: user.username,
        password: user.password,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['content-type']).toContain('text/html');
      expect(AUTH_MESSAGES.tooManyAttempts(2)).toBe(
        'Too many sign-in attempts. Please wait 2 seconds and try again.',
      );
      expect(res.body).toContain(
        `<div class="alert" role="alert" id="form-error">${escapeHtml(AUTH_MESSAGES.tooManyAttempts(2))}</div>`,
      );
      expect(res.body).toContain(`value="${user.username}"`);
      expect(cookieOf(res, 'acp_cs_vic')).toBeUndefined();
    });

    it('should say the wait in minutes when it is a minute or more', async () => {
      const user = await createUser(owner, { agencies: [await agencyIdIn(owner, 'VIC')] });
      const address = someAddress();
      await failAtOneAddress(user.username, address, 4);
      // Six more failures, each after its wait: the next wait is 2 * 2^6 = 128 s.
      for (let i = 0; i < 6; i++) {
        await owner.pool.query(
          `update login_attempts set at = at - interval '5 minutes' where ip = $1`,
          [address],
        );
        await failAtOneAddress(user.username, address, 1);
      }
      const res = await submitSignIn(app, {
        username: user.username,
        password: user.password,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('128');
      expect(res.body).toContain('Please wait 3 minutes and try again.');
    });

    it('should forget failures older than an hour when counting', async () => {
      const user = await createUser(owner, { agencies: [await agencyIdIn(owner, 'VIC')] });
      const address = someAddress();
      await failAtOneAddress(user.username, address, 4);
      await owner.pool.query(
        `update login_attempts set at = now() - interval '61 minutes' where ip = $1`,
        [address],
      );
      const res = await submitSignIn(app, {
        username: user.username,
        password: user.password,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(303);
    });
  });

  describe('GET /cs/{state}/logout', () => {
    it('should end the system sign-in and the portal sessions it made when the user signs out', async () => {
      const form = await submitSignIn(app, { username: 'demo.master', password: DEMO_PASSWORD });
      const systemCookie = cookieOf(form, 'acp_cs_vic')!.value;
      const login = await postLogin(app, loginBody(callbackParams(form)));
      const portal = cookieOf(login, 'acp_session')!.value;

      const res = await page('/cs/vic/logout', { acp_cs_vic: systemCookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('You have signed out of the Victoria compliance system.');
      expect(res.body).toContain('href="/auth/login"');
      expect(cookieOf(res, 'acp_cs_vic')).toMatchObject({ value: '', path: '/cs/' });
      expect((await getSession(app, portal)).statusCode).toBe(401);
    });

    it('should show the signed-out page when there was no sign-in', async () => {
      const res = await page('/cs/tas/logout');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Tasmania');
    });
  });

  it('should refuse a form whose Origin is missing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cs/vic/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo.master&password=demo',
    });
    expect(res.statusCode).toBe(403);
  });
});
