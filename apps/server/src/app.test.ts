import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { healthCalls } from '@portal/contracts';
import { testDatabase } from '../test/db';
import { buildTestApp, TEST_ORIGIN } from '../test/app';
import { injectCall } from '../test/calls';
import type { Database } from './db/client';

describe('server skeleton', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = testDatabase();
    app = await buildTestApp(database, {
      extend: (a) => a.post('/v1/test-echo', (request) => ({ success: true, data: request.body })),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('should answer the health check in the envelope when the database is up', async () => {
    const res = await injectCall(app, healthCalls.health, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('should answer 404 in the envelope when an API path is unknown', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('should serve index.html when an app route is requested', async () => {
    for (const url of ['/', '/portfolio?facet=Overdue&facet=Compliant', '/property/12/tenancy']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('should cache hashed assets for a year when they are served', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('should answer 404 when a hashed asset does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-gone999.js' });
    expect(res.statusCode).toBe(404);
  });

  it('should send security headers when any page is served', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('should refuse a mutation when it has no Origin', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/auth/logout', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
  });

  it('should refuse a mutation when its Origin is another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('should refuse a mutation when the browser marks it cross-site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('should let a same-origin mutation through to routing when its Origin matches', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/no-such-call',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('should refuse a plain-text body when a mutation sends one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('should answer 400 in the envelope when a JSON body is malformed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
  });

  it('should answer 413 in the envelope when a body is over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('should describe the API when /openapi.json is requested', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/healthz');
  });

  it('should serve the API explorer when /docs is requested', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
