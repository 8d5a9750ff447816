import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowedLogoutTarget, AUTH_ERROR_MESSAGES, AUTH_PARAMS, STATES } from '@portal/contracts';

/** The portal's own origin: PUBLIC_URL's, else the one the browser asked. */
function portalOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  try {
    return new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/**
 * The web app's /auth/logout and /auth/error pages make the same checks themselves; the server
 * makes them before the page is served, so a crafted link never reaches it: a logout_url off the
 * portal's and its compliance systems' origins goes to the sign-in page, and a message that is
 * not one of the portal's own is dropped (the page then shows its generic headline).
 */
export const authPagesPlugin = fp(
  async (app: FastifyInstance) => {
    const systemUrls = STATES.map((state) => app.complianceSystems.url(state.code));
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0];
      if (path === '/auth/logout') {
        const target = queryOf(request.url).get(AUTH_PARAMS.logoutUrl);
        const origin = portalOrigin(
          request,
          app.config.publicUrlSet ? app.config.publicUrl : undefined,
        );
        if (target !== null && !allowedLogoutTarget(target, origin, systemUrls)) {
          return reply.redirect('/auth/login', 303);
        }
      }
      if (path === '/auth/error') {
        const message = queryOf(request.url).get(AUTH_PARAMS.message);
        if (message !== null && !AUTH_ERROR_MESSAGES.includes(message.trim())) {
          return reply.redirect('/auth/error', 303);
        }
      }
    });
  },
  { name: 'auth-pages', dependencies: ['compliance-systems'] },
);
