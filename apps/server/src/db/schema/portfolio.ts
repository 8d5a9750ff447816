import {
  BOOKING_STATUS_CODES,
  COMPLIANCE_STATUS_CODES,
  INTEGRATION_SOURCE_CODES,
  NEW_MANAGEMENT_STATUS_CODES,
  NON_RESIDENTIAL_TYPE_CODES,
  NOTES_MAX,
  SERVICE_CODES,
  STATE_CODES,
  type TServiceCode,
  type TServiceStatus,
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
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { agencyFk, integrations, propertyManagers } from './agencies';
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
import { users } from './users';

/** The state of one service of a non-managed property, as mirrored from the software. */
export interface NonManagedServiceState {
  status: TServiceStatus;
  /** Who services it; null: nobody (missing supplier). */
  providerName: string | null;
  lastServiceDate: string | null;
  nextDueDate: string | null;
}

/**
 * Properties of the agency's property-management portfolio that the provider does not service
 * (other providers, or nobody), mirrored through the integration: the 'Other service providers'
 * portfolio and /non-managed-property/{agencyPortfolioPropertyId}.
 */
export const nonManagedProperties = pgTable(
  'non_managed_properties',
  {
    id: id(),
    agencyId: integer().notNull(),
    integrationSource: text(),
    externalId: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    suburb: text().notNull(),
    postcode: text().notNull(),
    stateCode: text().notNull(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(address_line1 || ' ' || coalesce(address_line2 || ' ', '') || suburb || ' ' || state_code || ' ' || postcode)`,
      ),
    /** The address in list order, as properties.address_sort. */
    addressSort: text()
      .notNull()
      .generatedAlwaysAs(sql`address_sort_key(address_line1)`),
    propertyManagerId: integer(),
    /** The main provider servicing the property; null when no supplier is known. */
    providerName: text(),
    services: jsonb()
      .$type<Partial<Record<TServiceCode, NonManagedServiceState>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    complianceStatus: text().notNull(),
    lastServiceDate: day(),
    nextDueDate: day(),
    isResidential: boolean().notNull().default(true),
    nonResidentialType: text(),
    /** First seen active in the software. */
    firstActiveDate: day(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('non_managed_properties_agency_fk', t.agencyId),
    foreignKey({
      name: 'non_managed_properties_property_manager_fk',
      columns: [t.agencyId, t.propertyManagerId],
      foreignColumns: [propertyManagers.agencyId, propertyManagers.id],
    }),
    unique('non_managed_properties_agency_id_key').on(t.agencyId, t.id),
    index('non_managed_properties_agency_address_sort_idx').on(t.agencyId, t.addressSort, t.id),
    index('non_managed_properties_agency_status_idx').on(t.agencyId, t.complianceStatus),
    index('non_managed_properties_agency_manager_idx').on(t.agencyId, t.propertyManagerId),
    checkOneOf('non_managed_properties_state_code_check', t.stateCode, STATE_CODES),
    checkOneOf(
      'non_managed_properties_source_check',
      t.integrationSource,
      INTEGRATION_SOURCE_CODES,
    ),
    checkOneOf(
      'non_managed_properties_compliance_status_check',
      t.complianceStatus,
      COMPLIANCE_STATUS_CODES,
    ),
    checkOneOf(
      'non_managed_properties_non_residential_type_check',
      t.nonResidentialType,
      NON_RESIDENTIAL_TYPE_CODES,
    ),
    check(
      'non_managed_properties_residential_check',
      sql`${t.isResidential} = (${t.nonResidentialType} is null)`,
    ),
    check('non_managed_properties_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A property newly detected under management in the agency's software (past 30 days), offered
 * for enrolment with the provider.
 */
export const newManagements = pgTable(
  'new_managements',
  {
    id: id(),
    agencyId: integer().notNull(),
    /** The agency-portfolio property (portfolioPropertyId). */
    portfolioPropertyId: integer().notNull(),
    integrationId: integer(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    suburb: text().notNull(),
    postcode: text().notNull(),
    stateCode: text().notNull(),
    softwareName: text().notNull(),
    firstActiveDate: day().notNull(),
    status: text().notNull().default('NOT_ENROLLED'),
    underEnrolmentAt: instant(),
    underEnrolmentBy: integer(),
    dismissedAt: instant(),
    dismissedBy: integer(),
    /** The managed property created by the enrolment, once there is one. */
    propertyId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('new_managements_agency_fk', t.agencyId),
    foreignKey({
      name: 'new_managements_portfolio_property_fk',
      columns: [t.agencyId, t.portfolioPropertyId],
      foreignColumns: [nonManagedProperties.agencyId, nonManagedProperties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'new_managements_integration_fk',
      columns: [t.agencyId, t.integrationId],
      foreignColumns: [integrations.agencyId, integrations.id],
    }),
    foreignKey({
      name: 'new_managements_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }),
    globalRef('new_managements_under_enrolment_by_fk', t.underEnrolmentBy, users.id),
    globalRef('new_managements_dismissed_by_fk', t.dismissedBy, users.id),
    unique('new_managements_portfolio_property_key').on(t.agencyId, t.portfolioPropertyId),
    index('new_managements_agency_status_idx').on(t.agencyId, t.status, t.firstActiveDate),
    checkOneOf('new_managements_status_check', t.status, NEW_MANAGEMENT_STATUS_CODES),
    checkOneOf('new_managements_state_code_check', t.stateCode, STATE_CODES),
    check(
      'new_managements_under_enrolment_check',
      sql`(${t.status} = 'UNDER_ENROLMENT') = (${t.underEnrolmentAt} is not null)`,
    ),
    check(
      'new_managements_dismissed_check',
      sql`(${t.status} = 'DISMISSED') = (${t.dismissedAt} is not null)`,
    ),
  ],
);

/**
 * A work order for the provider (/JobOrders/add): for a managed property, or for a property of
 * the agency portfolio (e.g. enrolling a new management).
 */
export const jobOrders = pgTable(
  'job_orders',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer(),
    nonManagedPropertyId: integer(),
    serviceCodes: textList(),
    /** Job orders move through the same states as bookings. */
    status: text().notNull().default('REQUESTED'),
    notes: text(),
    createdBy: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('job_orders_agency_fk', t.agencyId),
    foreignKey({
      name: 'job_orders_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_orders_non_managed_property_fk',
      columns: [t.agencyId, t.nonManagedPropertyId],
      foreignColumns: [nonManagedProperties.agencyId, nonManagedProperties.id],
    }).onDelete('cascade'),
    globalRef('job_orders_created_by_fk', t.createdBy, users.id),
    index('job_orders_agency_created_idx').on(t.agencyId, t.createdAt),
    check(
      'job_orders_property_check',
      sql`num_nonnulls(${t.propertyId}, ${t.nonManagedPropertyId}) = 1`,
    ),
    checkAllOf('job_orders_services_check', t.serviceCodes, SERVICE_CODES),
    checkOneOf('job_orders_status_check', t.status, BOOKING_STATUS_CODES),
    checkMaxLength('job_orders_notes_length_check', t.notes, NOTES_MAX),
  ],
);
