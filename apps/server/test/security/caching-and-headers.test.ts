import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCalls,
  calendarCalls,
  metaCalls,
  portfolioEvidenceCalls,
  settingsCalls,
} from '@portal/contracts';
import { PERMISSIONS_POLICY } from '../../src/plugins/security';
import { DEMO_PASSWORD } from '../auth';
import { parsePdf } from '../pdf-text';
import { dataOf, demoApp, type DemoApp } from '../demo-app';
import { png } from './hostile-files/images';
import { upload, uploadFile } from './hostile-files/upload-request';
import { CATALOGUE, registeredRoutes, routeKey, type RegisteredRoute } from './route-catalogue';
import { MISSING, routeWalk, send } from './route-walk';

/**
 * The answers that may be kept, each with its policy and why: public files, the same for every
 * visitor with or without a session. Any other answer, signed in or not, success or error, is
 * `no-store`.
 */
const CACHEABLE: readonly { pattern: RegExp; cacheControl: string; reason: string }[] = [
  {
    pattern: /^\/assets\/[^/]+$/,
    cacheControl: 'public, max-age=31536000, immutable',
    reason: "the web app's hashed files: a new build gives them new names",
  },
  {
    pattern: /^\/index\.html$/,
    cacheControl: 'no-cache',
    reason: "the web app's page: checked again at every load, so a new build is picked up",
  },
  {
    pattern: /^\/images\/:file$/,
    cacheControl: 'public, max-age=31536000, immutable',
    reason: 'images of emails, public by design: a token always names the same bytes',
  },
  {
    pattern: /^\/v1\/calendar\/:token\.ics$/,
    cacheControl: 'private, max-age=60',
    reason:
      "a user's calendar feed, public by its secret address: calendar apps may keep it a " +
      'minute, so a change shows within one',
  },
  {
    pattern: /^\/v1\/meta\/portal$/,
    cacheControl: 'public, max-age=300',
    reason: "the shell's public configuration (footer, help, maintenance), the same for all",
  },
];

const cacheableOf = (route: RegisteredRoute) =>
  CACHEABLE.find(({ pattern }) => pattern.test(route.url));

/** The host an attacker puts in a request to make the portal write links to its own site. */
const EVIL_HOST = 'evil.example';
const HOSTILE_HOST = {
  host: EVIL_HOST,
  'x-forwarded-host': EVIL_HOST,
  // The same-origin check compares Origin with the request's host: a rebinding page passes it.
  origin: `http://${EVIL_HOST}`,
};
const PUBLIC_URL = 'https://portal.example.com';

interface Answer {
  label: string;
  route: RegisteredRoute;
  signedIn: boolean;
  res: LightMyRequestResponse;
}

