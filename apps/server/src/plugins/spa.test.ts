import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { COLOUR_SCHEME_ATTRIBUTE, COLOUR_SCHEME_COOKIE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { signInToPortal } from '../../test/auth';
import { testDatabase } from '../../test/db';
import { TEST_TODAY } from '../../test/fixtures';
import type { Database } from '../db/client';
import { SESSION_COOKIE } from './session';

const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-i9.js"></script>';
const INDEX_HTML =
  `<!doctype html><html lang="en-AU"><head><title>Portal</title>${ENTRY_SCRIPT}</head>` +
  '<body><div id="root"></div></body></html>';

/** What the web's build lists (vite.config.ts: landingRoutePreload). */
const LANDING_PRELOAD = {
  entry: 'assets/index-i9.js',
  afterPaint: 'assets/after-paint-j0.js',
  signIn: { '/auth/login': ['assets/login-a1.js', 'assets/sign-in-ui-b2.js'] },
  prefetch: { '/': ['assets/prefetch-c3.js', 'assets/figures-d4.js'] },
  shell: ['assets/shell-layout-e5.js', 'assets/figures-d4.js', 'assets/shell-f6.css'],
  pages: { '/': ['assets/dashboard-g7.js'], '/portfolio': ['assets/portfolio-h8.js'] },
};

function webDistWithPreloads(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-preload-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(
    path.join(dir, '.vite', 'landing-preload.json'),
    JSON.stringify(LANDING_PRELOAD),
  );
  return dir;
}

/** The files a page preloads, in order, and how (`modulepreload` or `preload as style`). */
const preloadsOf = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="(modulepreload|preload)"(?: as="style")? crossorigin href="\/([^"]+)">/g,
    ),
  ].map(([, rel, file]) => `${rel} ${file}`);

