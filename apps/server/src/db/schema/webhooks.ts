import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
} from '@portal/contracts';
import { boolean, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import {
  checkAllOf,
  checkMaxLength,
  checkOneOf,
  createdAt,
  globalRef,
  id,
  instant,
  textList,
} from './columns';
import { users } from './users';

/**
 * An agency's webhook (Settings, API Integration): an https address the chosen events are POSTed
 * to, signed with the webhook's secret. The secret must be readable to sign, so it is kept
 * encrypted (AES-256-GCM, plugins/webhooks.ts), never in an answer after the one that made it.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    agencyId: integer().notNull(),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: textList(),
    enabled: boolean().notNull().default(true),
    /** `v1.<iv>.<ciphertext+tag>`, base64url: the signing secret, encrypted. */
    secretCiphertext: text().notNull(),
    /** Deliveries that failed every attempt in a row; a success sets it back to 0. */
    consecutiveFailures: integer().notNull().default(0),
    /** Why the portal switched it off; null when a user did (or it is on). */
    disabledReason: text(),
    createdByUserId: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    agencyFk('webhooks_agency_fk', t.agencyId),
    globalRef('webhooks_created_by_fk', t.createdByUserId, users.id, 'cascade'),
    unique('webhooks_agency_id_key').on(t.agencyId, t.id),
    index('webhooks_agency_created_idx').on(t.agencyId, t.createdAt),
    checkAllOf('webhooks_events_check', t.events, WEBHOOK_EVENTS),
    checkMaxLength('webhooks_url_length', t.url, WEBHOOK_URL_MAX),
    checkMaxLength('webhooks_description_length', t.description, WEBHOOK_DESCRIPTION_MAX),
  ],
);

/**
 * One event sent to one webhook: the body sent (the same on every attempt, so the signature's
 * message id stays), its job, and the latest attempt's outcome. Deleted with its webhook.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    agencyId: integer().notNull(),
    webhookId: integer().notNull(),
    event: text().notNull(),
    /** The `webhook-id` header (msg_...), the same on every attempt. */
    messageId: text().notNull(),
    /** The JSON body, exactly as signed and sent. */
    body: text().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** pg-boss's job, whose start_after is the next retry. */
    jobId: text(),
    responseCode: integer(),
    responseExcerpt: text(),
    error: text(),
    createdAt: createdAt(),
    lastAttemptAt: instant(),
  },
  (t) => [
    foreignKey({
      name: 'webhook_deliveries_webhook_fk',
      columns: [t.agencyId, t.webhookId],
      foreignColumns: [webhooks.agencyId, webhooks.id],
    }).onDelete('cascade'),
    // In the log's order, `created_at desc, id desc`, whose nulls come first: an index of
    // drizzle's `.desc()` alone (nulls last) does not match it, and the log sorted every delivery.
    index('webhook_deliveries_webhook_created_idx').on(
      t.agencyId,
      t.webhookId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    checkOneOf('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);

/**
 * Events waiting to be sent: a row per new notice, finding, invoice, quote awaiting approval or
 * confirmed booking, written by the database's own triggers (migration 0035) in the transaction
 * of whatever wrote that record (the provider's systems, the portal, a script), and only while
 * the agency has an enabled webhook subscribed to the event. The webhooks plugin turns each into
 * deliveries (plugins/webhook-events.ts) and deletes it, in one transaction.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    agencyId: integer().notNull(),
    event: text({ enum: WEBHOOK_EVENTS }).notNull(),
    /** The record the event is about: a notice's, finding's, quote's, booking's or invoice's id. */
    subjectId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('webhook_events_agency_fk', t.agencyId),
    index('webhook_events_agency_id_idx').on(t.agencyId, t.id),
    checkOneOf('webhook_events_event_check', t.event, WEBHOOK_EVENTS),
  ],
);
