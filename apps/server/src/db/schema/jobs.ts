import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { createdAt, id, instant } from './columns';

/**
 * A durable background-job queue (invoice uploads, email sending ...), taken with
 * `for update skip locked` so any number of server replicas can work it. Global: a worker
 * claims jobs of every agency, then does the work inside withAgency(job.agencyId).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    queue: text().notNull(),
    agencyId: integer(),
    payload: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: instant().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedAt: instant(),
    lockedBy: text(),
    lastError: text(),
    completedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'jobs_agency_fk',
      columns: [t.agencyId],
      foreignColumns: [agencies.id],
    }).onDelete('cascade'),
    // Pending jobs in the order they are due.
    index('jobs_pending_idx')
      .on(t.queue, t.runAt)
      .where(sql`completed_at is null`),
  ],
);
