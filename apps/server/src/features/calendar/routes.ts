import rateLimit from '@fastify/rate-limit';
import { CALENDAR_FEED_MAX_AGE_SECONDS, calendarCalls, callPath } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { feedCalendar, feedEtag, matchesEtag } from './ics';
import {
  agencyOfToken,
  createFeed,
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

  await app.register(
    signedIn(async (app) => {
      route(app, calendarCalls.feedSettings, ({ scope }) => getFeedSettings(database, scope));
      route(app, calendarCalls.createFeed, ({ scope, body }) =>
        createFeed(database, scope, body.scope, urlOf),
      );
      route(app, calendarCalls.updateFeed, ({ scope, body }) =>
        updateFeedScope(database, scope, body.scope),
      );
      route(app, calendarCalls.revokeFeed, ({ scope }) => revokeFeed(database, scope));
    }),
  );

  await app.register(async (app) => {
    // Only this route is limited: per address, so one subscriber cannot load the server.
    await app.register(rateLimit, { global: false });
    route(
      app,
      calendarCalls.feed,
      async (request, reply) => {
        const { token } = request.params;
        const content = await readFeed(database, token, app.now());
        if (!content) return sendError(reply, 404, 'NOT_FOUND', 'Not found');
        const etag = feedEtag(content);
        void reply.headers({
          etag,
          'cache-control': `private, max-age=${CALENDAR_FEED_MAX_AGE_SECONDS}`,
          'content-disposition': 'inline; filename="calendar.ics"',
          'x-content-type-options': 'nosniff',
        });
        // A calendar app that has this content already is told so, and nothing is written.
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        const body = feedCalendar(content, agencyOfToken(token)!, app.now());
        return reply.type('text/calendar; charset=utf-8').send(body);
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
