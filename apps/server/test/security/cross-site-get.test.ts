import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import {
  callbackParams,
  cookieOf,
  loginBody,
  postLogin,
  submitSignIn,
  DEMO_PASSWORD,
} from '../auth';
import { demoApp, type DemoApp } from '../demo-app';
import { CATALOGUE, registeredRoutes, routeKey, type RegisteredRoute } from './route-catalogue';

/** What a link on another site sends: the browser says so, and its Referer is that site. */
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' };

/**
 * A GET must never change state when another site makes the browser send it (a link, an image,
 * a redirect), cookies and all. Every GET route the app registers is requested that way, as a
 * provider staff member viewing the portal as an agency user (the portal's session cookie and
 * the VIC system's own), and the database is compared before and after.
 */
describe('no state change on a cross-site GET', () => {
  let h: DemoApp;
  let routes: RegisteredRoute[];
  let cookies: Record<string, string>;

  beforeAll(async () => {
    [routes, h] = await Promise.all([registeredRoutes(), demoApp('portal_cross_site_get')]);
    const [manager] = await h.rows<{ id: number }>(
      `select id from users where username = 'demo.manager'`,
    );
    const staff = await submitSignIn(h.app, { username: 'demo.staff', password: DEMO_PASSWORD });
    const viewAs = await h.app.inject({
      method: 'POST',
      url: '/cs/vic/impersonate',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { acp_cs_vic: cookieOf(staff, 'acp_cs_vic')!.value },
      payload: `userId=${manager!.id}&agencyId=${h.ids.VIC}`,
    });
    const login = await postLogin(h.app, loginBody(callbackParams(viewAs)));
    expect(login.statusCode).toBe(200);
    cookies = {
      acp_cs_vic: cookieOf(viewAs, 'acp_cs_vic')!.value,
      acp_session: cookieOf(login, 'acp_session')!.value,
    };
  });
  afterAll(() => h?.close());

  /**
   * The database's state: every table's row count (the audit of each request made while
   * impersonating is written by design, so those rows are left out), and the columns that end a
   * portal session or a compliance system's sign-in.
   */
  async function state(): Promise<Record<string, string>> {
    const tables = await h.rows<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const counts = tables.map(({ name }) =>
      name === 'audit_log'
        ? `select 'audit_log' as name, count(*) filter (where action <> 'impersonation.request')::text as value from audit_log`
        : `select '${name}' as name, count(*)::text as value from "${name}"`,
    );
    const rows = await h.rows<{ name: string; value: string }>(
      [
        ...counts,
        `select 'sessions ended' as name, md5(coalesce(string_agg(concat_ws(',', id, agency_id, revoked_at, revoked_reason), '|' order by id), '')) as value from sessions`,
        `select 'sign-ins ended' as name, md5(coalesce(string_agg(concat_ws(',', id, ended_at), '|' order by id), '')) as value from compliance_sessions`,
      ].join(' union all '),
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }

  /** A request of the route with real ids of the session's agency where it takes any. */
  async function urlOf(route: RegisteredRoute): Promise<string> {
    const entry = CATALOGUE[routeKey(route)];
    const slot = entry?.ids.find((s) => s.in === 'path');
    let path = route.url.replace(':state', 'vic').replace(/\*$/, '');
    if (path.includes(':id')) {
      const table = slot?.table ?? 'properties';
      const [row] = await h.rows<{ id: number }>(
        `select ${slot?.column ?? 'id'} as id from ${table} where agency_id = $1 order by 1 limit 1`,
        [h.ids.VIC],
      );
      path = path.replace(':id', String(row?.id ?? 1));
    }
    path = path.replace(/:[A-Za-z]+/g, 'x');
    const query = new URLSearchParams(entry?.query).toString();
    return query ? `${path}?${query}` : path;
  }

  const crossSiteGet = (url: string): Promise<LightMyRequestResponse> =>
    h.app.inject({ method: 'GET', url, cookies, headers: CROSS_SITE });

  // A request to every GET route: seconds alone, past 30 s beside the browser journeys.
  it(
    'should leave the database, the session and the system sign-in as they were after every GET route',
    { timeout: 180_000 },
    async () => {
      const gets = routes.filter((route) => route.method === 'GET');
      expect(gets.map((route) => route.url)).toEqual(
        expect.arrayContaining(
          ['/:state/logout', '/:state/App/switchBackToOriginalUser'].map((u) => `/cs${u}`),
        ),
      );
      let before = await state();
      for (const route of gets) {
        const url = await urlOf(route);
        const res = await crossSiteGet(url);
        expect(res.statusCode, `${url} answered`).toBeLessThan(500);
        const after = await state();
        expect(after, `GET ${url} from another site changed the database`).toEqual(before);
        before = after;
      }
      const session = await h.get('/v1/auth/session', cookies.acp_session);
      expect(session.json()).toMatchObject({
        success: true,
        data: { isImpersonating: true, requiresRelogin: false },
      });
      const list = await h.app.inject({
        method: 'GET',
        url: '/cs/vic/view-as',
        cookies: { acp_cs_vic: cookies.acp_cs_vic! },
      });
      expect(list.statusCode, 'the system sign-in still holds').toBe(200);
    },
  );

  it('should see the change when the same GET comes from the portal own pages', async () => {
    const before = await state();
    const res = await h.app.inject({
      method: 'GET',
      url: '/cs/vic/App/switchBackToOriginalUser',
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(303);
    expect(await state()).not.toEqual(before);
  });
});
