import { z } from 'zod/mini';
import { isVicState } from './states';

export const COMPLIANCE_STATUS_CODES = [
  'COMPLIANT',
  'NON_COMPLIANT',
  'APPROACHING_NEXT_SERVICE',
  'OVERDUE',
  'MISSING_SUPPLIER',
  'MISSING_LAST_SERVICE_DATE',
  'RECENTLY_ADDED',
  'UNDER_ENROLMENT',
  'NON_RESIDENTIAL_PROPERTY',
  'GAS_CONFIRMATION_REQUIRED',
] as const;
export const ZComplianceStatus = z.enum(COMPLIANCE_STATUS_CODES);
export type TComplianceStatus = z.infer<typeof ZComplianceStatus>;

export const complianceStatusLabels: Record<TComplianceStatus, string> = {
  COMPLIANT: 'Compliant',
  NON_COMPLIANT: 'Non-compliant',
  APPROACHING_NEXT_SERVICE: 'Approaching next service',
  OVERDUE: 'Overdue',
  MISSING_SUPPLIER: 'Missing supplier',
  MISSING_LAST_SERVICE_DATE: 'Missing last service date',
  RECENTLY_ADDED: 'Recently added',
  UNDER_ENROLMENT: 'Under enrolment',
  NON_RESIDENTIAL_PROPERTY: 'Non-residential property',
  GAS_CONFIRMATION_REQUIRED: 'Gas confirmation required',
};

/** Values of the portfolio `facet` filter for compliance (spec: property compliance status values). */
export const COMPLIANCE_FILTER_CODES = [
  'Compliant',
  'ComplianceIssues',
  'NonResidentialProperty',
  'MissingSupplier',
  'MissingLastServiceDate',
  'RecentlyAdded',
  'UnderEnrolment',
  'NonCompliant',
  'GasConfirmationRequired',
  'ApproachingNextService',
  'Overdue',
] as const;
export const ZComplianceFilter = z.enum(COMPLIANCE_FILTER_CODES);
export type TComplianceFilter = z.infer<typeof ZComplianceFilter>;

export const complianceFilterLabels: Record<TComplianceFilter, string> = {
  Compliant: 'Compliant',
  ComplianceIssues: 'Compliance issues',
  NonResidentialProperty: 'Non-residential property',
  MissingSupplier: 'Missing supplier',
  MissingLastServiceDate: 'Missing last service date',
  RecentlyAdded: 'Recently added',
  UnderEnrolment: 'Under enrolment',
  NonCompliant: 'Non-compliant',
  GasConfirmationRequired: 'Gas confirmation required',
  ApproachingNextService: 'Approaching next service',
  Overdue: 'Overdue',
};

/** Gas confirmation applies only where gas checks are required (VIC). */
export function complianceFiltersForState(state: string | null | undefined): TComplianceFilter[] {
  const isVic = isVicState(state);
  return COMPLIANCE_FILTER_CODES.filter((code) => isVic || code !== 'GasConfirmationRequired');
}

/** Action facets of the dashboard and portfolio (e.g. /portfolio?facet=OverdueInvoices). */
export const ACTION_FACET_CODES = [
  'OverdueInvoices',
  'OutstandingInvoices',
  'UrgentQuotes',
  'NonUrgentQuotes',
  'AccessIssues',
  'UrgentAccessIssues',
  'NonUrgentAccessIssues',
  'ReportedFindings',
  'UrgentReportedFindings',
  'NonUrgentReportedFindings',
  'NewManagements',
  'PendingItems',
  'BookingInProgress',
  'CancelledServices',
] as const;
export const ZActionFacet = z.enum(ACTION_FACET_CODES);
export type TActionFacet = z.infer<typeof ZActionFacet>;

