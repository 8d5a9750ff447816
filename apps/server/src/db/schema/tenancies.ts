import {
  CONTACT_NUMBER_TYPE_CODES,
  CONTACT_ROLE_CODES,
  DO_NOT_CONTACT_REASON_CODES,
  EMAIL_MAX,
  LEASE_TYPE_CODES,
  NAME_MAX,
  NOTES_MAX,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkMaxLength, checkOneOf, createdAt, day, globalRef, id, instant } from './columns';
import { properties } from './properties';
import { suburbs } from './reference';
import { users } from './users';

/**
 * A lease of a property. At most one is current; an upcoming one starts in the future; past ones
 * have ended or been vacated.
 */
export const tenancies = pgTable(
  'tenancies',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    startDate: day().notNull(),
    endDate: day(),
    vacateDate: day(),
    notes: text(),
    /** Where the record came from, e.g. 'PORTAL' or an integration source (free text). */
    source: text(),
    leaseType: text(),
    isCurrent: boolean().notNull().default(false),
    createdAt: createdAt(),
    createdBy: integer(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('tenancies_agency_fk', t.agencyId),
    foreignKey({
      name: 'tenancies_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('tenancies_created_by_fk', t.createdBy, users.id),
    unique('tenancies_agency_id_key').on(t.agencyId, t.id),
    index('tenancies_agency_property_idx').on(t.agencyId, t.propertyId, t.startDate),
    uniqueIndex('tenancies_one_current_key')
      .on(t.agencyId, t.propertyId)
      .where(sql`is_current`),
    checkOneOf('tenancies_lease_type_check', t.leaseType, LEASE_TYPE_CODES),
    checkMaxLength('tenancies_notes_length_check', t.notes, NOTES_MAX),
    check('tenancies_end_date_check', sql`${t.endDate} > ${t.startDate}`),
    check('tenancies_vacate_date_check', sql`${t.vacateDate} > ${t.startDate}`),
  ],
);

/** A person living at the property under a tenancy. */
export const occupants = pgTable(
  'occupants',
  {
    id: id(),
    agencyId: integer().notNull(),
    tenancyId: integer().notNull(),
    name: text().notNull(),
    email: text(),
    /** Every number of the occupant is on the do-not-contact list. */
    isAllContactNumbersBlacklisted: boolean().notNull().default(false),
    displayOrder: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('occupants_agency_fk', t.agencyId),
    foreignKey({
      name: 'occupants_tenancy_fk',
      columns: [t.agencyId, t.tenancyId],
      foreignColumns: [tenancies.agencyId, tenancies.id],
    }).onDelete('cascade'),
    unique('occupants_agency_id_key').on(t.agencyId, t.id),
    index('occupants_agency_tenancy_idx').on(t.agencyId, t.tenancyId),
    checkMaxLength('occupants_name_length_check', t.name, NAME_MAX),
    checkMaxLength('occupants_email_length_check', t.email, EMAIL_MAX),
  ],
);

/**
 * Landlords and other contacts of a property. The address is Australian (line1.. and suburbId),
 * international (free text) or absent; never both.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    role: text().notNull(),
    name: text().notNull(),
    email: text(),
    salutation: text(),
    addressLine1: text(),
    addressLine2: text(),
    addressLine3: text(),
    suburbId: integer(),
    internationalAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('contacts_agency_fk', t.agencyId),
    foreignKey({
      name: 'contacts_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('contacts_suburb_fk', t.suburbId, suburbs.id, 'no action'),
    unique('contacts_agency_id_key').on(t.agencyId, t.id),
    index('contacts_agency_property_idx').on(t.agencyId, t.propertyId, t.role),
    checkOneOf('contacts_role_check', t.role, CONTACT_ROLE_CODES),
    checkMaxLength('contacts_name_length_check', t.name, NAME_MAX),
    checkMaxLength('contacts_email_length_check', t.email, EMAIL_MAX),
    check(
      'contacts_address_kind_check',
      sql`${t.internationalAddress} is null or (${t.addressLine1} is null and ${t.suburbId} is null)`,
    ),
    check(
      'contacts_australian_address_check',
      sql`(${t.addressLine1} is null) = (${t.suburbId} is null)`,
    ),
  ],
);

/** A phone number of an occupant or of a contact (exactly one of the two), in E.164. */
export const contactNumbers = pgTable(
  'contact_numbers',
  {
    id: id(),
    agencyId: integer().notNull(),
    occupantId: integer(),
    contactId: integer(),
    number: text().notNull(),
    type: text().notNull(),
    /** Set when the number must not be called; OTHER is displayed as 'Unable to Contact'. */
    doNotContactReasonCode: text(),
    doNotContactReasonName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('contact_numbers_agency_fk', t.agencyId),
    foreignKey({
      name: 'contact_numbers_occupant_fk',
      columns: [t.agencyId, t.occupantId],
      foreignColumns: [occupants.agencyId, occupants.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'contact_numbers_contact_fk',
      columns: [t.agencyId, t.contactId],
      foreignColumns: [contacts.agencyId, contacts.id],
    }).onDelete('cascade'),
    index('contact_numbers_agency_occupant_idx').on(t.agencyId, t.occupantId),
    index('contact_numbers_agency_contact_idx').on(t.agencyId, t.contactId),
    check('contact_numbers_owner_check', sql`num_nonnulls(${t.occupantId}, ${t.contactId}) = 1`),
    check('contact_numbers_e164_check', sql`${t.number} ~ '^\\+[1-9][0-9]{6,14}$'`),
    checkOneOf('contact_numbers_type_check', t.type, CONTACT_NUMBER_TYPE_CODES),
    checkOneOf(
      'contact_numbers_do_not_contact_reason_check',
      t.doNotContactReasonCode,
      DO_NOT_CONTACT_REASON_CODES,
    ),
  ],
);
