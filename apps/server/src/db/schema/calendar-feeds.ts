import { CALENDAR_FEED_SCOPES } from '@portal/contracts';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, globalRef, id } from './columns';
import { users } from './users';

/**
 * A user's private calendar feed in one agency (features/calendar). Only the SHA-256 of its
 * secret is kept: a new secret replaces the row's hash, so the old address stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    agencyId: integer().notNull(),
    userId: integer().notNull(),
    /** SHA-256 of the address's secret, hex. */
    tokenHash: text().notNull(),
    /** 'ALL' the agency's properties, or only the user's 'OWN'. */
    scope: text().notNull().default('ALL'),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('calendar_feeds_agency_fk', t.agencyId),
    globalRef('calendar_feeds_user_fk', t.userId, users.id, 'cascade'),
    unique('calendar_feeds_agency_user_key').on(t.agencyId, t.userId),
    unique('calendar_feeds_agency_token_key').on(t.agencyId, t.tokenHash),
    checkOneOf('calendar_feeds_scope_check', t.scope, CALENDAR_FEED_SCOPES),
  ],
);
