import { QUOTATION_STATUSES, QUOTE_SEVERITY_CODES, SERVICE_CODES } from '@portal/contracts';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, day, id, instant, money } from './columns';
import { properties } from './properties';

/** A quotation for further work on a property (GET /v1/quote). */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCode: text().notNull(),
    quoteNumber: text().notNull(),
    /** QUOTATION_STATUSES id, 1 to 10. */
    statusId: smallint().notNull(),
    /** Null reads 'Unknown severity'. */
    severity: text(),
    expiresAt: day(),
    /** The secret part of the approval link: whoever holds it may approve the quote. */
    approvalToken: text().notNull().unique('quotes_approval_token_key'),
    /** The agency asked to be notified about this quote's progress. */
    subscribed: boolean().notNull().default(false),
    createdAt: createdAt(),
    sentAt: instant(),
    respondedAt: instant(),
    lastForwardedAt: instant(),
  },
  (t) => [
    agencyFk('quotes_agency_fk', t.agencyId),
    foreignKey({
      name: 'quotes_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    unique('quotes_agency_id_key').on(t.agencyId, t.id),
    unique('quotes_agency_number_key').on(t.agencyId, t.quoteNumber),
    index('quotes_agency_property_idx').on(t.agencyId, t.propertyId),
    index('quotes_agency_status_idx').on(t.agencyId, t.statusId, t.severity),
    checkOneOf('quotes_service_code_check', t.serviceCode, SERVICE_CODES),
    checkOneOf(
      'quotes_status_id_check',
      t.statusId,
      QUOTATION_STATUSES.map((status) => status.id),
    ),
    checkOneOf('quotes_severity_check', t.severity, QUOTE_SEVERITY_CODES),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    agencyId: integer().notNull(),
    quoteId: integer().notNull(),
    description: text().notNull(),
    /** Price including GST. */
    amount: money().notNull(),
    displayOrder: smallint().notNull().default(0),
    /** The reported finding the item fixes, if any: resolving it otherwise removes the item. */
    reportedFindingId: integer(),
  },
  (t) => [
    agencyFk('quote_items_agency_fk', t.agencyId),
    foreignKey({
      name: 'quote_items_quote_fk',
      columns: [t.agencyId, t.quoteId],
      foreignColumns: [quotes.agencyId, quotes.id],
    }).onDelete('cascade'),
    index('quote_items_agency_quote_idx').on(t.agencyId, t.quoteId),
    index('quote_items_agency_finding_idx').on(t.agencyId, t.reportedFindingId),
  ],
);
