import {
  ACCESS_ISSUE_PROPERTY_TAG_CODES,
  ACCESS_STATUS_CODES,
  COMPLIANCE_STATUS_CODES,
  INTEGRATION_SOURCE_CODES,
  KEY_AVAILABILITY_CODES,
  NON_RESIDENTIAL_TYPE_CODES,
  NOTES_MAX,
  OTHER_PROPERTY_TAG_CODES,
  PROPERTY_FLAG_CODES,
  PROPERTY_TAG_CODES,
  SERVICE_CODES,
  SERVICE_STATUS_CODES,
  SERVICE_TAG_CODES,
  STATE_CODES,
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
import { agencyFk, keyLocations, propertyManagers } from './agencies';
import {
  checkAllOf,
  checkMaxLength,
  checkOneOf,
  createdAt,
  day,
  id,
  instant,
  textList,
} from './columns';
import { users } from './users';

/** Tags a property may carry besides its flags (display tags of the compliance system). */
const PROPERTY_TAG_VALUES = [
  ...new Set([
    ...PROPERTY_TAG_CODES,
    ...ACCESS_ISSUE_PROPERTY_TAG_CODES,
    ...OTHER_PROPERTY_TAG_CODES,
  ]),
];

/** A rental property serviced by the provider for its agency. */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    agencyId: integer().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    suburb: text().notNull(),
    postcode: text().notNull(),
    stateCode: text().notNull(),
    /**
     * Lower-case address for the portfolio search ('Search your portfolio'). Migration 0011 indexes
     * its trigrams with the flags and service facets as keys scoped to the agency
     * (lib/property-list.ts's searchQueryKeys), so a search with a facet is one index scan.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(address_line1 || ' ' || coalesce(address_line2 || ' ', '') || suburb || ' ' || state_code || ' ' || postcode)`,
      ),
    /**
     * The address as people read a list of them (migration 0014's address_sort_key): street name,
     * then house number as a number, then unit ('2 Smith St' before '10 Smith St', '10 Smith St'
     * before '3/10 Smith St'). Computed once per write, so every list sorts by an index.
     */
    addressSort: text()
      .notNull()
      .generatedAlwaysAs(sql`address_sort_key(address_line1)`),
    propertyManagerId: integer(),
    complianceStatus: text().notNull(),
    /** PROPERTY_FLAG_CODES that hold for the property. */
    flags: textList(),
    /**
     * The portfolio facets that follow from the property's services (SERVICE_FACETS: Overdue,
     * MissingSupplier, BookingInProgress, CancelledServices), kept by triggers on
     * property_services (migration 0006) so the facets read a GIN index instead of probing
     * every candidate's services; and UpdatesRequired (UPDATES_REQUIRED_FACET, migration 0013),
     * which no facet asks for, for the required updates' index.
     */
    serviceFacets: textList(),
    /** Display tags (e.g. PriorityBooking, CordedBlinds); Integrated/Vacant/Cancelled follow flags. */
    tags: textList(),
    /** Serviced by the provider (false: kept for history after cancellation). */
    isManaged: boolean().notNull().default(true),
    /** Tenancy and key data come from the agency's property-management software (read-only). */
    isIntegrated: boolean().notNull().default(false),
    integrationSource: text(),
    /** The property's id in the property-management software. */
    externalId: text(),
    /** 'Recently added' counts from here. */
    createdAt: createdAt(),
    enrolledAt: instant(),
    cancelledAt: instant(),
    isVacant: boolean().notNull().default(false),
    isResidential: boolean().notNull().default(true),
    nonResidentialType: text(),
    builtYear: smallint(),
    builtMonth: smallint(),
    // Agency key details.
    isKeyAvailable: boolean().notNull().default(false),
    keyNumber: text(),
    keyLocationId: integer(),
    // Onsite key details (propertyKeyInformation).
    onsiteAvailability: text(),
    temporaryKeyExpirationDate: day(),
    keyOnsiteNotes: text(),
    keyInfoValidFrom: instant(),
    // Gas appliance answer (VIC).
    hasGasAppliances: boolean(),
    gasApplianceCount: smallint(),
    /** Property details last confirmed by the agency (confirm-single-property-details). */
    confirmedAt: instant(),
    confirmedBy: integer(),
    lastServiceDate: day(),
    nextServiceDue: day(),
    accessStatus: text().notNull().default('ACTIVE'),
    suspensionWarningAt: instant(),
    suspendedAt: instant(),
    /**
     * When the property's oldest open access-issue case (OPEN or ADDITIONAL_INFO_PROVIDED,
     * compliance-definitions' openAccessIssueCase) was opened; null when none is open. Kept by
     * triggers on access_issue_cases (migration 0029), so the access-issue lists walk an index in
     * their order instead of grouping and sorting every open case of the agency.
     */
    accessIssueOpenSince: instant(),
    /**
     * One of the property's services is OVERDUE (compliance-definitions' overdueService), kept by
     * triggers on property_services (migration 0032), so the dashboard's urgent access-issue tab
     * walks its own index instead of probing the services of every property with an open case.
     */
    hasOverdueService: boolean().notNull().default(false),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('properties_agency_fk', t.agencyId),
    foreignKey({
      name: 'properties_property_manager_fk',
      columns: [t.agencyId, t.propertyManagerId],
      foreignColumns: [propertyManagers.agencyId, propertyManagers.id],
    }),
    foreignKey({
      name: 'properties_key_location_fk',
      columns: [t.agencyId, t.keyLocationId],
      foreignColumns: [keyLocations.agencyId, keyLocations.id],
    }),
    foreignKey({
      name: 'properties_confirmed_by_fk',
      columns: [t.confirmedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    unique('properties_agency_id_key').on(t.agencyId, t.id),
    uniqueIndex('properties_agency_external_id_key')
      .on(t.agencyId, t.integrationSource, t.externalId)
      .where(sql`external_id is not null`),
    index('properties_agency_address_sort_idx').on(t.agencyId, t.addressSort, t.id),
    // The status filters, and the lists sorted by status (codes sort as their labels do).
    index('properties_agency_status_idx').on(t.agencyId, t.complianceStatus, t.addressSort, t.id),
    index('properties_agency_manager_idx').on(t.agencyId, t.propertyManagerId),
    // The calendar feed's temporary key expiries, by date.
    index('properties_agency_temp_key_idx')
      .on(t.agencyId, t.temporaryKeyExpirationDate)
      .where(sql`temporary_key_expiration_date is not null`),
    index('properties_agency_created_idx').on(t.agencyId, t.createdAt),
    // The lists sorted by next service due (then by address, as every list's ties).
    index('properties_agency_next_due_idx').on(t.agencyId, t.nextServiceDue, t.addressSort, t.id),
    // The dashboard's item figures count properties through their items (notices, invoices ...):
    // each item's property is checked for the portfolio and the manager without its row.
    index('properties_agency_id_portfolio_idx').on(
      t.agencyId,
      t.id,
      t.isManaged,
      t.propertyManagerId,
    ),
    // The portfolio lists' totals: an index-only count of the portfolio, or of one manager's.
    index('properties_agency_portfolio_manager_idx')
      .on(t.agencyId, t.propertyManagerId)
      .where(sql`is_managed`),
    // The required updates (features/updates/service.ts's requiresUpdate, migration 0013) in
    // address order, with the columns of the manager, portfolio and facet filters: a page and its
    // count, filtered or not (the search aside), are one index-only scan.
    index('properties_agency_required_updates_idx')
      .on(
        t.agencyId,
        t.addressSort,
        t.id,
        t.propertyManagerId,
        t.isManaged,
        t.flags,
        t.serviceFacets,
      )
      .where(
        sql`flags @> '{LEASE_AGREEMENT_UPDATE_REQUIRED}'::text[] or service_facets @> '{UpdatesRequired}'::text[]`,
      ),
    // The access-issue lists (domain/access-issue-list.ts) in their order: suspended first, then
    // the longest unresolved; with the manager and portfolio columns, their counts are index-only.
    index('properties_agency_access_issue_open_idx')
      .on(
        t.agencyId,
        sql`(${t.accessStatus} <> 'SUSPENDED')`,
        t.accessIssueOpenSince,
        t.id,
        t.propertyManagerId,
        t.isManaged,
      )
      .where(sql`access_issue_open_since is not null`),
    // The dashboard's urgent access-issue tab (open and with an overdue service) in the same
    // order, so its page and its count (index-only) read only its own properties.
    index('properties_agency_urgent_access_issue_idx')
      .on(
        t.agencyId,
        sql`(${t.accessStatus} <> 'SUSPENDED')`,
        t.accessIssueOpenSince,
        t.id,
        t.propertyManagerId,
      )
      .where(sql`access_issue_open_since is not null and has_overdue_service`),
    checkOneOf('properties_state_code_check', t.stateCode, STATE_CODES),
    checkOneOf('properties_compliance_status_check', t.complianceStatus, COMPLIANCE_STATUS_CODES),
    checkAllOf('properties_flags_check', t.flags, PROPERTY_FLAG_CODES),
    checkAllOf('properties_tags_check', t.tags, PROPERTY_TAG_VALUES),
    checkOneOf(
      'properties_integration_source_check',
      t.integrationSource,
      INTEGRATION_SOURCE_CODES,
    ),
    checkOneOf(
      'properties_non_residential_type_check',
      t.nonResidentialType,
      NON_RESIDENTIAL_TYPE_CODES,
    ),
    checkOneOf(
      'properties_onsite_availability_check',
      t.onsiteAvailability,
      KEY_AVAILABILITY_CODES,
    ),
    checkOneOf('properties_access_status_check', t.accessStatus, ACCESS_STATUS_CODES),
    checkOneOf('properties_gas_appliance_count_check', t.gasApplianceCount, [0, 1, 2]),
    checkMaxLength('properties_key_onsite_notes_length_check', t.keyOnsiteNotes, NOTES_MAX),
    check('properties_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
    // A non-residential property says what it is instead.
    check(
      'properties_residential_check',
      sql`${t.isResidential} = (${t.nonResidentialType} is null)`,
    ),
    check('properties_built_month_check', sql`${t.builtMonth} between 1 and 12`),
    check('properties_built_year_check', sql`${t.builtYear} between 1800 and 2200`),
  ],
);

/** One of the six services on a property, with its own status and dates. */
export const propertyServices = pgTable(
  'property_services',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCode: text().notNull(),
    status: text().notNull(),
    tags: textList(),
    lastServiceDate: day(),
    nextDueDate: day(),
    lastStandardBookingDate: day(),
    lastFullServiceBookingDate: day(),
    onHoldUntil: day(),
    /** Serviced by the provider; otherwise by `supplierName`, or by nobody (missing supplier). */
    isManagedByProvider: boolean().notNull().default(true),
    supplierName: text(),
    enrolledAt: instant(),
    cancelledAt: instant(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('property_services_agency_fk', t.agencyId),
    foreignKey({
      name: 'property_services_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    unique('property_services_property_service_key').on(t.agencyId, t.propertyId, t.serviceCode),
    index('property_services_agency_service_status_idx').on(t.agencyId, t.serviceCode, t.status),
    index('property_services_agency_next_due_idx').on(t.agencyId, t.nextDueDate),
    // The service filters (Including, Only, Excluding): active services by code, index-only.
    index('property_services_agency_active_code_idx')
      .on(t.agencyId, t.serviceCode, t.propertyId)
      .where(sql`is_managed_by_provider and status not in ('CANCELLED', 'NOT_ENROLLED')`),
    checkOneOf('property_services_service_code_check', t.serviceCode, SERVICE_CODES),
    checkOneOf('property_services_status_check', t.status, SERVICE_STATUS_CODES),
    checkAllOf('property_services_tags_check', t.tags, SERVICE_TAG_CODES),
  ],
);

/** Appliances found at a property during services (smoke alarms, heaters, switchboards ...). */
export const appliances = pgTable(
  'appliances',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCode: text().notNull(),
    name: text().notNull(),
    location: text(),
    applianceType: text(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('appliances_agency_fk', t.agencyId),
    foreignKey({
      name: 'appliances_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    unique('appliances_agency_id_key').on(t.agencyId, t.id),
    index('appliances_agency_property_idx').on(t.agencyId, t.propertyId, t.serviceCode),
    checkOneOf('appliances_service_code_check', t.serviceCode, SERVICE_CODES),
  ],
);
