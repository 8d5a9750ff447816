import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authCalls, healthCalls, propertyCalls } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../test/app';
import { DEMO_PASSWORD, signInToPortal, submitSignIn } from '../../test/auth';
import { injectCall } from '../../test/calls';
import { testDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('should hide the sign-in token when a callback URL is logged', () => {
    expect(
      redactUrl('/auth/callback?token=eyJ.abc.def&state=%2F&__acp_compliance_session_id=x'),
    ).toBe('/auth/callback?token=[redacted]&state=%2F&__acp_compliance_session_id=x');
  });

  it('should leave a URL alone when it has no secret parameter', () => {
    expect(redactUrl('/portfolio?page=2&tokens=3')).toBe('/portfolio?page=2&tokens=3');
  });
});

describe('request log', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestEntries = () => entries().filter((entry) => entry.msg === 'request');

  beforeAll(async () => {
    database = testDatabase();
    app = await buildTestApp(database, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('should write one line per request when calls are made, with method, route, status, time and request id', async () => {
    await injectCall(app, authCalls.systems, {});
    await injectCall(app, authCalls.session, {});

    expect(requestEntries()).toEqual([
      expect.objectContaining({ method: 'GET', route: '/v1/auth/systems', status: 200, level: 30 }),
      expect.objectContaining({ method: 'GET', route: '/v1/auth/session', status: 401 }),
    ]);
    for (const entry of requestEntries()) {
      expect(entry.reqId).toEqual(expect.any(String));
      expect(entry.ms).toEqual(expect.any(Number));
    }
    expect(lines).toHaveLength(2);
  });

  it('should log the route pattern, not the address, when a route has parameters', async () => {
    await injectCall(app, propertyCalls.contacts, { params: { id: 123456789 } });
    expect(requestEntries()).toEqual([
      expect.objectContaining({ route: '/v1/property/:id/contacts', status: 401 }),
    ]);
  });

  it('should write nothing when the web app serves a static file', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('should write nothing when a load balancer checks health', async () => {
    expect((await injectCall(app, healthCalls.health, {})).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('should redact secrets when they arrive in cookies, headers, URLs and bodies', async () => {
    const form = await submitSignIn(app, { username: 'demo.manager', password: DEMO_PASSWORD });
    const callback = String(form.headers.location);
    const token = new URL(callback, TEST_ORIGIN).searchParams.get('token') ?? '';
    await app.inject({ method: 'GET', url: callback });
    const { cookie } = await signInToPortal(app, 'demo.manager');
    await app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      cookies: { acp_session: cookie },
      headers: { authorization: 'Bearer secret-bearer' },
    });
    app.log.info({ body: { password: 'p4ssw0rd', authToken: token } }, 'a body logged by mistake');

    const text = lines.join('');
    expect(requestEntries().length).toBeGreaterThanOrEqual(4);
    const callbackLine = requestEntries().find((entry) => String(entry.url).includes('callback'));
    expect(callbackLine?.url).toContain('token=[redacted]');
    for (const secret of [
      token,
      cookie,
      'secret-bearer',
      `password=${DEMO_PASSWORD}`,
      'p4ssw0rd',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(entries().at(-1)).toMatchObject({
      body: { password: '[redacted]', authToken: '[redacted]' },
    });
  });
});
