import { NOTES_MAX, REPORTED_FINDING_STATUS_CODES, SERVICE_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkMaxLength, checkOneOf, createdAt, day, globalRef, id, instant } from './columns';
import { appliances, properties } from './properties';
import { quotes } from './quotes';
import { servicingCategories } from './reference';
import { users } from './users';

/**
 * A problem found during a service (the provider's problem register), resolved by a quote, by a
 * third party, by informing the provider, or dismissed.
 */
export const reportedFindings = pgTable(
  'reported_findings',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCode: text().notNull(),
    servicingCategoryId: integer(),
    originalBookingDate: day().notNull(),
    originalProblemItemTitle: text().notNull(),
    applianceId: integer(),
    quotationId: integer(),
    status: text().notNull().default('OPEN'),
    /** Impacts compliance. */
    isUrgent: boolean().notNull().default(false),
    isDismissed: boolean().notNull().default(false),
    isDismissible: boolean().notNull().default(true),
    dismissedBy: integer(),
    dateDismissed: instant(),
    quoteRequested: boolean().notNull().default(false),
    quoteRequestedBy: integer(),
    dateQuoteRequested: instant(),
    canRequestQuote: boolean().notNull().default(false),
    canForwardToLandlord: boolean().notNull().default(false),
    canInformDi: boolean().notNull().default(false),
    canEnterBuiltYear: boolean().notNull().default(false),
    /** Why a third-party resolution was not accepted, when it was not. */
    thirdPartyInvalidStatus: text(),
    resolutionNotes: text(),
    resolvedAt: instant(),
    resolvedBy: integer(),
    informedDiAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('reported_findings_agency_fk', t.agencyId),
    foreignKey({
      name: 'reported_findings_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reported_findings_appliance_fk',
      columns: [t.agencyId, t.applianceId],
      foreignColumns: [appliances.agencyId, appliances.id],
    }),
    foreignKey({
      name: 'reported_findings_quotation_fk',
      columns: [t.agencyId, t.quotationId],
      foreignColumns: [quotes.agencyId, quotes.id],
    }),
    globalRef('reported_findings_category_fk', t.servicingCategoryId, servicingCategories.id),
    globalRef('reported_findings_dismissed_by_fk', t.dismissedBy, users.id),
    globalRef('reported_findings_quote_requested_by_fk', t.quoteRequestedBy, users.id),
    globalRef('reported_findings_resolved_by_fk', t.resolvedBy, users.id),
    unique('reported_findings_agency_id_key').on(t.agencyId, t.id),
    index('reported_findings_agency_property_idx').on(t.agencyId, t.propertyId, t.serviceCode),
    index('reported_findings_agency_status_idx').on(t.agencyId, t.status, t.isUrgent),
    // The open findings in their groups' order with what the groups read: an index-only walk
    // for the migration's count of reported_finding_groups and for per-property look-ups (the
    // lists themselves now read reported_finding_groups).
    index('reported_findings_agency_open_groups_idx').on(
      t.agencyId,
      t.status,
      t.isDismissed,
      t.propertyId,
      t.serviceCode,
      t.isUrgent,
      t.originalBookingDate,
    ),
    checkOneOf('reported_findings_service_code_check', t.serviceCode, SERVICE_CODES),
    checkOneOf('reported_findings_status_check', t.status, REPORTED_FINDING_STATUS_CODES),
    check('reported_findings_dismissed_check', sql`${t.isDismissed} = (${t.status} = 'DISMISSED')`),
    checkMaxLength('reported_findings_notes_length_check', t.resolutionNotes, NOTES_MAX),
  ],
);

/**
 * The open findings of each property and service, counted: the rows of the reported-findings
 * list and of the dashboard's tab. Written only by the database itself (migration 0037):
 * statement-level triggers on reported_findings recount the groups a statement touched, in the
 * writer's transaction, whoever the writer is, so a list reads its page and total from an index
 * instead of grouping every open finding of the agency on every call.
 */
export const reportedFindingGroups = pgTable(
  'reported_finding_groups',
  {
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    serviceCode: text().notNull(),
    /** Its open findings (never 0: a group without one is deleted). */
    findings: integer().notNull(),
    /** One of them impacts compliance. */
    isUrgent: boolean().notNull(),
    /** The earliest original booking date of its open findings, and of its urgent ones. */
    oldest: day().notNull(),
    oldestUrgent: day(),
    /** The servicing categories of its open findings. */
    categoryIds: integer().array().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'reported_finding_groups_pkey',
      columns: [t.agencyId, t.propertyId, t.serviceCode],
    }),
    agencyFk('reported_finding_groups_agency_fk', t.agencyId),
    foreignKey({
      name: 'reported_finding_groups_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    // The list's order, urgent first ('desc' puts nulls first: so must the index, or the order
    // is not the index's).
    index('reported_finding_groups_list_idx').on(
      t.agencyId,
      t.isUrgent.desc().nullsFirst(),
      t.oldest,
      t.propertyId,
      t.serviceCode,
    ),
    // The dashboard tab's: the urgent groups, the longest outstanding first.
    index('reported_finding_groups_urgent_idx')
      .on(t.agencyId, t.oldestUrgent, t.propertyId, t.serviceCode)
      .where(sql`${t.isUrgent}`),
  ],
);

/**
 * Files uploaded in the reported-findings wizard before the resolution is submitted
 * (POST /v1/reported-findings/temporary-document); they become documents on submission.
 */
export const temporaryDocuments = pgTable(
  'temporary_documents',
  {
    id: id(),
    agencyId: integer().notNull(),
    /** The opaque reference handed to the browser. */
    fileReference: text().notNull(),
    name: text().notNull(),
    sizeBytes: integer().notNull(),
    mimeType: text().notNull(),
    storageKey: text().notNull(),
    uploadedBy: integer(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    consumedAt: instant(),
  },
  (t) => [
    agencyFk('temporary_documents_agency_fk', t.agencyId),
    globalRef('temporary_documents_uploaded_by_fk', t.uploadedBy, users.id),
    unique('temporary_documents_file_reference_key').on(t.agencyId, t.fileReference),
    index('temporary_documents_agency_expires_idx').on(t.agencyId, t.expiresAt),
  ],
);