describe('caching and headers', () => {
  let h: DemoApp;
  let routes: RegisteredRoute[];
  /** demo.master in VIC: a master user there, so the agency's master-only calls answer too. */
  let cookie: string;
  /** A stored image's public file name ('{token}.png'). */
  let imageFile: string;
  /** Every answer of the walk over the default (http) app. */
  const answers: Answer[] = [];

  /** The secret of a new calendar feed of demo.master (the walk revokes earlier ones). */
  const calendarFeedToken = async () => {
    const res = await h.call(calendarCalls.createFeed, { body: { scope: 'ALL' } }, cookie);
    const { url } = res.json<{ data: { url: string } }>().data;
    return /\/v1\/calendar\/(.+)\.ics$/.exec(url)![1]!;
  };

  const { ownRequest } = routeWalk(
    () => h,
    () => imageFile,
    calendarFeedToken,
  );

  /** Signs demo.master in again when a call (sign-out, a portfolio switch) ended the session. */
  const ensureSession = async () => {
    const res = await h.call(authCalls.session, {}, cookie);
    const data = res.statusCode === 200 && res.json<{ data: { requiresRelogin: boolean } }>();
    if (res.statusCode !== 200 || (data && data.data.requiresRelogin)) {
      cookie = await h.signIn('demo.master');
    }
  };

  beforeAll(async () => {
    [routes, h] = await Promise.all([registeredRoutes(), demoApp('portal_headers')]);
    cookie = await h.signIn('demo.master');
    const uploaded = await uploadFile(h.app, cookie, png());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const publicUrl = uploaded.json<{ data: { public_url: string } }>().data.public_url;
    imageFile = new URL(publicUrl).pathname.replace('/images/', '');
    // A ready portfolio evidence pack of the session's user, the agency's only one, so that its
    // state and its download answer their data in the walk.
    await h.rows('delete from portfolio_evidence_packs where agency_id = $1', [h.ids.VIC]);
    const [{ suburb = '' } = {}] = await h.rows<{ suburb: string }>(
      'select suburb from properties where agency_id = $1 group by 1 order by count(*), 1 limit 1',
      [h.ids.VIC],
    );
    dataOf(await h.call(portfolioEvidenceCalls.start, { query: { query: suburb } }, cookie));
    await h.app.jobs.runDue();
    // Webhooks and saved views of the session agency (the demo data has none), for the routes
    // that take their ids: three of each, as each walk (this one and the hostile Host's) deletes
    // one before the routes after it read another.
    await h.rows(
      `insert into webhooks (agency_id, url, events, secret_ciphertext, created_by_user_id)
       select $1, 'https://93.184.215.14/walk-' || n, '{notice.issued}', 'v1.x.y', u.id
       from (select min(id) as id from users) u, generate_series(1, 3) n`,
      [h.ids.VIC],
    );
    await h.rows(
      `insert into saved_views (agency_id, owner_user_id, list, name, params, shared)
       select $1, u.id, 'portfolio', 'Walk view ' || n, 'facet=NonCompliant', true
       from users u, generate_series(1, 3) n where u.username = 'demo.master'`,
      [h.ids.VIC],
    );

    // Each route signed in with its own ids, signed in with a missing or malformed id, and
    // signed out: its successes and its errors.
    for (const route of routes) {
      const own = await ownRequest(route);
      const requests = [
        { label: 'signed in', url: own.url, cookie, body: own.body },
        ...(/:(id|file)\b/.test(route.url)
          ? [
              { label: 'a missing id', url: own.url.replace(/\/\d+(?=\/|$|\?)/, `/${MISSING}`) },
              { label: 'a malformed id', url: own.url.replace(/\/\d+(?=\/|$|\?)/, '/x') },
              { label: 'a missing file', url: own.url.replace(imageFile, `${'A'.repeat(64)}.png`) },
            ].map((request) => ({ ...request, cookie, body: own.body }))
          : []),
        { label: 'signed out', url: own.url, cookie: undefined, body: own.body },
      ];
      for (const request of requests) {
        if (request.cookie) await ensureSession();
        const res = await send(h.app, route, request.url, {
          cookie: request.cookie && cookie,
          body: request.body,
        });
        answers.push({
          label: `${routeKey(route)} ${request.label}: ${res.statusCode}`,
          route,
          signedIn: Boolean(request.cookie),
          res,
        });
      }
    }
    await ensureSession();
  });
  afterAll(() => h?.close());

  it('should answer Cache-Control: no-store to every route, signed in or out, success or error, except public files', () => {
    const stored: string[] = [];
    for (const { label, route, res } of answers) {
      const cacheable = cacheableOf(route);
      const expected = cacheable && res.statusCode < 400 ? cacheable.cacheControl : 'no-store';
      const actual = String(res.headers['cache-control'] ?? '(none)');
      const ok =
        expected === 'no-store'
          ? actual.split(',').some((directive) => directive.trim() === 'no-store')
          : actual === expected;
      if (!ok) stored.push(`${label} has ${actual}`);
    }
    expect(stored).toEqual([]);
  });

  it('should have walked successes of every kind of answer: JSON, HTML, PDF, spreadsheets, images and scripts', () => {
    const succeeded = answers.filter(({ res }) => res.statusCode < 300);
    const types = new Set(
      succeeded.map(({ res }) => String(res.headers['content-type']).split(';')[0]),
    );
    for (const type of [
      'application/json',
      'text/html',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
      'application/javascript',
    ]) {
      expect([...types], type).toContain(type);
    }
    // Every signed-in GET of the catalogue answered its data, not only errors.
    const failedGets = Object.keys(CATALOGUE).filter(
      (key) =>
        key.startsWith('GET ') &&
        !succeeded.some((answer) => answer.signedIn && routeKey(answer.route) === key),
    );
    expect(failedGets).toEqual([]);
    expect(answers.filter(({ res }) => res.statusCode === 401).length).toBeGreaterThan(30);
  });

  it('should answer a public file the same with a session as without one', () => {
    for (const route of routes.filter((candidate) => cacheableOf(candidate))) {
      const mine = answers.filter((answer) => answer.route === route);
      const signedIn = mine.find((answer) => answer.signedIn && answer.label.includes('signed in'));
      const signedOut = mine.find((answer) => !answer.signedIn);
      expect(signedIn?.res.statusCode, routeKey(route)).toBeLessThan(300);
      expect(signedOut?.res.statusCode, routeKey(route)).toBe(signedIn?.res.statusCode);
      expect(signedOut?.res.rawPayload.equals(signedIn!.res.rawPayload), routeKey(route)).toBe(
        true,
      );
    }
    // Every exception still matches a route, so none is left to hide a future one.
    for (const { pattern } of CACHEABLE) {
      expect(
        routes.some((route) => pattern.test(route.url)),
        String(pattern),
      ).toBe(true);
    }
  });

  it('should send the security headers with every answer: HTML, JSON and files', () => {
    const missing: string[] = [];
    for (const { label, res } of answers) {
      const headers = res.headers;
      if (!headers['content-security-policy']) missing.push(`${label}: Content-Security-Policy`);
      if (headers['x-content-type-options'] !== 'nosniff') missing.push(`${label}: nosniff`);
      const policy = headers['permissions-policy'];
      if (policy === undefined || policy !== PERMISSIONS_POLICY) {
        missing.push(`${label}: Permissions-Policy`);
      }
      if (!headers['referrer-policy']) missing.push(`${label}: Referrer-Policy`);
      // The portal's own address is http here: no HSTS.
      if (headers['strict-transport-security']) missing.push(`${label}: HSTS over http`);
    }
    expect(missing).toEqual([]);
  });

  it("should answer the web app's pages no-cache and unknown addresses no-store, with the headers", async () => {
    // A signed-in page and the sign-in page carry the session's first answers, so they are kept
    // no more than those are.
    const cases = [
      { url: '/portfolio?facet=Overdue', signedIn: true, cacheControl: 'no-store', status: 200 },
      { url: '/', signedIn: true, cacheControl: 'no-store', status: 200 },
      { url: '/', signedIn: false, cacheControl: 'no-cache', status: 200 },
      { url: '/auth/login', signedIn: true, cacheControl: 'no-store', status: 200 },
      { url: '/auth/login', signedIn: false, cacheControl: 'no-store', status: 200 },
      { url: '/auth/error', signedIn: false, cacheControl: 'no-cache', status: 200 },
      { url: '/assets/app-gone999.js', signedIn: true, cacheControl: 'no-store', status: 404 },
      { url: '/v1/no-such-call', signedIn: true, cacheControl: 'no-store', status: 404 },
    ];
    for (const { url, signedIn, cacheControl, status } of cases) {
      const res = await h.get(url, signedIn ? cookie : undefined);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe(cacheControl);
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("should answer a signed-in page with the session's first calls as the API answers them", async () => {
    const page = await h.get('/property/1', cookie);
    const element = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(
      page.body,
    );
    expect(element, page.body).not.toBeNull();
    const answers = JSON.parse(element![1]!) as Record<string, { status: number; body: unknown }>;
    const paths = [
      authCalls.session.path,
      authCalls.agencies.path,
      authCalls.activeExperiments.path,
      authCalls.agencySettings.path,
      settingsCalls.integrations.path,
    ];
    expect(Object.keys(answers).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const res = await h.get(path, cookie);
      expect(answers[path], path).toEqual({ status: res.statusCode, body: res.json<unknown>() });
    }
    // Without a session, or on the sign-in pages but the first, the page carries none.
    for (const [url, by] of [
      ['/property/1', undefined],
      ['/auth/callback', cookie],
      ['/auth/logout', undefined],
    ] as const) {
      expect((await h.get(url, by)).body, url).not.toContain('first-answers');
    }
    const ended = await h.get('/', 'acp_session=no-such-session');
    expect(ended.headers['cache-control']).toBe('no-store');
    const [, json = ''] = /id="first-answers">([^<]*)</.exec(ended.body) ?? [];
    expect(Object.keys(JSON.parse(json) as object)).toEqual([authCalls.session.path]);
  });

  it('should answer the sign-in page with its first calls as the API answers them, with a session or without', async () => {
    const paths = [authCalls.session.path, authCalls.systems.path, metaCalls.portalConfig.path];
    for (const by of [undefined, cookie]) {
      const page = await h.get('/auth/login?stateId=7', by);
      expect(page.headers['cache-control'], String(by)).toBe('no-store');
      const [, json = '{}'] = /id="first-answers">([^<]*)</.exec(page.body) ?? [];
      const answers = JSON.parse(json) as Record<string, { status: number; body: unknown }>;
      expect(Object.keys(answers).sort()).toEqual([...paths].sort());
      for (const path of paths) {
        const res = await h.get(path, by);
        expect(answers[path], path).toEqual({ status: res.statusCode, body: res.json<unknown>() });
      }
      expect(answers[authCalls.session.path]?.status).toBe(by ? 200 : 401);
    }
  });

  it('should deny the browser features the portal does not use when any page is served', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/portfolio' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'display-capture',
      'clipboard-read',
    ]) {
      expect(policy.split(', '), feature).toContain(`${feature}=()`);
    }
    // Writing only, by the portal's own pages: the Copy of the calendar address.
    expect(policy.split(', ')).toContain('clipboard-write=(self)');
  });

  it(
    'should send HSTS with every answer when PUBLIC_URL is https, and none when it is http',
    { timeout: 180_000 },
    async () => {
      const https = await h.replica({ PUBLIC_URL });
      const http = await h.replica({ PUBLIC_URL: 'http://portal.example.com' });
      const behindProxy = await h.replica({
        PUBLIC_URL: 'http://portal.example.com',
        TRUST_PROXY: '1',
      });
      const without: string[] = [];
      const withIt: string[] = [];
      for (const route of routes) {
        const { url } = await ownRequest(route);
        const secure = await send(https, route, url);
        if (!/^max-age=\d{8,}/.test(String(secure.headers['strict-transport-security']))) {
          without.push(`${routeKey(route)}: ${secure.statusCode}`);
        }
        for (const app of [http, behindProxy]) {
          const plain = await send(app, route, url);
          if (plain.headers['strict-transport-security']) {
            withIt.push(`${routeKey(route)}: ${plain.statusCode}`);
          }
        }
      }
      expect(without).toEqual([]);
      expect(withIt).toEqual([]);
    },
  );

  describe('absolute links under a hostile Host', () => {
    let replica: FastifyInstance;

    beforeAll(async () => {
      // Behind a proxy, so X-Forwarded-Host is read as the request's host.
      replica = await h.replica({ PUBLIC_URL, TRUST_PROXY: '1' });
      await ensureSession();
    });

    // A request to every route: seconds alone, past 30 s beside the browser journeys.
    it(
      "should put no request's host in any answer when Host and X-Forwarded-Host are an attacker's",
      { timeout: 180_000 },
      async () => {
        const echoed: string[] = [];
        // With PUBLIC_URL, and without it (its address derived from HOST and PORT).
        const withoutPublicUrl = await h.replica({ TRUST_PROXY: '1' });
        for (const app of [replica, withoutPublicUrl]) {
          for (const route of routes) {
            const { url, body } = await ownRequest(route);
            await ensureSession();
            const res = await send(app, route, url, { cookie, body, headers: HOSTILE_HOST });
            const headers = JSON.stringify(res.headers);
            if (res.body.includes(EVIL_HOST) || headers.includes(EVIL_HOST)) {
              echoed.push(`${app.config.publicUrl} ${routeKey(route)}: ${res.statusCode}`);
            }
          }
        }
        expect(echoed).toEqual([]);
      },
    );

    const addresses = [
      ['PUBLIC_URL', { PUBLIC_URL, TRUST_PROXY: '1' }, PUBLIC_URL],
      ['the address derived from HOST and PORT', { PORT: '3210' }, 'http://localhost:3210'],
    ] as const;

    it.each(addresses)(
      "should give an uploaded image's address on %s when the Host is an attacker's",
      async (_name, env, expected) => {
        const app = await h.replica(env);
        const res = await upload(
          app,
          cookie,
          [{ filename: 'a.png', type: 'image/png', data: png() }],
          HOSTILE_HOST,
        );
        expect(res.statusCode, res.body).toBe(200);
        const publicUrl = res.json<{ data: { public_url: string } }>().data.public_url;
        expect(publicUrl).toMatch(new RegExp(`^${escapeRegExp(expected)}/images/[\\w-]+\\.png$`));
      },
    );

    it.each(addresses)(
      "should link a forwarded quote's email to %s when the Host is an attacker's",
      async (_name, env, expected) => {
        const app = await h.replica(env);
        const [quote] = await h.rows<{ id: number }>(
          'select id from quotes where agency_id = $1 order by id limit 1',
          [h.ids.VIC],
        );
        const res = await app.inject({
          method: 'POST',
          url: `/v1/quote/${quote!.id}/forward`,
          headers: HOSTILE_HOST,
          cookies: { acp_session: cookie },
          payload: { toAddresses: ['owner@example.com'] },
        });
        expect(res.statusCode, res.body).toBe(200);
        const emailId = res.json<{ data: { emailId: number } }>().data.emailId;
        expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
        const [sent] = await h.rows<{ eml: string }>(
          'select eml_storage_key as eml from email_outbox where id = $1',
          [emailId],
        );
        const email = await simpleParser(fs.readFileSync(path.join(h.outboxDir, sent!.eml)));
        const link = `${expected}/cs/vic/Quotations/approve/${quote!.id}`;
        expect(email.html).toContain(`href="${link}"`);
        expect(email.text).toContain(link);
        expect(`${email.html}${email.text}`).not.toContain(EVIL_HOST);
      },
    );

    it.each(addresses)(
      "should print a quote's approval link on %s in its PDF when the Host is an attacker's",
      async (_name, env, expected) => {
        const app = await h.replica(env);
        const [quote] = await h.rows<{ id: number }>(
          'select id from quotes where agency_id = $1 order by id limit 1',
          [h.ids.VIC],
        );
        const res = await app.inject({
          method: 'GET',
          url: `/v1/quote/${quote!.id}/pdf`,
          headers: HOSTILE_HOST,
          cookies: { acp_session: cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        const { text } = await parsePdf(res.rawPayload);
        const printed = text.replace(/\n/g, '');
        expect(printed).toContain(`${expected}/cs/vic/Quotations/approve/${quote!.id}`);
        expect(printed).not.toContain(EVIL_HOST);
      },
    );

    it("should send the sign-in back to PUBLIC_URL's callback when the Host is an attacker's", async () => {
      const res = await replica.inject({
        method: 'POST',
        url: '/cs/vic/login',
        headers: { ...HOSTILE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: 'demo.manager',
          password: DEMO_PASSWORD,
        }).toString(),
      });
      expect(res.statusCode, res.body).toBe(303);
      expect(String(res.headers.location)).toMatch(
        new RegExp(`^${escapeRegExp(PUBLIC_URL)}/auth/callback\\?`),
      );
      // The state systems the sign-in page offers are on PUBLIC_URL too.
      const systems = await replica.inject({
        method: 'GET',
        url: '/v1/auth/systems',
        headers: HOSTILE_HOST,
      });
      const urls = systems
        .json<{ data: { systemUrl: string | null }[] }>()
        .data.flatMap(({ systemUrl }) => (systemUrl ? [systemUrl] : []));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/cs/`), url).toBe(true);
    });
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
