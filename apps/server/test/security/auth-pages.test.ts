import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_ERROR_MESSAGES, AUTH_MESSAGES, STATES, authCalls } from '@portal/contracts';
import { buildTestApp } from '../app';
import { signInToPortal } from '../auth';
import { injectCall } from '../calls';
import { testDatabase } from '../db';
import type { Database } from '../../src/db/client';

const EXTERNAL = 'https://cs-nsw.example.com.au';

/** Addresses a crafted /auth/logout link might carry to send a signed-out user elsewhere. */
const HOSTILE_TARGETS = [
  'https://evil.example/login',
  '//evil.example/login',
  '/\\evil.example/login',
  'https://cs-nsw.example.com.au.evil.example/logout',
  'https://evil.example@cs-nsw.example.com.au.evil.example/',
  'http://cs-nsw.example.com.au/logout',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '',
];

describe('the sign-out redirect and the sign-in error page', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = testDatabase();
    app = await buildTestApp(database, { env: { CS_URL_NSW: EXTERNAL, CS_URL_WA: 'none' } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const page = (url: string) => app.inject({ method: 'GET', url });
  const logoutPage = (target: string) =>
    page(`/auth/logout?${new URLSearchParams({ logout_url: target }).toString()}`);

  it.each(HOSTILE_TARGETS)(
    'should send the browser to the sign-in page when logout_url is %j',
    async (target) => {
      const res = await logoutPage(target);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/auth/login');
    },
  );

  it("should serve the sign-out page when logout_url is any configured system's sign-out or the portal's own", async () => {
    const targets = [
      '/auth/login',
      'http://localhost/auth/login',
      ...STATES.map((state) => app.complianceSystems.logoutUrl(state.code)).filter(
        (url): url is string => url !== null,
      ),
    ];
    expect(targets).toContain(`${EXTERNAL}/logout`);
    for (const target of targets) {
      const res = await logoutPage(target);
      expect(res.statusCode, target).toBe(200);
      expect(res.headers['content-type'], target).toContain('text/html');
    }
    expect((await page('/auth/logout')).statusCode).toBe(200);
  });

  it('should serve the sign-out page for the logout URL the logout call answers', async () => {
    const { cookie } = await signInToPortal(app, 'demo.manager');
    const res = await injectCall(app, authCalls.logout, {}, { cookie });
    const { logoutUrl } = res.json<{ data: { logoutUrl: string } }>().data;
    expect((await logoutPage(logoutUrl)).statusCode).toBe(200);
  });

  it.each(AUTH_ERROR_MESSAGES)(
    "should serve the error page with the portal's own '%s'",
    async (m) => {
      const res = await page(`/auth/error?${new URLSearchParams({ message: m }).toString()}`);
      expect(res.statusCode).toBe(200);
    },
  );

  it.each([
    'Your account is locked. Call 1900 123 456 to unlock it',
    `${AUTH_MESSAGES.failedToLogin}. Call 1900 123 456`,
    '<img src=x onerror=alert(1)>',
  ])('should drop a message that is not the portal own (%s)', async (message) => {
    const res = await page(`/auth/error?${new URLSearchParams({ message }).toString()}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/error');
    expect((await page('/auth/error')).statusCode).toBe(200);
  });
});
