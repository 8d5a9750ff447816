import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { ensureSecrets } from '../db/secrets';
import { API_KEY_MESSAGES, apiKeyRefusal } from '@portal/contracts';
import { forbidden, unauthenticated } from '../lib/errors';
import { bearerToken, findApiKeySession } from './api-key-store';
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
 * signed-in scope and the audit hook share one query. A request with `Authorization: Bearer
 * <API key>` gets its key's read-only session instead (GET and HEAD only, 403 otherwise and for a
 * user's own calls under /v1/me and /v1/auth; 401 for an unknown or revoked key), never the
 * cookie's.
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
      const key = bearerToken(request.headers.authorization);
      if (key !== null) {
        // An API key: read-only, whatever cookie comes with it; unknown or revoked answers 401.
        const refusal = apiKeyRefusal(request.method, request.url);
        if (refusal) throw forbidden(API_KEY_MESSAGES[refusal]);
        request.session = await findApiKeySession(app.database, key);
        if (!request.session) throw unauthenticated(API_KEY_MESSAGES.unknownKey);
        return;
      }
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.session = await findSession(app.database.db, token, app.config.session);
    });
  },
  { name: 'session', dependencies: ['errors'] },
);
