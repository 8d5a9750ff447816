import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import {
  ZEmpty,
  ZErrorEnvelope,
  ZPageNotFoundEvent,
  ZPortalConfig,
  zSuccess,
} from '@portal/contracts';
import { pageNotFoundEvent, recordPageNotFound } from './service';

/** Reports from the 404 page one address may send per minute (per replica: a log guard only). */
export const PAGE_NOT_FOUND_PER_MINUTE = 30;

/** Public calls of the shell: its configuration, and the 404 page's report. */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only routes that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, { global: false });

  app.get(
    '/v1/meta/portal',
    {
      schema: {
        tags: ['meta'],
        summary: 'Footer, help, licences and maintenance windows of the shell (public)',
        description:
          'Public: the signed-out pages use it too. The same for everyone, so caches may keep it for 5 minutes.',
        response: { 200: zSuccess(ZPortalConfig) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: app.config.portal };
    },
  );

  app.post(
    '/v1/events/page-not-found',
    {
      config: { rateLimit: { max: PAGE_NOT_FOUND_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['meta'],
        summary: 'Report a path the web app has no page for',
        description:
          'Signed in or not (the 404 page shows in both cases). Logged at warn level as ' +
          "'page-not-found' with the user, agency and agency state of the session, if any; " +
          "recorded in the audit log (action 'page_not_found') only when signed in. The path's " +
          'query string is dropped. Answers 200 with data null (the envelope, like every call).',
        body: z.strictObject(ZPageNotFoundEvent.shape),
        response: { 200: zSuccess(ZEmpty), 400: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const session = request.session;
      const signedIn =
        session && !session.requiresRelogin && session.agencyId !== null
          ? { ...session, agencyId: session.agencyId }
          : null;
      const event = pageNotFoundEvent(request.body.path, signedIn);
      request.log.warn({ event: 'page-not-found', ...event }, 'page-not-found');
      try {
        await recordPageNotFound(app.database.db, event, request.id);
      } catch (err) {
        // A report that cannot be stored is logged; the 404 page has nothing to do about it.
        request.log.error({ err }, 'could not record a page-not-found event');
      }
      return { success: true as const, data: null };
    },
  );
};
