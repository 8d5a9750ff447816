import { QUOTA_KINDS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, globalRef, id } from './columns';
import { users } from './users';

/**
 * What the quota-limited calls spent (services/quotas.ts): one row per upload or email, with its
 * bytes or recipients. Counted per user and per agency over the last hour and day, in PostgreSQL
 * so every replica sees the same counts; rows older than a day are deleted as they are passed.
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    id: id(),
    agencyId: integer().notNull(),
    userId: integer().notNull(),
    kind: text().notNull(),
    /** Bytes received for an upload, recipients for an email. */
    amount: integer().notNull(),
    at: createdAt(),
  },
  (t) => [
    agencyFk('quota_usage_agency_fk', t.agencyId),
    globalRef('quota_usage_user_fk', t.userId, users.id, 'cascade'),
    index('quota_usage_agency_kind_at_idx').on(t.agencyId, t.kind, t.at),
    checkOneOf('quota_usage_kind_check', t.kind, QUOTA_KINDS),
    check('quota_usage_amount_check', sql`${t.amount} >= 0`),
  ],
);
