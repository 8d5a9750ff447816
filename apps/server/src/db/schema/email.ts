import { MESSAGE_TYPE_CODES } from '@portal/contracts';
import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, globalRef, id, instant, textList } from './columns';
import { invoices } from './invoices';
import { notices } from './notices';
import { properties } from './properties';
import { quotes } from './quotes';
import { users } from './users';

/**
 * Emails the portal sends (occupant notices, forwarded quotes and invoices): queued here in the
 * same transaction as the action, then sent. Queued: no `sentAt` and no `failedAt`.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    agencyId: integer().notNull(),
    messageType: text().notNull(),
    propertyId: integer(),
    noticeId: integer(),
    quoteId: integer(),
    invoiceId: integer(),
    fromAddress: text().notNull(),
    toAddresses: textList(),
    ccAddresses: textList(),
    subject: text().notNull(),
    html: text().notNull(),
    /** File-store keys of the attachments (e.g. the quote or invoice PDF). */
    attachmentKeys: textList(),
    /** File-store key of the composed .eml. */
    emlStorageKey: text(),
    attempts: integer().notNull().default(0),
    sentAt: instant(),
    failedAt: instant(),
    error: text(),
    createdBy: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('email_outbox_agency_fk', t.agencyId),
    foreignKey({
      name: 'email_outbox_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'email_outbox_notice_fk',
      columns: [t.agencyId, t.noticeId],
      foreignColumns: [notices.agencyId, notices.id],
    }),
    foreignKey({
      name: 'email_outbox_quote_fk',
      columns: [t.agencyId, t.quoteId],
      foreignColumns: [quotes.agencyId, quotes.id],
    }),
    foreignKey({
      name: 'email_outbox_invoice_fk',
      columns: [t.agencyId, t.invoiceId],
      foreignColumns: [invoices.agencyId, invoices.id],
    }),
    globalRef('email_outbox_created_by_fk', t.createdBy, users.id),
    index('email_outbox_agency_created_idx').on(t.agencyId, t.createdAt),
    index('email_outbox_agency_property_idx').on(t.agencyId, t.propertyId),
    checkOneOf('email_outbox_message_type_check', t.messageType, MESSAGE_TYPE_CODES),
  ],
);
