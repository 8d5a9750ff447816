import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authCalls, portfolioCalls } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { signInToPortal } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { testDatabase } from '../../test/db';
import { TEST_TODAY } from '../../test/fixtures';
import type { Database } from '../db/client';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import { SESSION_COOKIE } from './session';

const ASSET = '/assets/index-abc123.js';
const SCRIPT = Buffer.from('export const line = "a line of the app\'s script";\n'.repeat(200));

/** A built web app as the build leaves it: each text file beside its .br and .gz copies. */
function precompressedWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-precompressed-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en-AU"><title>Portal</title><body><div id="root"></div></body></html>',
  );
  const file = path.join(dir, ASSET);
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT, { level: 9 }));
  return dir;
}

const varyNames = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());

describe('compressed answers', () => {
  let database: Database;
  let app: FastifyInstance;
  let webDist: string;
  let cookie: string;

  beforeAll(async () => {
    database = testDatabase();
    webDist = precompressedWebDist();
    app = await buildTestApp(database, { now: () => TEST_TODAY, env: { WEB_DIST: webDist } });
    cookie = (await signInToPortal(app, 'demo.master')).cookie;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const asset = (method: 'GET' | 'HEAD', acceptEncoding?: string) =>
    app.inject({
      method,
      url: ASSET,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  describe('the web app’s files', () => {
    it('should answer the precompressed brotli file when the browser accepts br', async () => {
      const res = await asset('GET', 'gzip, deflate, br, zstd');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyNames(res)).toContain('accept-encoding');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(webDist, `${ASSET}.br`)))).toBe(true);
      expect(zlib.brotliDecompressSync(res.rawPayload).equals(SCRIPT)).toBe(true);
    });

    it('should answer the precompressed gzip file when the browser accepts gzip only', async () => {
      const res = await asset('GET', 'gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(varyNames(res)).toContain('accept-encoding');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(webDist, `${ASSET}.gz`)))).toBe(true);
    });

    it('should answer the file as built when the browser accepts no encoding', async () => {
      const res = await asset('GET');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varyNames(res)).toContain('accept-encoding');
      expect(res.rawPayload.equals(SCRIPT)).toBe(true);
    });

    it('should answer the headers of the brotli file and no body when asked with HEAD', async () => {
      const res = await asset('HEAD', 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.rawPayload.length).toBe(0);
    });
  });

  describe("the web app's pages", () => {
    const page = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          cookie: `${SESSION_COOKIE}=${cookie}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    it('should answer a signed-in page, with its first answers, in brotli or gzip as accepted', async () => {
      const plain = await page('/portfolio');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('id="first-answers"');
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

      const br = await page('/portfolio', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-store');
      expect(varyNames(br)).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

      const gzip = await page('/portfolio', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });

    it('should answer a page under the threshold as it is', async () => {
      // The test build's page: no first answers on an error page, under 1 KB.
      const res = await page('/auth/error', 'br');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varyNames(res)).toContain('accept-encoding');
    });
  });

  describe('the API', () => {
    const fiftyRows = (acceptEncoding?: string) =>
      injectCall(
        app,
        portfolioCalls.list,
        { query: { 'page-size': 50 } },
        { cookie, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      );

    it('should answer a 50-row portfolio page in brotli, the same JSON, when br is accepted', async () => {
      const plain = await fiftyRows();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(50);

      const res = await fiftyRows('gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(varyNames(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-store');
      const body = zlib.brotliDecompressSync(res.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    });

    it('should answer a 50-row portfolio page in gzip when gzip alone is accepted', async () => {
      const plain = await fiftyRows();
      const res = await fiftyRows('gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
    });

    it('should answer a small answer uncompressed when it is under the threshold', async () => {
      const res = await injectCall(
        app,
        authCalls.session,
        {},
        { cookie, headers: { 'accept-encoding': 'br, gzip' } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json<{ success: boolean }>().success).toBe(true);
    });

    it('should answer a spreadsheet as it is when br is accepted (xlsx is already compressed)', async () => {
      const res = await injectCall(
        app,
        portfolioCalls.integratedExport,
        { query: {} },
        { cookie, headers: { 'accept-encoding': 'br, gzip' } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      // A zip file (the xlsx container) starts with PK.
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });
});
