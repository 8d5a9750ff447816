import { z } from 'zod/mini';
import { defineCall } from '../api/call';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_AGE_SECONDS,
  CALENDAR_FEED_MAX_EVENTS_PER_KIND,
  ZCalendarFeed,
  ZCalendarFeedBody,
} from '../api/calendar';

// The private calendar feed: its settings (My preferences) and the feed calendar apps fetch.

export const feedSettings = defineCall({
  method: 'GET',
  path: '/v1/me/calendar-feed',
  access: 'session',
  tags: ['calendar'],
  summary: "The user's calendar feed in the session's agency (isActive false without one)",
  data: ZCalendarFeed,
  errors: [400],
});

export const createFeed = defineCall({
  method: 'POST',
  path: '/v1/me/calendar-feed',
  access: 'session',
  tags: ['calendar'],
  summary: 'Create a new secret calendar address (replacing, and so revoking, any earlier one)',
  description:
    'Answers the feed with its url, the only time the url is given: only a hash of its secret ' +
    'is kept. An earlier address answers 404 from this moment on.',
  body: ZCalendarFeedBody,
  data: ZCalendarFeed,
  errors: [400],
});

export const updateFeed = defineCall({
  method: 'PATCH',
  path: '/v1/me/calendar-feed',
  access: 'session',
  tags: ['calendar'],
  summary: "Change which properties the user's calendar feed lists (the address stays)",
  body: ZCalendarFeedBody,
  data: ZCalendarFeed,
  errors: [400, 404],
});

export const revokeFeed = defineCall({
  method: 'DELETE',
  path: '/v1/me/calendar-feed',
  access: 'session',
  tags: ['calendar'],
  summary: "Revoke the user's calendar address: it answers 404 from this moment on",
  data: ZCalendarFeed,
  errors: [400],
});

export const feed = defineCall({
  method: 'GET',
  path: '/v1/calendar/:token.ics',
  access: 'public',
  tags: ['calendar'],
  summary: "A user's private calendar (iCalendar): bookings, key expiries and notice deadlines",
  description:
    'Public by its secret address (calendar apps fetch it without a session). Lists the ' +
    "agency's bookings (in the property's state time zone), temporary key expiries and the " +
    'resolve-by dates of open notices, from ' +
    `${CALENDAR_FEED_DAYS_BACK} days back to ${CALENDAR_FEED_DAYS_AHEAD} days ahead, at most ` +
    `${CALENDAR_FEED_MAX_EVENTS_PER_KIND} of each kind, for all the agency's properties or only ` +
    "the user's own, as the feed's settings say. Each event keeps its UID, so calendar apps " +
    `update it; kept at most ${CALENDAR_FEED_MAX_AGE_SECONDS} s (Cache-Control), then asked for ` +
    'again with If-None-Match: 304 while its ETag still names the content. An unknown or ' +
    'revoked address answers 404; too many requests 429.',
  params: z.object({ token: z.string() }),
  file: { contentType: 'text/calendar', description: 'The calendar (RFC 5545)' },
  errors: [404, 429],
});
