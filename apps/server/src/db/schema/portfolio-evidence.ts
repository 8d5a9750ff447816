import { PORTFOLIO_EVIDENCE_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, day, globalRef, id, instant } from './columns';
import { users } from './users';

/**
 * The evidence pack of a filtered portfolio (POST /v1/portfolio/evidence-packs): the properties
 * fixed when it was asked for, the period, the background job's progress, and once ready the zip
 * in the pack store under `storageKey` until `expiresAt`.
 */
export const portfolioEvidencePacks = pgTable(
  'portfolio_evidence_packs',
  {
    id: id(),
    agencyId: integer().notNull(),
    userId: integer().notNull(),
    status: text().notNull().default('queued'),
    fromDay: day().notNull(),
    toDay: day().notNull(),
    /** In the order of the folders: by address. */
    propertyIds: integer().array().notNull(),
    done: integer().notNull().default(0),
    sizeBytes: bigint({ mode: 'number' }),
    storageKey: text(),
    message: text(),
    createdAt: createdAt(),
    finishedAt: instant(),
    expiresAt: instant(),
  },
  (t) => [
    agencyFk('portfolio_evidence_packs_agency_fk', t.agencyId),
    globalRef('portfolio_evidence_packs_user_fk', t.userId, users.id, 'cascade'),
    index('portfolio_evidence_packs_agency_user_idx').on(t.agencyId, t.userId, t.createdAt),
    checkOneOf('portfolio_evidence_packs_status_check', t.status, PORTFOLIO_EVIDENCE_STATUSES),
    check(
      'portfolio_evidence_packs_done_check',
      sql`${t.done} between 0 and cardinality(${t.propertyIds})`,
    ),
  ],
);
