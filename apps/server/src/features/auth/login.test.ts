import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { AUTH_MESSAGES } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../../test/app';
import {
  agencyIdIn,
  callbackParams,
  cookieOf,
  getSession,
  loginBody,
  postLogin,
  signInToPortal,
  submitSignIn,
  userIdOf,
  DEMO_PASSWORD,
} from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { issueSignInToken } from '../../lib/sign-in-token';
import { sha256Hex } from '../../lib/tokens';

const failedToLogin = {
  success: false,
  error: { code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.failedToLogin },
};

describe('POST /v1/auth/login', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let vicAgencyId: number;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    vicAgencyId = await agencyIdIn(owner, 'VIC');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  /** A fresh callback from the VIC system for demo.master. */
  const freshCallback = async () =>
    callbackParams(await submitSignIn(app, { username: 'demo.master', password: DEMO_PASSWORD }));

  it('should open a VIC session when the VIC system signs demo.master in', async () => {
    const form = await submitSignIn(app, {
      username: 'demo.master',
      password: DEMO_PASSWORD,
      returnState: '/portfolio?facet=Overdue',
    });
    const params = callbackParams(form);
    expect(params.get('state')).toBe('/portfolio?facet=Overdue');
    expect(params.get('__acp_compliance_session_id')).toMatch(/^[\w-]{20,}$/);
    expect(params.has('__acp_impersonating')).toBe(false);

    const login = await postLogin(app, loginBody(params));
    expect(login.statusCode).toBe(200);
    const cookie = cookieOf(login, 'acp_session')!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);

    const session = await getSession(app, cookie.value);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      success: true,
      data: {
        complianceUserId: await userIdOf(owner, 'demo.master'),
        complianceAgencyId: vicAgencyId,
        complianceAgencyName: 'Yarra Bend Property Management',
        complianceAgencyState: 'VIC',
        complianceSystemUrl: '/cs/vic',
        complianceUserName: 'Alex Morgan',
        isComplianceAgencyUserMaster: true,
        requiresRelogin: false,
        isImpersonating: false,
        originalComplianceUserId: null,
      },
    });
  });

  it('should store only the hash of the cookie when a session is created', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    const hashed = await owner.pool.query('select 1 from sessions where token_hash = $1', [
      sha256Hex(cookie),
    ]);
    expect(hashed.rowCount).toBe(1);
    const plain = await owner.pool.query('select 1 from sessions where token_hash = $1', [cookie]);
    expect(plain.rowCount).toBe(0);
  });

  it('should set HttpOnly, SameSite=Lax and Path=/ without Secure when the request is http', async () => {
    const login = await postLogin(app, loginBody(await freshCallback()));
    const header = String(login.headers['set-cookie']);
    expect(header).toMatch(/^acp_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('should add Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await buildTestApp(database, { env: { TRUST_PROXY: 'true' } });
    try {
      const form = await proxied.inject({
        method: 'POST',
        url: '/cs/vic/login',
        headers: {
          origin: 'https://portal.example',
          host: 'portal.example',
          'x-forwarded-proto': 'https',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `username=demo.master&password=${DEMO_PASSWORD}`,
      });
      expect(cookieOf(form, 'acp_cs_vic')).toMatchObject({ secure: true, path: '/cs/' });
      const login = await postLogin(proxied, loginBody(callbackParams(form)), {
        headers: {
          origin: 'https://portal.example',
          host: 'portal.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(login.statusCode).toBe(200);
      expect(cookieOf(login, 'acp_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: true,
      });
    } finally {
      await proxied.close();
    }
  });

  it('should give a new cookie and end the old session when the user signs in again', async () => {
    const first = await signInToPortal(app, 'demo.master');
    const params = await freshCallback();
    const again = await postLogin(app, loginBody(params), { cookie: first.cookie });
    expect(again.statusCode).toBe(200);
    const second = cookieOf(again, 'acp_session')!.value;
    expect(second).not.toBe(first.cookie);
    expect(again.json<{ data: { sessionId: string } }>().data.sessionId).not.toBe(
      first.session.sessionId,
    );
    expect((await getSession(app, first.cookie)).statusCode).toBe(401);
    expect((await getSession(app, second)).statusCode).toBe(200);
  });

  it('should refuse a token when one character of it is changed', async () => {
    const body = loginBody(await freshCallback());
    const signature = body.authToken.length - 5;
    const flipped = body.authToken[signature] === 'A' ? 'B' : 'A';
    const tampered = `${body.authToken.slice(0, signature)}${flipped}${body.authToken.slice(signature + 1)}`;
    const login = await postLogin(app, { ...body, authToken: tampered });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
    expect(cookieOf(login, 'acp_session')).toBeUndefined();
  });

  it('should refuse a token when it has expired', async () => {
    const body = loginBody(await freshCallback());
    const { token } = await issueSignInToken(
      'VIC',
      app.complianceSystems.key('VIC'),
      {
        userId: await userIdOf(owner, 'demo.master'),
        agencyId: vicAgencyId,
        complianceSessionId: body.complianceSystemSessionId,
        impersonatorUserId: null,
      },
      { now: new Date(Date.now() - 120_000) },
    );
    const login = await postLogin(app, { ...body, authToken: token });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
  });

  it('should refuse a token when it is used a second time', async () => {
    const body = loginBody(await freshCallback());
    expect((await postLogin(app, body)).statusCode).toBe(200);
    const replay = await postLogin(app, body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(failedToLogin);
  });

  it("should refuse a token when it is signed with another state's key", async () => {
    const body = loginBody(await freshCallback());
    const { token } = await issueSignInToken('VIC', app.complianceSystems.key('NSW'), {
      userId: await userIdOf(owner, 'demo.master'),
      agencyId: vicAgencyId,
      complianceSessionId: body.complianceSystemSessionId,
      impersonatorUserId: null,
    });
    const login = await postLogin(app, { ...body, authToken: token });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
  });

  it('should refuse a token when the compliance session id does not match it', async () => {
    const body = loginBody(await freshCallback());
    const login = await postLogin(app, { ...body, complianceSystemSessionId: 'someone-else' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
    // The token was not spent by the refused attempt's mismatch check.
    expect((await postLogin(app, body)).statusCode).toBe(200);
  });

  it('should refuse a token when the callback claims an impersonation the token does not carry', async () => {
    const body = loginBody(await freshCallback());
    const staffId = await userIdOf(owner, 'demo.staff');
    const login = await postLogin(app, {
      ...body,
      isImpersonating: true,
      originalComplianceUserId: staffId,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
  });

  it('should refuse a token when its audience is another application', async () => {
    const body = loginBody(await freshCallback());
    const token = await new SignJWT({ sid: body.complianceSystemSessionId, agency_id: vicAgencyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('cs:vic')
      .setAudience('another-app')
      .setSubject(String(await userIdOf(owner, 'demo.master')))
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(app.complianceSystems.key('VIC'));
    const login = await postLogin(app, { ...body, authToken: token });
    expect(login.statusCode).toBe(401);
  });

  it('should accept a token an external system signed when it carries no agency', async () => {
    const { token } = await new SignJWT({ sid: 'external-session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('cs:nsw')
      .setAudience('compliance-portal')
      .setSubject(String(await userIdOf(owner, 'demo.master')))
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(app.complianceSystems.key('NSW'))
      .then((t) => ({ token: t }));
    const login = await postLogin(app, {
      authToken: token,
      complianceSystemSessionId: 'external-session-1',
      isImpersonating: false,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      data: { complianceAgencyState: 'NSW', complianceSystemUrl: '/cs/nsw' },
    });
  });

  it('should answer 401 Failed to login when the token is not a JWT at all', async () => {
    const login = await postLogin(app, {
      authToken: 'not-a-token',
      complianceSystemSessionId: 'x',
      isImpersonating: false,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
  });

  it('should answer 400 naming the field and the rule when the body lacks the token', async () => {
    // Sent as it is: the body leaves out what the call's description requires.
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { complianceSystemSessionId: 'x' },
    });
    expect(login.statusCode).toBe(400);
    // The body's schema is zod/mini: its messages must read as classic zod's do.
    const message = 'Invalid input: expected string, received undefined';
    expect(login.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message, fields: { 'body.authToken': message } },
    });
  });

  it('should refuse the login when it comes from another site', async () => {
    const body = loginBody(await freshCallback());
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: body,
    });
    expect(login.statusCode).toBe(403);
  });
});
