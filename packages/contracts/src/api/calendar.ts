import { z } from 'zod/mini';

// The private calendar feed (ICS) of each user in each agency: its settings and its rules.

/** Which properties a feed lists: all the agency's, or only those the user manages. */
export const CALENDAR_FEED_SCOPES = ['ALL', 'OWN'] as const;
export const ZCalendarFeedScope = z.enum(CALENDAR_FEED_SCOPES);
export type TCalendarFeedScope = z.infer<typeof ZCalendarFeedScope>;

export const calendarFeedScopeLabels: Record<TCalendarFeedScope, string> = {
  ALL: "All the agency's properties",
  OWN: 'Only my properties',
};

/** The feed lists what falls from this many days back ... */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** ... to this many days ahead (the property's own calendar day). */
export const CALENDAR_FEED_DAYS_AHEAD = 180;
/** At most this many events of each kind, the earliest first, so a feed stays cheap to serve. */
export const CALENDAR_FEED_MAX_EVENTS_PER_KIND = 200;
/** Calendar apps may keep a copy this long at most: a change shows within a minute. */
export const CALENDAR_FEED_MAX_AGE_SECONDS = 60;

export const CALENDAR_FEED_MESSAGES = {
  created: 'Calendar address created',
  renewed: 'New calendar address created: the old one no longer works',
  revoked: 'Calendar address revoked',
  scopeUpdated: 'Settings updated',
  failed: 'Request Failed',
  /** The spec's toast for a copied value. */
  copied: (value: string) => `Copied ${value} to clipboard`,
} as const;

/**
 * The user's feed in the session's agency. The secret address is kept only as a hash, so it is
 * in `url` only in the answer that created it; afterwards `url` is null.
 */
export const ZCalendarFeed = z.object({
  isActive: z.boolean(),
  scope: ZCalendarFeedScope,
  /** ISO 8601; null without a feed. */
  createdAt: z.nullable(z.string()),
  url: z.nullable(z.string()),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarFeedBody = z.strictObject({ scope: ZCalendarFeedScope });
export type TCalendarFeedBody = z.infer<typeof ZCalendarFeedBody>;
