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

const INDEX_HTML =
  '<!doctype html><html lang="en-AU"><head><title>Portal</title></head>' +
  '<body><div id="root"></div></body></html>';

/** What the web's build lists (vite.config.ts: landingRoutePreload). */
const LANDING_PRELOAD = {
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
