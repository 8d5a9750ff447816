import {
  AGENCY_FEATURE_FLAG_CODES,
  EMAIL_MAX,
  INTEGRATION_SOURCE_CODES,
  NAME_MAX,
  SERVICE_REPORT_ACCESS_CODES,
  STATE_CODES,
  type TStateCode,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  unique,
  type AnyPgColumn,
  type ForeignKeyBuilder,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import {
  checkAllOf,
  checkMaxLength,
  checkOneOf,
  createdAt,
  id,
  instant,
  textList,
} from './columns';
import { users } from './users';

/** A real-estate agency: the tenant of the portal. Every agency-owned row points here. */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    name: text().notNull(),
    stateCode: text().notNull(),
    abn: text(),
    addressLine1: text(),
    addressLine2: text(),
    suburb: text(),
    postcode: text(),
    phone: text(),
    email: text(),
    /** The agency's real-estate licence numbers, by state. */
    licenceNumbers: jsonb()
      .$type<Partial<Record<TStateCode, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** AGENCY_FEATURE_FLAG_CODES switched on for the agency. */
    featureFlags: textList(),
    defaultPropertyManagerId: integer(),
    /** The agency's choice to show its other-provider portfolio (agency settings). */
    showPortfolioMirroring: boolean().notNull().default(false),
    /** Shows the 'Book' action on properties (agency setting allow_agency_portal_booking). */
    allowAgencyPortalBooking: boolean().notNull().default(false),
    /**
     * The provider mirrors the agency's whole property-management portfolio (properties serviced
     * by other providers too); without it there is no other-provider data to show.
     */
    providerPortfolioMirroring: boolean().notNull().default(false),
    /** Occupant-notice emails are sent from this domain once it is set up. */
    emailDomain: text(),
    emailDomainSetupUrl: text(),
    /** Mailboxes verified on the agency's email domain. */
    emailDomainAccounts: textList(),
    /** Off: 'Sending emails from the Compliance Portal is disabled'. */
    portalEmailEnabled: boolean().notNull().default(true),
    /** Off: automatic service-report emails to owners are disabled for the whole agency. */
    serviceReportsAutoOwnerEmailEnabled: boolean().notNull().default(true),
    /**
     * Key enforce mode: every property's agency key must be available to be picked up (the edit
     * property rule 'Key must be available to be picked up').
     */
    enforceKeyAvailable: boolean().notNull().default(false),
    /**
     * The agency's plan lets it choose which services of a property to cancel; off, a
     * cancellation request takes every service not already pending cancellation
     * (canSelectServices of GET /v1/property/{id}/cancellation-request).
     */
    canSelectCancellationServices: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  // Annotated: agencies and property_managers refer to each other.
  (t): PgTableExtraConfigValue[] => [
    checkOneOf('agencies_state_code_check', t.stateCode, STATE_CODES),
    checkAllOf('agencies_feature_flags_check', t.featureFlags, AGENCY_FEATURE_FLAG_CODES),
    check('agencies_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
    // The default property manager must be one of the agency's own.
    foreignKey({
      name: 'agencies_default_property_manager_fk',
      columns: [t.id, t.defaultPropertyManagerId],
      foreignColumns: [propertyManagers.agencyId, propertyManagers.id],
    }),
  ],
);

/** The agency column of an agency-owned table: removing an agency removes its data. */
export const agencyFk = (name: string, column: AnyPgColumn): ForeignKeyBuilder =>
  foreignKey({ name, columns: [column], foreignColumns: [agencies.id] }).onDelete('cascade');

export const propertyManagers = pgTable(
  'property_managers',
  {
    id: id(),
    agencyId: integer().notNull(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    /** The portal user who is this property manager, if they sign in. */
    userId: integer(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    agencyFk('property_managers_agency_fk', t.agencyId),
    foreignKey({
      name: 'property_managers_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    // Target of the same-agency foreign keys of other tables.
    unique('property_managers_agency_id_key').on(t.agencyId, t.id),
    index('property_managers_agency_name_idx').on(t.agencyId, t.name),
    index('property_managers_agency_user_idx').on(t.agencyId, t.userId),
    checkMaxLength('property_managers_name_length_check', t.name, NAME_MAX),
    checkMaxLength('property_managers_email_length_check', t.email, EMAIL_MAX),
  ],
);

/** A connection to a property-management system (or manual entry). Active ones count. */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    agencyId: integer().notNull(),
    source: text().notNull(),
    isActive: boolean().notNull().default(true),
    connectedAt: instant(),
    disconnectedAt: instant(),
    /** Display name of the software, e.g. 'PropertyMe'. */
    softwareName: text().notNull(),
    config: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Share (0 to 1) of simulated failures of uploads to the software (demo and tests). */
    simulateFailureRate: real().notNull().default(0),
    lastSyncedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('integrations_agency_fk', t.agencyId),
    unique('integrations_agency_id_key').on(t.agencyId, t.id),
    unique('integrations_agency_source_key').on(t.agencyId, t.source),
    checkOneOf('integrations_source_check', t.source, INTEGRATION_SOURCE_CODES),
    check(
      'integrations_failure_rate_check',
      sql`${t.simulateFailureRate} >= 0 and ${t.simulateFailureRate} <= 1`,
    ),
  ],
);

/** Where technicians pick up the agency's keys. */
export const keyLocations = pgTable(
  'key_locations',
  {
    id: id(),
    agencyId: integer().notNull(),
    name: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    suburb: text().notNull(),
    postcode: text().notNull(),
    stateCode: text().notNull(),
    instructions: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('key_locations_agency_fk', t.agencyId),
    unique('key_locations_agency_id_key').on(t.agencyId, t.id),
    checkOneOf('key_locations_state_code_check', t.stateCode, STATE_CODES),
  ],
);

/** Per property manager: which service reports are emailed to owners automatically. */
export const propertyManagerNotificationSettings = pgTable(
  'property_manager_notification_settings',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyManagerId: integer().notNull(),
    serviceReportsAutoOwnerEmailPreference: text().notNull(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: integer(),
  },
  (t) => [
    agencyFk('pm_notification_settings_agency_fk', t.agencyId),
    foreignKey({
      name: 'pm_notification_settings_manager_fk',
      columns: [t.agencyId, t.propertyManagerId],
      foreignColumns: [propertyManagers.agencyId, propertyManagers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pm_notification_settings_updated_by_fk',
      columns: [t.updatedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    unique('pm_notification_settings_manager_key').on(t.agencyId, t.propertyManagerId),
    checkOneOf(
      'pm_notification_settings_preference_check',
      t.serviceReportsAutoOwnerEmailPreference,
      SERVICE_REPORT_ACCESS_CODES,
    ),
  ],
);