export const actionFacetLabels: Record<TActionFacet, string> = {
  OverdueInvoices: 'Overdue invoices',
  OutstandingInvoices: 'Outstanding invoices',
  UrgentQuotes: 'Urgent quotes',
  NonUrgentQuotes: 'Non-urgent quotes',
  AccessIssues: 'Access issues',
  UrgentAccessIssues: 'Urgent access issues',
  NonUrgentAccessIssues: 'Non-urgent access issues',
  ReportedFindings: 'Reported findings',
  UrgentReportedFindings: 'Urgent reported findings',
  NonUrgentReportedFindings: 'Non-urgent reported findings',
  NewManagements: 'New managements',
  PendingItems: 'Pending items',
  BookingInProgress: 'Booking in progress',
  CancelledServices: 'Cancelled services',
};

/** Any value the portfolio `facet` query parameter accepts. */
export const PORTFOLIO_FACET_CODES = [...COMPLIANCE_FILTER_CODES, ...ACTION_FACET_CODES] as const;
export const ZPortfolioFacet = z.enum(PORTFOLIO_FACET_CODES);
export type TPortfolioFacet = z.infer<typeof ZPortfolioFacet>;

/** Stats of the "other service providers" (non-managed) portfolio. */
export const NON_MANAGED_STAT_CODES = [
  'COMPLIANCE_ISSUES',
  'COMPLIANT',
  'OVERDUE',
  'APPROACHING_NEXT_SERVICE',
  'MISSING_SUPPLIER',
  'MISSING_LAST_SERVICE_DATE',
] as const;
export const ZNonManagedStat = z.enum(NON_MANAGED_STAT_CODES);
export type TNonManagedStat = z.infer<typeof ZNonManagedStat>;

export const nonManagedStatLabels: Record<TNonManagedStat, string> = {
  COMPLIANCE_ISSUES: 'Compliance issues',
  COMPLIANT: 'Compliant',
  OVERDUE: 'Overdue',
  APPROACHING_NEXT_SERVICE: 'Approaching next service',
  MISSING_SUPPLIER: 'Missing supplier',
  MISSING_LAST_SERVICE_DATE: 'Missing last service date',
};

/** Action facets that are not about the provider's properties: the property lists refuse them. */
const NON_PROPERTY_FACETS: readonly TActionFacet[] = ['NewManagements'];

/** Reported findings exist only with the ProblemRegister experiment. */
const REPORTED_FINDING_FACETS: readonly TActionFacet[] = [
  'ReportedFindings',
  'UrgentReportedFindings',
  'NonUrgentReportedFindings',
];

/** What decides which facets filter an agency's property lists. */
export interface PropertyListFacetContext {
  /** The agency's state: gas confirmation is VIC's. */
  state: string | null | undefined;
  /** Whether the ProblemRegister experiment is on (the reported-finding facets). */
  problemRegister: boolean;
}

/**
 * The facets the property lists (the portfolio, the required updates) offer and accept, in the
 * contracts' order: the compliance filters of the agency's state, and the action facets that are
 * about its properties.
 */
export function propertyListFacets(context: PropertyListFacetContext): {
  compliance: TComplianceFilter[];
  action: TActionFacet[];
} {
  return {
    compliance: complianceFiltersForState(context.state),
    action: ACTION_FACET_CODES.filter(
      (code) =>
        !NON_PROPERTY_FACETS.includes(code) &&
        (context.problemRegister || !REPORTED_FINDING_FACETS.includes(code)),
    ),
  };
}

/** The first of `facets` a property list of this context does not accept, if any. */
export function inapplicableFacet(
  facets: readonly TPortfolioFacet[],
  context: PropertyListFacetContext,
): TPortfolioFacet | undefined {
  const { compliance, action } = propertyListFacets(context);
  const accepted = new Set<string>([...compliance, ...action]);
  return facets.find((facet) => !accepted.has(facet));
}

/** The 400 message for a facet a property list does not accept. */
export const facetNotApplicable = (facet: string) => `Facet ${facet} does not apply to this list`;