describe("the web app's page", () => {
  let database: Database;
  let app: FastifyInstance;
  let webDist: string;
  let cookie: string;

  beforeAll(async () => {
    database = testDatabase();
    webDist = webDistWithPreloads();
    app = await buildTestApp(database, { now: () => TEST_TODAY, env: { WEB_DIST: webDist } });
    cookie = (await signInToPortal(app, 'demo.master')).cookie;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, cookies: string[] = []) =>
    app.inject({
      method: 'GET',
      url,
      headers: cookies.length ? { cookie: cookies.join('; ') } : {},
    });

  it("should carry the visitor's colour scheme from its cookie, on every page", async () => {
    for (const url of ['/', '/auth/login', '/auth/error', '/property/1']) {
      for (const scheme of ['dark', 'light', 'auto']) {
        const res = await page(url, [cookie, `${COLOUR_SCHEME_COOKIE}=${scheme}`]);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} ${scheme}`).toContain(
          `<html ${COLOUR_SCHEME_ATTRIBUTE}="${scheme}" lang="en-AU">`,
        );
      }
    }
  });

  it('should write no scheme when none was chosen, or when the cookie names none it knows', async () => {
    for (const cookies of [
      [],
      [`${COLOUR_SCHEME_COOKIE}=sepia`],
      [`${COLOUR_SCHEME_COOKIE}="><script>`],
    ]) {
      const res = await page('/auth/error', cookies);
      expect(res.body, cookies.join()).toContain(
        `<html ${COLOUR_SCHEME_ATTRIBUTE}="" lang="en-AU">`,
      );
      expect(res.body).not.toContain('<script>');
    }
  });

  it("should preload the landing page's code: its first data's module, the shell and the page", async () => {
    expect(preloadsOf((await page('/', [cookie])).body)).toEqual([
      'modulepreload assets/prefetch-c3.js',
      'modulepreload assets/figures-d4.js',
      'modulepreload assets/shell-layout-e5.js',
      'preload assets/shell-f6.css',
      'modulepreload assets/dashboard-g7.js',
    ]);
    // Without a session as with one: the page is the same code either way.
    expect(preloadsOf((await page('/portfolio')).body)).toEqual([
      'modulepreload assets/shell-layout-e5.js',
      'modulepreload assets/figures-d4.js',
      'preload assets/shell-f6.css',
      'modulepreload assets/portfolio-h8.js',
    ]);
    // Any other signed-in page: the shell's code, which every one of them needs.
    expect(preloadsOf((await page('/property/1', [cookie])).body)).toEqual([
      'modulepreload assets/shell-layout-e5.js',
      'modulepreload assets/figures-d4.js',
      'preload assets/shell-f6.css',
    ]);
    expect(preloadsOf((await page('/auth/login')).body)).toEqual([
      'modulepreload assets/login-a1.js',
      'modulepreload assets/sign-in-ui-b2.js',
    ]);
    // The other sign-in pages load the sign-in layout alone: nothing to ask for ahead.
    expect(preloadsOf((await page('/auth/error')).body)).toEqual([]);
  });

  it('should keep the list it preloads from out of reach', async () => {
    const res = await page('/.vite/landing-preload.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('dashboard-g7');
  });
});

/**
 * A stand-in for the web's drawing of pages (apps/web/src/entry-server.tsx): it asks for the
 * session through the server, as the real one does, and draws what it was given, or fails when
 * the path says so.
 */
const FAKE_RENDERER = `
export async function renderPage({ url, colourScheme, width, fetch }) {
  if (url.includes('fail')) throw new Error('drawing failed');
  const session = await fetch('/v1/auth/session');
  const name = session.status === 200 && session.body.data.complianceUserId ? 'its user' : 'nobody';
  return {
    html: '<main data-drawn>' + colourScheme + ' ' + width + ' ' + url + ' for ' + name + '</main>',
    answers: { '/v1/auth/session': session, '/v1/drawn': { status: 200, body: { drawn: true } } },
  };
}
`;

describe("the web app's page, drawn on the server", () => {
  let database: Database;
  let app: FastifyInstance;
  let webDist: string;
  let cookie: string;

  beforeAll(async () => {
    database = testDatabase();
    webDist = webDistWithPreloads();
    const ssrEntry = path.join(webDist, '..', `${path.basename(webDist)}-entry-server.mjs`);
    fs.writeFileSync(ssrEntry, FAKE_RENDERER);
    app = await buildTestApp(database, {
      now: () => TEST_TODAY,
      env: { WEB_DIST: webDist, WEB_SSR_ENTRY: ssrEntry },
    });
    cookie = `${SESSION_COOKIE}=${(await signInToPortal(app, 'demo.master')).cookie}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(path.join(webDist, '..', `${path.basename(webDist)}-entry-server.mjs`), {
      force: true,
    });
  });

  const page = (url: string, cookies: string[] = []) =>
    app.inject({
      method: 'GET',
      url,
      headers: cookies.length ? { cookie: cookies.join('; ') } : {},
    });
  const answersOf = (html: string) =>
    JSON.parse(/id="first-answers">([^<]*)</.exec(html)?.[1] ?? '{}') as Record<string, unknown>;

  it("should put the drawing in the app's root, with the answers it used", async () => {
    const res = await page('/portfolio?page=2', [cookie]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(
      '<div id="root" inert><main data-drawn>light 1280 /portfolio?page=2 for its user</main></div>',
    );
    expect(Object.keys(answersOf(res.body))).toEqual(['/v1/auth/session', '/v1/drawn']);
    // Mantine's attribute is on the page from the start, as the browser's app would set it.
    expect(res.body).toContain('data-mantine-color-scheme="light"');
    expect(res.body).toContain('data-drawn-for-width="1280"');
  });

  it("should draw for a phone's screen when the browser says it is a phone's", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: {
        cookie,
        'user-agent':
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
          '(KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      },
    });
    expect(res.body).toContain('<main data-drawn>light 390 / for its user</main>');
    expect(res.body).toContain('data-drawn-for-width="390"');
  });

  it("should draw in the visitor's dark scheme, and leave the device's own (auto) to the browser", async () => {
    const dark = await page('/', [cookie, `${COLOUR_SCHEME_COOKIE}=dark`]);
    expect(dark.body).toContain('<main data-drawn>dark 1280 / for its user</main>');
    expect(dark.body).toContain('data-mantine-color-scheme="dark"');

    const auto = await page('/', [cookie, `${COLOUR_SCHEME_COOKIE}=auto`]);
    expect(auto.body).not.toContain('data-drawn');
    expect(auto.body).toContain('<div id="root"></div>');
    expect(auto.body).not.toContain('data-mantine-color-scheme');
  });

  it('should start the app after the first paint on a drawn page, and at once otherwise', async () => {
    const drawn = (await page('/', [cookie])).body;
    expect(drawn).toContain('data-drawn');
    expect(drawn).not.toContain(ENTRY_SCRIPT);
    expect(drawn).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-i9.js" data-app-entry>' +
        '<script type="module" crossorigin src="/assets/after-paint-j0.js"></script>',
    );

    const undrawn = (await page('/', [cookie, `${COLOUR_SCHEME_COOKIE}=auto`])).body;
    expect(undrawn).toContain(ENTRY_SCRIPT);
    expect(undrawn).not.toContain('after-paint');
  });

  it('should draw nothing without a session, nor on the sign-in pages', async () => {
    expect((await page('/portfolio')).body).not.toContain('data-drawn');
    expect((await page('/auth/login', [cookie])).body).not.toContain('data-drawn');
    expect((await page('/auth/error', [cookie])).body).not.toContain('data-drawn');
  });

  it('should answer the page the browser draws when the drawing fails', async () => {
    const res = await page('/fail', [cookie]);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(Object.keys(answersOf(res.body))).toContain('/v1/auth/session');
  });
});
