import { z } from 'zod/mini';
import { DASHBOARD_BLOCK_PAGE_SIZE, MAX_PAGE_SIZE, NEW_MANAGEMENTS_PAGE_SIZE } from '../constants';
import { NON_MANAGED_STAT_CODES } from '../enums/compliance';
import {
  ACTIVE_NOTICES_STAT_KEYS,
  COMPLIANCE_QUOTES_STAT_KEYS,
  INVOICES_STAT_KEYS,
  NEW_MANAGEMENT_STAT_KEYS,
  PORTFOLIO_COUNT_STAT_KEYS,
  REPORTED_FINDINGS_STAT_KEYS,
} from '../enums/dashboard-stats';
import { ZNoticeType } from '../enums/notices';
import { ZAccessIssuePropertyTag } from '../enums/property-flags';
import { ZQuoteSeverity, type TQuoteSeverity } from '../enums/quotations';
import { ZServiceCode } from '../enums/services';
import { ZEnrolmentStatus } from '../enums/workflow-statuses';
import type { TActionFacet } from '../enums/compliance';
import { ZPropertyManagerQuery } from './list-queries';
import { ZPageQuery, ZQueryFlag } from './query';

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.int()])) as Record<K, z.ZodMiniInt>);

/**
 * The action facets of the portfolio list that the dashboard's actions-required panel counts:
 * each figure is the number of portfolio properties the list with that one facet holds.
 */
export const DASHBOARD_PROPERTY_FACETS = [
  'UrgentAccessIssues',
  'NonUrgentAccessIssues',
  'UrgentQuotes',
  'NonUrgentQuotes',
  'UrgentReportedFindings',
  'NonUrgentReportedFindings',
  'OverdueInvoices',
  'OutstandingInvoices',
] as const satisfies readonly TActionFacet[];
export type TDashboardPropertyFacet = (typeof DASHBOARD_PROPERTY_FACETS)[number];

/**
 * GET /v1/stats: the property manager, and the lists' models (as GET /v1/portfolio's flags):
 * new-access-issues, access issues are access-issue cases (else unresolved notices);
 * new-problem-register, reported findings are findings (else quotes awaiting approval).
 */
export const ZStatsQuery = z.extend(ZPropertyManagerQuery, {
  'new-access-issues': ZQueryFlag,
  'new-problem-register': ZQueryFlag,
});
export type TStatsQuery = z.output<typeof ZStatsQuery>;

