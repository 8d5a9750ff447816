import rateLimit from '@fastify/rate-limit';
import { CALENDAR_FEED_MAX_AGE_SECONDS, calendarCalls, callPath } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { feedCache } from './cache';
import { feedCalendar, feedEtag, matchesEtag } from './ics';
import {
  createFeed,
  findFeed,
  getFeedSettings,
  readFeed,
  revokeFeed,
  updateFeedScope,
} from './service';

/**
 * The private calendar feed: its settings in My preferences (signed in, same-origin like every
 * mutation) and the feed itself, public by its secret address because calendar apps fetch it
 * without a session.
 */
export async function calendarRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const urlOf = (token: string) => `${config.publicUrl}${callPath(calendarCalls.feed, { token })}`;
  const cache = feedCache();
  /** A change of the user's feed is seen by the next fetch, not the cache's. */
  const changed = <T>(scope: { agencyId: number; userId: number }, result: T) => {
    cache.forget(scope.agencyId, scope.userId);
    return result;
  };

  await app.register(
    signedIn(async (app) => {
      route(app, calendarCalls.feedSettings, ({ scope }) => getFeedSettings(database, scope));
      route(app, calendarCalls.createFeed, async ({ scope, body }) =>
        changed(scope, await createFeed(database, scope, body.scope, urlOf)),
      );
      route(app, calendarCalls.updateFeed, async ({ scope, body }) =>
        changed(scope, await updateFeedScope(database, scope, body.scope)),
      );
      route(app, calendarCalls.revokeFeed, async ({ scope }) =>
        changed(scope, await revokeFeed(database, scope)),
      );
    }),
  );

  await app.register(async (app) => {
    // Only this route is limited: per address, so one subscriber cannot load the server.
    await app.register(rateLimit, { global: false });
    route(
      app,
      calendarCalls.feed,
      async (request, reply) => {
        const feed = await findFeed(database, request.params.token);
        if (!feed) return sendError(reply, 404, 'NOT_FOUND', 'Not found');
        const ifNoneMatch = request.headers['if-none-match'];
        let written: { etag: string; body?: Buffer } | undefined = cache.get(feed);
        if (!written) {
          const content = await readFeed(database, feed, app.now());
          const etag = feedEtag(content);
          // A calendar app that has this content already is told so, and nothing is written.
          written = matchesEtag(ifNoneMatch, etag)
            ? { etag }
            : { etag, body: Buffer.from(feedCalendar(content, feed.agencyId, app.now())) };
          if (written.body !== undefined) cache.set(feed, etag, written.body);
        }
        void reply.headers({
          etag: written.etag,
          'cache-control': `private, max-age=${CALENDAR_FEED_MAX_AGE_SECONDS}`,
          'content-disposition': 'inline; filename="calendar.ics"',
          'x-content-type-options': 'nosniff',
        });
        if (written.body === undefined || matchesEtag(ifNoneMatch, written.etag)) {
          return reply.code(304).send();
        }
        return reply.type('text/calendar; charset=utf-8').send(written.body);
      },
      {
        config: {
          rateLimit: {
            max: config.calendarFeedPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request) => `calendar:${(request.params as { token?: string }).token}`,
          },
        },
      },
    );
  });
}
