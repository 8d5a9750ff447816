import { HOLD_CANCELLATION_STATUS_CODES, NOTES_MAX, SERVICE_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import {
  checkAllOf,
  checkMaxLength,
  checkOneOf,
  createdAt,
  day,
  globalRef,
  id,
  instant,
  textList,
} from './columns';
import { properties } from './properties';
import { cancellationReasons } from './reference';
import { users } from './users';

/** A request to put services of a property on hold until a date; processed within 48 hours. */
export const holdRequests = pgTable(
  'hold_requests',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCodes: textList(),
    holdDate: day().notNull(),
    reasonNote: text().notNull(),
    status: text().notNull().default('PENDING'),
    requestedBy: integer(),
    requestedAt: createdAt(),
    processedAt: instant(),
  },
  (t) => [
    agencyFk('hold_requests_agency_fk', t.agencyId),
    foreignKey({
      name: 'hold_requests_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('hold_requests_requested_by_fk', t.requestedBy, users.id),
    index('hold_requests_agency_property_idx').on(t.agencyId, t.propertyId, t.status),
    checkAllOf('hold_requests_services_check', t.serviceCodes, SERVICE_CODES),
    checkOneOf('hold_requests_status_check', t.status, HOLD_CANCELLATION_STATUS_CODES),
    checkMaxLength('hold_requests_reason_length_check', t.reasonNote, NOTES_MAX),
    check('hold_requests_services_not_empty_check', sql`cardinality(${t.serviceCodes}) > 0`),
  ],
);

/** A request to cancel services of a property; processed within 48 hours. */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCodes: textList(),
    cancellationReasonId: integer().notNull(),
    notes: text(),
    status: text().notNull().default('PENDING'),
    requestedBy: integer(),
    requestedAt: createdAt(),
    processedAt: instant(),
  },
  (t) => [
    agencyFk('cancellation_requests_agency_fk', t.agencyId),
    foreignKey({
      name: 'cancellation_requests_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef(
      'cancellation_requests_reason_fk',
      t.cancellationReasonId,
      cancellationReasons.id,
      'no action',
    ),
    globalRef('cancellation_requests_requested_by_fk', t.requestedBy, users.id),
    index('cancellation_requests_agency_property_idx').on(t.agencyId, t.propertyId, t.status),
    checkAllOf('cancellation_requests_services_check', t.serviceCodes, SERVICE_CODES),
    checkOneOf('cancellation_requests_status_check', t.status, HOLD_CANCELLATION_STATUS_CODES),
    checkMaxLength('cancellation_requests_notes_length_check', t.notes, NOTES_MAX),
    check(
      'cancellation_requests_services_not_empty_check',
      sql`cardinality(${t.serviceCodes}) > 0`,
    ),
  ],
);