/** GET /v1/stats: the dashboard's figures for the agency (optionally one property manager). */
export const ZDashboardStats = z.object({
  portfolioStats: z.extend(counts(PORTFOLIO_COUNT_STAT_KEYS), {
    SERVICES_BREAKDOWN: counts(ZServiceCode.options),
  }),
  actionRequired: z.object({
    ACTIVE_NOTICES_STATS: counts(ACTIVE_NOTICES_STAT_KEYS),
    COMPLIANCE_QUOTES_STATS: counts(COMPLIANCE_QUOTES_STAT_KEYS),
    INVOICES_STATS: counts(INVOICES_STAT_KEYS),
    NEW_MANAGEMENT_STATS: counts(NEW_MANAGEMENT_STAT_KEYS),
    REPORTED_FINDINGS_STATS: counts(REPORTED_FINDINGS_STAT_KEYS),
  }),
  /**
   * Properties of the provider's portfolio, as its list counts them: PORTFOLIO all of them (the
   * list unfiltered), facets those the list with one facet holds (under the query's models).
   */
  portfolioProperties: z.object({
    PORTFOLIO: z.int(),
    facets: counts(DASHBOARD_PROPERTY_FACETS),
  }),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** GET /v1/stats/integrated: other service providers' portfolio (portfolio mirroring). */
export const ZIntegratedStats = z.extend(counts(NON_MANAGED_STAT_CODES), {
  TOTAL: z.int(),
});
export type TIntegratedStats = z.infer<typeof ZIntegratedStats>;

/**
 * The property as list items carry it, as two display lines: addressLine1 the street
 * ('4/27 Station Street'), addressLine2 the locality ('Richmond VIC 3121').
 */
export const ZPropertyRef = z.object({
  compliancePropertyId: z.int(),
  addressLine1: z.string(),
  addressLine2: z.string(),
});
export type TPropertyRef = z.infer<typeof ZPropertyRef>;

/** Invoice (3-action-required.md). totalIncGst is a number held as text. */
export const ZInvoice = z.object({
  id: z.int(),
  invoiceNumber: z.string(),
  pdfUrl: z.string(),
  isPaid: z.boolean(),
  paidAt: z.nullable(z.string()),
  dueDate: z.string(),
  isOverdue: z.boolean(),
  totalIncGst: z.string(),
  property: ZPropertyRef,
  integration: z.object({
    isUploading: z.boolean(),
    isUploaded: z.boolean(),
    isEligibleToUpload: z.boolean(),
    uploadedAt: z.nullable(z.string()),
    uploadedBy: z.nullable(z.string()),
    lastError: z.nullable(z.object({ message: z.string() })),
  }),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZQuote = z.object({
  complianceQuoteId: z.int(),
  quoteNumber: z.string(),
  pdfUrl: z.string(),
  approvalUrl: z.string(),
  expiresAt: z.nullable(z.string()),
  property: ZPropertyRef,
  service: z.object({ name: z.string(), shortName: ZServiceCode }),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZQuoteDetail = z.extend(ZQuote, {
  quoteSeverity: z.nullable(ZQuoteSeverity),
  estimatedPrices: z.object({ minimum: z.nullable(z.string()) }),
});
export type TQuoteDetail = z.infer<typeof ZQuoteDetail>;

export const ZNotice = z.object({
  id: z.int(),
  noticeId: z.int(),
  noticeType: ZNoticeType,
  isContactDiRequired: z.boolean(),
  createdAt: z.string(),
  tags: z.array(z.string()),
  property: z.extend(ZPropertyRef, {
    address: z.string(),
    isIntegrated: z.boolean(),
    entryMethodPreferences: z.record(z.string(), z.string()),
    bookingMethod: z.nullable(z.string()),
  }),
  resolveReason: z.nullable(z.string()),
});
export type TNotice = z.infer<typeof ZNotice>;

/** An access-issue list row; the dashboard also shows its occupants. */
export const ZAccessIssueItem = z.extend(ZPropertyRef, {
  tags: z.array(ZAccessIssuePropertyTag),
  occupants: z.array(z.object({ name: z.string() })),
  accessIssues: z.object({
    problems: z.array(z.object({ publicName: z.string(), createdAt: z.string() })),
  }),
});
export type TAccessIssueItem = z.infer<typeof ZAccessIssueItem>;

export const ZNewManagement = z.object({
  portfolioPropertyId: z.int(),
  address: z.string(),
  softwareName: z.string(),
  firstActiveDate: z.string(),
  isUnderEnrolment: z.boolean(),
  /** 'Enrolment requested' until a job order exists for the property, then 'in progress'. */
  enrolmentStatus: ZEnrolmentStatus,
  underEnrolmentAt: z.nullable(z.string()),
  underEnrolmentBy: z.nullable(z.string()),
});
export type TNewManagement = z.infer<typeof ZNewManagement>;

export const ZReportedFinding = z.object({
  problemRegister: z.object({
    problemRegisterId: z.int(),
    originalBookingDate: z.nullable(z.string()),
    serviceCode: ZServiceCode,
    isDismissed: z.boolean(),
    isDismissible: z.boolean(),
    dismissedBy: z.nullable(z.string()),
    dateDismissed: z.nullable(z.string()),
    quoteRequested: z.boolean(),
    quoteRequestedBy: z.nullable(z.string()),
    dateQuoteRequested: z.nullable(z.string()),
    canRequestQuote: z.boolean(),
    canForwardToLandlord: z.boolean(),
    canInformDI: z.boolean(),
    canEnterBuiltYear: z.boolean(),
    thirdPartyInvalidStatus: z.nullable(z.string()),
    status: z.string(),
    isUrgent: z.boolean(),
  }),
  originalProblemItem: z.object({ title: z.string() }),
  appliance: z.nullable(
    z.object({ applianceName: z.string(), applianceLocation: z.nullable(z.string()) }),
  ),
  quotation: z.nullable(z.object({ quotationId: z.int() })),
  servicingCategory: z.nullable(
    z.object({ name: z.string(), description: z.nullable(z.string()), color: z.string() }),
  ),
});
export type TReportedFinding = z.infer<typeof ZReportedFinding>;

/**
 * Status tags of a reported-finding group, from the quotes of its findings: one awaiting
 * approval (urgent when its severity impacts compliance), or one rejected.
 */
export const REPORTED_FINDING_GROUP_TAG_CODES = [
  'AwaitingQuotationApproval',
  'AwaitingUrgentQuotationApproval',
  'QuoteRejected',
] as const;
export type TReportedFindingGroupTag = (typeof REPORTED_FINDING_GROUP_TAG_CODES)[number];

/** One row per property and service. */
export const ZReportedFindingGroup = z.object({
  reportedFindings: z.array(ZReportedFinding),
  tags: z.array(z.enum(REPORTED_FINDING_GROUP_TAG_CODES)),
  service: z.object({
    suffix: z.nullable(z.string()),
    tags: z.array(z.string()),
    shortName: ZServiceCode,
    serviceId: z.int(),
    lastStandardBookingDate: z.nullable(z.string()),
    lastFullServiceBookingDate: z.nullable(z.string()),
  }),
  property: ZPropertyRef,
});
export type TReportedFindingGroup = z.infer<typeof ZReportedFindingGroup>;

/** Quote severities that impact compliance: a quote of one of them is urgent. */
export const URGENT_QUOTE_SEVERITIES = [
  'DISCONNECTED_SAFETY_ISSUE',
  'NON_COMPLIANT_FAULTY',
  'URGENT',
] as const satisfies readonly TQuoteSeverity[];

const pageSize = (size: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), size);

/** The urgent-action lists of the dashboard: optional property manager, 5 a page by default. */
export const ZDashboardListQuery = z.extend(ZPropertyManagerQuery, {
  page: ZPageQuery.shape.page,
  'page-size': pageSize(DASHBOARD_BLOCK_PAGE_SIZE),
});
export type TDashboardListQuery = z.output<typeof ZDashboardListQuery>;

/** GET /v1/portfolio/analytics/new-managements: 10 a page by default. */
export const ZNewManagementsQuery = z.extend(ZDashboardListQuery, {
  'page-size': pageSize(NEW_MANAGEMENTS_PAGE_SIZE),
});
export type TNewManagementsQuery = z.output<typeof ZNewManagementsQuery>;
