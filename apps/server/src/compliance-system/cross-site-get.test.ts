import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, TEST_ORIGIN } from '../../test/app';
import {
  agencyIdIn,
  callbackParams,
  cookieOf,
  DEMO_PASSWORD,
  getSession,
  loginBody,
  postLogin,
  submitSignIn,
  userIdOf,
} from '../../test/auth';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';

const SWITCH_BACK = '/cs/vic/App/switchBackToOriginalUser';
const LOGOUT = '/cs/vic/logout';

describe('switch-back and sign-out from another site', () => {
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

  const systemCookieOf = (res: LightMyRequestResponse) => cookieOf(res, 'acp_cs_vic')!.value;

  /** demo.staff viewing the portal as demo.manager: the system cookie and the portal's. */
  async function viewAsManager() {
    const staff = await submitSignIn(app, { username: 'demo.staff', password: DEMO_PASSWORD });
    const res = await app.inject({
      method: 'POST',
      url: '/cs/vic/impersonate',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { acp_cs_vic: systemCookieOf(staff) },
      payload: `userId=${await userIdOf(owner, 'demo.manager')}&agencyId=${await agencyIdIn(owner, 'VIC')}`,
    });
    const login = await postLogin(app, loginBody(callbackParams(res)));
    expect(login.statusCode).toBe(200);
    return {
      cookies: {
        acp_cs_vic: systemCookieOf(res),
        acp_session: cookieOf(login, 'acp_session')!.value,
      },
    };
  }

  /** demo.master signed in to the VIC system and the portal. */
  async function signedIn() {
    const form = await submitSignIn(app, { username: 'demo.master', password: DEMO_PASSWORD });
    const login = await postLogin(app, loginBody(callbackParams(form)));
    return {
      cookies: {
        acp_cs_vic: systemCookieOf(form),
        acp_session: cookieOf(login, 'acp_session')!.value,
      },
    };
  }

  const get = (url: string, cookies: Record<string, string>, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, cookies, headers });

  const stillSignedIn = async (cookies: Record<string, string>) => {
    const session = await getSession(app, cookies.acp_session);
    return (
      session.statusCode === 200 &&
      !session.json<{ data: { requiresRelogin: boolean } }>().data.requiresRelogin
    );
  };

  describe.each<{ name: string; headers: Record<string, string> }>([
    { name: 'another site', headers: { 'sec-fetch-site': 'cross-site' } },
    { name: 'a sibling site', headers: { 'sec-fetch-site': 'same-site' } },
    { name: 'a typed address', headers: { 'sec-fetch-site': 'none' } },
    { name: 'a browser without Sec-Fetch-Site', headers: {} },
    {
      name: 'a browser without Sec-Fetch-Site, from another site',
      headers: { referer: 'https://evil.example/page' },
    },
  ])('a GET from $name', ({ headers }) => {
    it('should ask before switching back and leave the impersonation running when nobody confirms', async () => {
      const { cookies } = await viewAsManager();
      const res = await get(SWITCH_BACK, cookies, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>Switch back</h1>');
      expect(res.body).toContain(`<form class="stack" method="post" action="${SWITCH_BACK}">`);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await stillSignedIn(cookies)).toBe(true);
    });

    it('should ask before signing out and leave both sign-ins alive when nobody confirms', async () => {
      const { cookies } = await signedIn();
      const res = await get(LOGOUT, cookies, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Sign out</h1>');
      expect(res.body).toContain(`<form class="stack" method="post" action="${LOGOUT}">`);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await stillSignedIn(cookies)).toBe(true);
    });
  });

  it('should switch back at once when the link is followed on the portal own pages', async () => {
    const { cookies } = await viewAsManager();
    const res = await get(SWITCH_BACK, cookies, { 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cs/vic/view-as');
    expect(await stillSignedIn(cookies)).toBe(false);
  });

  it('should sign out at once when a browser without Sec-Fetch-Site comes from the portal pages', async () => {
    const { cookies } = await signedIn();
    const res = await get(LOGOUT, cookies, { referer: `${TEST_ORIGIN}/cs/vic/view-as` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You have signed out of the Victoria compliance system.');
    expect(await stillSignedIn(cookies)).toBe(false);
  });

  it.each([SWITCH_BACK, LOGOUT])(
    'should act when the confirmation button posts from the portal (%s)',
    async (url) => {
      const { cookies } = url === SWITCH_BACK ? await viewAsManager() : await signedIn();
      const res = await app.inject({
        method: 'POST',
        url,
        cookies,
        headers: { origin: TEST_ORIGIN },
      });
      expect([200, 303]).toContain(res.statusCode);
      expect(cookieOf(res, 'acp_cs_vic')).toBeDefined();
      expect(await stillSignedIn(cookies)).toBe(false);
    },
  );

  it.each([SWITCH_BACK, LOGOUT])(
    'should refuse the confirmation post when it comes from another site (%s)',
    async (url) => {
      const { cookies } = url === SWITCH_BACK ? await viewAsManager() : await signedIn();
      const res = await app.inject({
        method: 'POST',
        url,
        cookies,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(await stillSignedIn(cookies)).toBe(true);
    },
  );
});
