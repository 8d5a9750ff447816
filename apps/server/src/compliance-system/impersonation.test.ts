import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authCalls } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../test/app';
import {
  agencyIdIn,
  bindingOf,
  callbackParams,
  cookieOf,
  DEMO_PASSWORD,
  getSession,
  loginBody,
  postLogin,
  submitSignIn,
  userIdOf,
} from '../../test/auth';
import { injectCall } from '../../test/calls';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from '../db/client';

/** A link followed on the portal's own pages. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('provider staff viewing the portal as an agency user', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let staffId: number;
  let managerId: number;
  let vicId: number;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    staffId = await userIdOf(owner, 'demo.staff');
    managerId = await userIdOf(owner, 'demo.manager');
    vicId = await agencyIdIn(owner, 'VIC');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const systemCookieOf = (res: LightMyRequestResponse) => cookieOf(res, 'acp_cs_vic')!.value;

  /** demo.staff signed in to the VIC system: the system cookie. */
  async function staffSignIn(): Promise<string> {
    const res = await submitSignIn(app, { username: 'demo.staff', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(303);
    return systemCookieOf(res);
  }

  function impersonate(systemCookie: string, userId: number, agencyId: number, extra = '') {
    return app.inject({
      method: 'POST',
      url: '/cs/vic/impersonate',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { acp_cs_vic: systemCookie },
      payload: `userId=${userId}&agencyId=${agencyId}${extra}`,
    });
  }

  /** Staff signs in, views the portal as demo.manager; returns both cookies and the session. */
  async function viewAsManager() {
    const res = await impersonate(await staffSignIn(), managerId, vicId);
    const params = callbackParams(res);
    const login = await postLogin(app, loginBody(params));
    expect(login.statusCode).toBe(200);
    return {
      params,
      systemCookie: systemCookieOf(res),
      portal: cookieOf(login, 'acp_session')!.value,
      session: login.json<{ data: Record<string, unknown> }>().data,
    };
  }

  async function auditRows(portalSessionId: string) {
    // The audit insert runs after the answer is sent: wait for it briefly.
    for (let i = 0; i < 50; i++) {
      const { rows } = await owner.pool.query<{
        actor_user_id: number;
        impersonator_user_id: number;
        agency_id: number;
        detail: { method: string; route: string; status: number };
      }>(
        `select actor_user_id, impersonator_user_id, agency_id, detail from audit_log
         where action = 'impersonation.request' and detail->>'sessionId' = $1`,
        [portalSessionId],
      );
      if (rows.length) return rows;
      await new Promise((r) => setTimeout(r, 20));
    }
    return [];
  }

  it("should show 'View the portal as' with agency users when staff sign in", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/cs/vic/view-as',
      cookies: { acp_cs_vic: await staffSignIn() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>View the portal as</h1>');
    expect(res.body).toContain('Signed in as Sam Taylor');
    expect(res.body).toContain('Jordan Lee');
    expect(res.body).toContain('Yarra Bend Property Management');
    expect(res.body).toContain('<label for="q">Search agency users</label>');
    // Only the state's agencies, never other staff.
    expect(res.body).not.toContain('Harbour City Realty');
    expect(res.body).not.toContain('Sam Taylor</strong>');
  });

  it('should narrow the list when a search is given', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/cs/vic/view-as?q=jordan',
      cookies: { acp_cs_vic: await staffSignIn() },
    });
    expect(res.body).toContain('Jordan Lee');
    expect(res.body).not.toContain('Alex Morgan');
    expect(res.body).toContain('Showing 1 agency user.');
    const none = await app.inject({
      method: 'GET',
      url: '/cs/vic/view-as?q=%25%25no-such%25',
      cookies: { acp_cs_vic: await staffSignIn() },
    });
    expect(none.body).toContain('No agency users in VIC match');
  });

  it('should send the browser to sign in when the list is opened without a staff sign-in', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/cs/vic/view-as?state=%2F' });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/cs/vic/login?state=%2F');
    const form = await submitSignIn(app, { username: 'demo.manager', password: DEMO_PASSWORD });
    const agencyUser = await app.inject({
      method: 'GET',
      url: '/cs/vic/view-as',
      cookies: { acp_cs_vic: systemCookieOf(form) },
    });
    expect(agencyUser.statusCode).toBe(303);
    const refused = await impersonate(systemCookieOf(form), managerId, vicId);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/cs/vic/login');
  });

  it('should return staff to their list when they open the sign-in page still signed in', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/cs/vic/login',
      cookies: { acp_cs_vic: await staffSignIn() },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cs/vic/view-as');
  });

  it('should carry the impersonation through the callback into the session when staff choose a user', async () => {
    const res = await impersonate(await staffSignIn(), managerId, vicId, '&state=%2Fportfolio');
    const params = callbackParams(res);
    expect(params.get('__acp_impersonating')).toBe('1');
    expect(params.get('__acp_original_user_id')).toBe(String(staffId));
    expect(params.get('state')).toBe('/portfolio');

    const login = await postLogin(app, loginBody(params));
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      data: {
        complianceUserId: managerId,
        complianceUserName: 'Jordan Lee',
        complianceAgencyId: vicId,
        isImpersonating: true,
        originalComplianceUserId: staffId,
        requiresRelogin: false,
      },
    });
  });

  it('should refuse the login when the callback drops the impersonation flag', async () => {
    const params = callbackParams(await impersonate(await staffSignIn(), managerId, vicId));
    const body = loginBody(params);
    const login = await postLogin(
      app,
      { ...body, isImpersonating: false, originalComplianceUserId: null },
      { signIn: bindingOf(body) },
    );
    expect(login.statusCode).toBe(401);
  });

  it('should record an impersonated request with both people when it is made', async () => {
    const { portal, session } = await viewAsManager();
    const res = await injectCall(app, authCalls.agencies, {}, { cookie: portal });
    expect(res.statusCode).toBe(200);
    const rows = await auditRows(String(session.sessionId));
    const row = rows.find((r) => r.detail.route === authCalls.agencies.path);
    expect(row).toMatchObject({
      actor_user_id: managerId,
      impersonator_user_id: staffId,
      agency_id: vicId,
      detail: { method: 'GET', route: authCalls.agencies.path, status: 200 },
    });
  });

  it('should still answer the request when the audit insert fails', async () => {
    const { portal, session } = await viewAsManager();
    const failing = vi.spyOn(database.db, 'insert').mockImplementationOnce(() => {
      throw new Error('audit table unavailable');
    });
    try {
      const res = await injectCall(app, authCalls.activeExperiments, {}, { cookie: portal });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    } finally {
      failing.mockRestore();
    }
    expect(await auditRows(String(session.sessionId))).toEqual([]);
    const next = await injectCall(app, authCalls.agencies, {}, { cookie: portal });
    expect(next.statusCode).toBe(200);
  });

  it('should not audit requests when nobody is impersonating', async () => {
    const form = await submitSignIn(app, { username: 'demo.manager', password: DEMO_PASSWORD });
    const login = await postLogin(app, loginBody(callbackParams(form)));
    const sessionId = login.json<{ data: { sessionId: string } }>().data.sessionId;
    await injectCall(
      app,
      authCalls.agencies,
      {},
      { cookie: cookieOf(login, 'acp_session')!.value },
    );
    await new Promise((r) => setTimeout(r, 100));
    const { rowCount } = await owner.pool.query(
      `select 1 from audit_log where action = 'impersonation.request' and detail->>'sessionId' = $1`,
      [sessionId],
    );
    expect(rowCount).toBe(0);
  });

  it('should end the impersonated session and return staff to their list when they switch back', async () => {
    const { systemCookie, portal } = await viewAsManager();
    const res = await app.inject({
      method: 'GET',
      url: '/cs/vic/App/switchBackToOriginalUser',
      headers: SAME_ORIGIN,
      cookies: { acp_cs_vic: systemCookie, acp_session: portal },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cs/vic/view-as');
    const fresh = systemCookieOf(res);
    expect(fresh).not.toBe(systemCookie);

    // The portal tab learns it must sign in again; nothing else works with that cookie.
    const session = await getSession(app, portal);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      data: { requiresRelogin: true, isImpersonating: true },
    });
    const agencies = await injectCall(app, authCalls.agencies, {}, { cookie: portal });
    expect(agencies.statusCode).toBe(401);

    const list = await app.inject({
      method: 'GET',
      url: '/cs/vic/view-as',
      cookies: { acp_cs_vic: fresh },
    });
    expect(list.statusCode).toBe(200);
    // The old impersonation sign-in is over.
    const stale = await app.inject({
      method: 'GET',
      url: '/cs/vic/view-as',
      cookies: { acp_cs_vic: systemCookie },
    });
    expect(stale.statusCode).toBe(303);
  });

  it('should end a portal session switched to another agency when staff switch back', async () => {
    const master = await userIdOf(owner, 'demo.master');
    const res = await impersonate(await staffSignIn(), master, vicId);
    const systemCookie = systemCookieOf(res);
    const login = await postLogin(app, loginBody(callbackParams(res)));
    const switched = await injectCall(
      app,
      authCalls.switchAgency,
      { body: { agencyId: await agencyIdIn(owner, 'NSW') } },
      { cookie: cookieOf(login, 'acp_session')!.value },
    );
    expect(switched.json()).toMatchObject({ data: { isImpersonating: true } });
    const portal = cookieOf(switched, 'acp_session')!.value;
    await app.inject({
      method: 'GET',
      url: '/cs/vic/App/switchBackToOriginalUser',
      headers: SAME_ORIGIN,
      cookies: { acp_cs_vic: systemCookie },
    });
    expect((await getSession(app, portal)).json()).toMatchObject({
      data: { requiresRelogin: true },
    });
  });

  it("should still end the browser's impersonated session when the system cookie is gone", async () => {
    const { portal } = await viewAsManager();
    const res = await app.inject({
      method: 'GET',
      url: '/cs/vic/App/switchBackToOriginalUser',
      headers: SAME_ORIGIN,
      cookies: { acp_session: portal },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cs/vic/login');
    expect((await getSession(app, portal)).json()).toMatchObject({
      data: { requiresRelogin: true },
    });
  });

  it('should answer a 404 page when staff choose someone who is not in that agency', async () => {
    const systemCookie = await staffSignIn();
    const nsw = await agencyIdIn(owner, 'NSW');
    for (const [userId, agencyId] of [
      [managerId, nsw],
      [staffId, vicId],
      [999_999, vicId],
    ] as const) {
      const res = await impersonate(systemCookie, userId, agencyId);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('No such agency user in VIC.');
    }
  });

  it('should answer a 400 page when the chosen ids are not numbers', async () => {
    const res = await impersonate(await staffSignIn(), Number.NaN, vicId);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
