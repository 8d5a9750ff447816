import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import { metaCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import { pageNotFoundEvent, recordPageNotFound } from './service';

/** Reports from the 404 page one address may send per minute (per replica: a log guard only). */
export const PAGE_NOT_FOUND_PER_MINUTE = 30;

/** Public calls of the shell: its configuration, and the 404 page's report. */
export async function metaRoutes(app: FastifyInstance) {
  // Only routes that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, { global: false });

  // The same for everyone: kept 5 minutes, then asked for again with If-None-Match, and a 304
  // while it has not changed. Weak: the tag names the content, whichever encoding carries it.
  await app.register(async (sameForAll) => {
    await sameForAll.register(etag, { weak: true });
    route(sameForAll, metaCalls.portalConfig, async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return app.config.portal;
    });
  });

  route(
    app,
    metaCalls.reportPageNotFound,
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
      return null;
    },
    { config: { rateLimit: { max: PAGE_NOT_FOUND_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
