import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { AUTH_MESSAGES } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../../test/app';
import {
  agencyIdIn,
  bindingOf,
  callbackParams,
  cookieOf,
  getSession,
  loginBody,
  postLogin,
  SIGN_IN_COOKIE,
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

const fromAnotherBrowser = {
  success: false,
  error: { code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.signInFromAnotherBrowser },
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
    const header = [login.headers['set-cookie']]
      .flat()
      .find((line) => line?.startsWith('acp_session='));
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
    const login = await postLogin(
      app,
      {
        ...body,
        authToken: tampered,
      },
      { signIn: bindingOf(body) },
    );
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
        nonce: sha256Hex(bindingOf(body)!),
      },
      { now: new Date(Date.now() - 120_000) },
    );
    const login = await postLogin(
      app,
      {
        ...body,
        authToken: token,
      },
      { signIn: bindingOf(body) },
    );
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
  });

  it('should refuse a token when it is used a second time', async () => {
    const body = loginBody(await freshCallback());
    expect((await postLogin(app, body)).statusCode).toBe(200);
    const replay = await postLogin(app, body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(failedToLogin);
    // The browser's binding was spent by the first use: a replay is still 'Failed to login'.
    const spent = await postLogin(app, body, { signIn: null });
    expect(spent.json()).toEqual(failedToLogin);
  });

  it("should refuse a token when it is signed with another state's key", async () => {
    const body = loginBody(await freshCallback());
    const { token } = await issueSignInToken('VIC', app.complianceSystems.key('NSW'), {
      userId: await userIdOf(owner, 'demo.master'),
      agencyId: vicAgencyId,
      complianceSessionId: body.complianceSystemSessionId,
      impersonatorUserId: null,
      nonce: sha256Hex(bindingOf(body)!),
    });
    const login = await postLogin(
      app,
      {
        ...body,
        authToken: token,
      },
      { signIn: bindingOf(body) },
    );
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
  });

  it('should refuse a token when the compliance session id does not match it', async () => {
    const body = loginBody(await freshCallback());
    const login = await postLogin(
      app,
      {
        ...body,
        complianceSystemSessionId: 'someone-else',
      },
      { signIn: bindingOf(body) },
    );
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(failedToLogin);
    // The token was not spent by the refused attempt's mismatch check.
    expect((await postLogin(app, body)).statusCode).toBe(200);
  });

  it('should refuse a token when the callback claims an impersonation the token does not carry', async () => {
    const body = loginBody(await freshCallback());
    const staffId = await userIdOf(owner, 'demo.staff');
    const login = await postLogin(
      app,
      {
        ...body,
        isImpersonating: true,
        originalComplianceUserId: staffId,
      },
      { signIn: bindingOf(body) },
    );
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
    const login = await postLogin(
      app,
      {
        ...body,
        authToken: token,
      },
      { signIn: bindingOf(body) },
    );
    expect(login.statusCode).toBe(401);
  });

  describe('a token of an external system', () => {
    let external: FastifyInstance;
    beforeAll(async () => {
      external = await buildTestApp(database, { env: { CS_URL_NSW: 'https://cs-nsw.example' } });
    });
    afterAll(() => external.close());

    const externalToken = (claims: Record<string, unknown> = {}) =>
      new SignJWT({ sid: 'external-session-1', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('cs:nsw')
        .setAudience('compliance-portal')
        .setSubject(String(masterId))
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(external.complianceSystems.key('NSW'));
    let masterId: number;
    beforeAll(async () => {
      masterId = await userIdOf(owner, 'demo.master');
    });

    it('should accept it when it carries no agency', async () => {
      const login = await postLogin(external, {
        authToken: await externalToken(),
        complianceSystemSessionId: 'external-session-1',
        isImpersonating: false,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({
        data: { complianceAgencyState: 'NSW', complianceSystemUrl: 'https://cs-nsw.example' },
      });
    });

    it('should refuse it when it is bound to another browser', async () => {
      const login = await postLogin(
        external,
        {
          authToken: await externalToken({ nonce: sha256Hex('the attacker browser') }),
          complianceSystemSessionId: 'external-session-1',
          isImpersonating: false,
        },
        { signIn: 'the victim browser' },
      );
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual(fromAnotherBrowser);
    });
  });

  describe('the sign-in bound to the browser that made it', () => {
    it('should give the browser a short-lived HttpOnly SameSite cookie for the login call when the system signs it in', async () => {
      const form = await submitSignIn(app, { username: 'demo.master', password: DEMO_PASSWORD });
      const cookie = cookieOf(form, SIGN_IN_COOKIE);
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      expect(cookie).toMatchObject({
        path: '/v1/auth/login',
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: 300,
      });
    });

    it("should refuse the login with a clear message when the callback reaches a browser that did not sign in (an attacker's own token)", async () => {
      const attacker = loginBody(await freshCallback());
      for (const victim of [null, bindingOf(loginBody(await freshCallback()))!]) {
        const login = await postLogin(app, attacker, { signIn: victim });
        expect(login.statusCode).toBe(401);
        expect(login.json()).toEqual(fromAnotherBrowser);
        expect(cookieOf(login, 'acp_session')).toBeUndefined();
      }
      // Refusals did not spend the token: the browser that signed in still can.
      expect((await postLogin(app, attacker)).statusCode).toBe(200);
    });

    it('should spend the cookie when the login call reads it', async () => {
      const params = await freshCallback();
      const login = await postLogin(app, loginBody(params));
      expect(login.statusCode).toBe(200);
      expect(cookieOf(login, SIGN_IN_COOKIE)).toMatchObject({ value: '', path: '/v1/auth/login' });
      const refused = await postLogin(app, loginBody(await freshCallback()), {
        signIn: 'some other value',
      });
      expect(cookieOf(refused, SIGN_IN_COOKIE)).toMatchObject({ value: '' });
    });

    it('should refuse a token of a built-in system when it carries no binding', async () => {
      const body = loginBody(await freshCallback());
      const { token } = await issueSignInToken('VIC', app.complianceSystems.key('VIC'), {
        userId: await userIdOf(owner, 'demo.master'),
        agencyId: vicAgencyId,
        complianceSessionId: body.complianceSystemSessionId,
        impersonatorUserId: null,
        nonce: null,
      });
      const login = await postLogin(
        app,
        { ...body, authToken: token },
        { signIn: bindingOf(body) },
      );
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual(fromAnotherBrowser);
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
