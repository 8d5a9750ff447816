import {
  ACCESS_ISSUE_PROPERTY_TAG_CODES,
  ENTRY_METHOD_CODES,
  NOTES_MAX,
  NOTICE_TYPE_CODES,
  SERVICE_CODES,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
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
import { properties } from './properties';
import { users } from './users';

/**
 * A notice raised by the provider about a property (access problems, missing details ...).
 * Active until resolved; urgent when it impacts compliance.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    noticeType: text().notNull(),
    /** Only the provider can act on it: the agency's resolve buttons are disabled. */
    isContactDiRequired: boolean().notNull().default(false),
    isUrgent: boolean().notNull().default(false),
    tags: textList(),
    /** Services the notice holds up. */
    serviceCodes: textList(),
    /** The entry method the provider was booking with when the problem arose. */
    bookingMethod: text(),
    /** The provider's description of the problem. */
    message: text(),
    createdAt: createdAt(),
    resolvedAt: instant(),
    resolvedBy: integer(),
    resolveReason: text(),
  },
  (t) => [
    agencyFk('notices_agency_fk', t.agencyId),
    foreignKey({
      name: 'notices_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('notices_resolved_by_fk', t.resolvedBy, users.id),
    unique('notices_agency_id_key').on(t.agencyId, t.id),
    index('notices_agency_property_idx').on(t.agencyId, t.propertyId, t.createdAt),
    // The dashboard's urgent and non-urgent active notices.
    index('notices_agency_active_idx')
      .on(t.agencyId, t.isUrgent, t.createdAt)
      .where(sql`resolved_at is null`),
    // The dashboard's figures of open notices (how many, how many properties): by property, so
    // the distinct count streams, and read from the index alone.
    index('notices_agency_open_property_idx')
      .on(t.agencyId, t.propertyId, t.isUrgent)
      .where(sql`resolved_at is null`),
    // The calendar feed's resolve-by dates of open notices, by when they were raised and then
    // id (its order): the first 200 are read in order and the scan stops there, where notices
    // raised at one instant (an import) were all read and sorted first.
    index('notices_agency_open_created_id_idx')
      .on(t.agencyId, t.createdAt, t.id)
      .where(sql`resolved_at is null`),
    checkOneOf('notices_type_check', t.noticeType, NOTICE_TYPE_CODES),
    checkOneOf('notices_booking_method_check', t.bookingMethod, ENTRY_METHOD_CODES),
    checkAllOf('notices_tags_check', t.tags, ACCESS_ISSUE_PROPERTY_TAG_CODES),
    checkAllOf('notices_service_codes_check', t.serviceCodes, SERVICE_CODES),
    checkMaxLength('notices_resolve_reason_length_check', t.resolveReason, NOTES_MAX),
  ],
);
