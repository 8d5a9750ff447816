import {
  ENTRY_METHOD_CODES,
  ENTRY_PREFERENCE_CODES,
  NOTES_MAX,
  SERVICE_CODES,
} from '@portal/contracts';
import { foreignKey, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
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
import { notices } from './notices';
import { properties } from './properties';
import { users } from './users';

/**
 * How technicians may enter a property, per entry method: a preference (YES, NO, BY_EXCEPTION)
 * and optionally a temporary allowance until a date.
 */
export const entryMethodPreferences = pgTable(
  'entry_method_preferences',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    entryMethod: text().notNull(),
    preference: text().notNull(),
    tempPreference: text(),
    tempExpiresAt: day(),
    /** 0: allowed until `tempExpiresAt`; 1: always allowed. */
    fieldOption: smallint(),
    comments: text(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: integer(),
  },
  (t) => [
    agencyFk('entry_method_preferences_agency_fk', t.agencyId),
    foreignKey({
      name: 'entry_method_preferences_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('entry_method_preferences_updated_by_fk', t.updatedBy, users.id),
    unique('entry_method_preferences_property_method_key').on(
      t.agencyId,
      t.propertyId,
      t.entryMethod,
    ),
    checkOneOf('entry_method_preferences_method_check', t.entryMethod, ENTRY_METHOD_CODES),
    checkOneOf('entry_method_preferences_preference_check', t.preference, ENTRY_PREFERENCE_CODES),
    checkOneOf('entry_method_preferences_temp_check', t.tempPreference, ENTRY_PREFERENCE_CODES),
    checkOneOf('entry_method_preferences_field_option_check', t.fieldOption, [0, 1]),
    checkMaxLength('entry_method_preferences_comments_length_check', t.comments, NOTES_MAX),
  ],
);

/** The agency's default entry preferences, used where a property has none of its own. */
export const agencyEntryMethodPreferences = pgTable(
  'agency_entry_method_preferences',
  {
    id: id(),
    agencyId: integer().notNull(),
    entryMethod: text().notNull(),
    preference: text().notNull(),
    comments: text(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: integer(),
  },
  (t) => [
    agencyFk('agency_entry_method_preferences_agency_fk', t.agencyId),
    globalRef('agency_entry_method_preferences_updated_by_fk', t.updatedBy, users.id),
    unique('agency_entry_method_preferences_method_key').on(t.agencyId, t.entryMethod),
    checkOneOf('agency_entry_method_preferences_method_check', t.entryMethod, ENTRY_METHOD_CODES),
    checkOneOf(
      'agency_entry_method_preferences_preference_check',
      t.preference,
      ENTRY_PREFERENCE_CODES,
    ),
    checkMaxLength('agency_entry_method_preferences_comments_length_check', t.comments, NOTES_MAX),
  ],
);

/**
 * A one-off entry notification (POST /v1/property/{id}/entry-notification/one-off): applied to
 * the property's next booking of the chosen services.
 */
export const oneOffEntryNotifications = pgTable(
  'one_off_entry_notifications',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    noticeId: integer(),
    serviceCodes: textList(),
    requestedBy: integer(),
    requestedAt: createdAt(),
    /** Set when a booking has used it. */
    appliedAt: instant(),
  },
  (t) => [
    agencyFk('one_off_entry_notifications_agency_fk', t.agencyId),
    foreignKey({
      name: 'one_off_entry_notifications_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'one_off_entry_notifications_notice_fk',
      columns: [t.agencyId, t.noticeId],
      foreignColumns: [notices.agencyId, notices.id],
    }),
    globalRef('one_off_entry_notifications_requested_by_fk', t.requestedBy, users.id),
    index('one_off_entry_notifications_agency_property_idx').on(t.agencyId, t.propertyId),
    checkAllOf('one_off_entry_notifications_services_check', t.serviceCodes, SERVICE_CODES),
  ],
);
