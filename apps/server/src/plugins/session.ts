import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { ensureSecrets } from '../db/secrets';
import { findSession, type PortalSession } from './session-store';

export const SESSION_COOKIE = 'acp_session';
const COOKIE_SECRET_NAME = 'cookie-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /** The portal session of the request's cookie (API paths only); null when there is none. */
    session: PortalSession | null;
  }
}

/** The JSON API, where the portal session applies (and impersonation is audited). */
export const isApiPath = (url: string) => url.startsWith('/v1/') || url.startsWith('/v2/');

export function setSessionCookie(reply: FastifyReply, token: string): void {
  // Secure follows the request's scheme (X-Forwarded-Proto behind TRUST_PROXY).
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/**
 * Cookies (signed with COOKIE_SECRET, or a secret generated once and kept in the database), and
 * the portal session: looked up once per API request that carries the cookie, so routes, the
 * signed-in scope and the audit hook share one query.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const secret =
      app.config.cookieSecret ??
      (await ensureSecrets(app.database.db, [COOKIE_SECRET_NAME])).get(COOKIE_SECRET_NAME);
    await app.register(cookie, { secret, hook: 'onRequest' });

    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.session = await findSession(app.database.db, token, app.config.session);
    });
  },
  { name: 'session', dependencies: ['errors'] },
);
