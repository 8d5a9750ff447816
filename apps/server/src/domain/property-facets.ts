import {
  APPROACHING_NEXT_SERVICE_DAYS,
  COMPLIANCE_FILTER_CODES,
  facetNotApplicable,
  inapplicableFacet,
  RECENTLY_ADDED_DAYS,
  type TActionFacet,
  type TComplianceFilter,
  type TPortfolioFacet,
  type TPropertyFlag,
  type TStateCode,
} from '@portal/contracts';
import {
  and,
  arrayContains,
  eq,
  exists,
  gte,
  isNull,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AgencyTx } from '../db/client';
import {
  accessIssueCases,
  invoices,
  notices,
  properties,
  quotes,
  reportedFindings,
} from '../db/schema/index';
import { daysAfter } from './agency-clock';
import { badRequest } from '../lib/errors';
import {
  awaitingApprovalQuote,
  openAccessIssueCase,
  openFinding,
  overdueInvoice,
  unpaidInvoice,
  unresolvedNotice,
  urgentQuote,
} from './compliance-definitions';

/** Action facets the property lists refuse (contracts' propertyListFacets). */
type UnsupportedFacet = Extract<TActionFacet, 'NewManagements'>;

/**
 * The facets of a property-list request, checked against what the agency's lists accept
 * (contracts' rule); 400 naming the first that does not apply. Reported-finding facets are
 * accepted whatever the user's experiments: without ProblemRegister they read quotes.
 */
export function checkedFacets(
  facets: readonly TPortfolioFacet[],
  state: TStateCode | null,
): Facet[] {
  const refused = inapplicableFacet(facets, { state, problemRegister: true });
  if (refused) {
    const message = facetNotApplicable(refused);
    throw badRequest(message, { 'querystring.facet': message });
  }
  return facets as Facet[];
}

const COMPLIANCE_FILTERS: ReadonlySet<string> = new Set(COMPLIANCE_FILTER_CODES);
const isComplianceFilter = (facet: TPortfolioFacet): facet is TComplianceFilter =>
  COMPLIANCE_FILTERS.has(facet);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The request's 'today' (the agency's calendar day) and instant. */
export interface FacetClock {
  today: string;
  now: Date;
}

/** The dates the facets compare with: values, or the placeholders of a compiled list. */
export interface FacetDates {
  /** The agency's calendar day. */
  today: string | Placeholder;
  /** The last day of ApproachingNextService. */
  approachingUntil: string | Placeholder;
  /** The instant from which a property is RecentlyAdded. */
  recentSince: Date | Placeholder;
}

/** The facets' dates on the request's clock. */
export const facetDates = ({ today, now }: FacetClock) => ({
  today,
  approachingUntil: daysAfter(today, APPROACHING_NEXT_SERVICE_DAYS),
  // created_at is an instant: within the last 30 days of now.
  recentSince: new Date(now.getTime() - RECENTLY_ADDED_DAYS * DAY_MS),
});

/**
 * Which model the action facets read (the portfolio's new-access-issues and new-problem-register
 * flags, set by the web app from the AgencyEntryMethod and ProblemRegister experiments). Without
 * the first, access issues are the unresolved notices (the dashboard's urgent-active-notices);
 * without the second, reported findings are not offered, so their facets read the quotes
 * awaiting approval that stand for them (urgent: impacts compliance).
 */
export interface FacetModel {
  newAccessIssues: boolean;
  newProblemRegister: boolean;
}

/** The model of the lists that have no experiment flags (the required updates). */
export const CURRENT_MODEL: FacetModel = { newAccessIssues: true, newProblemRegister: true };

type Facet = Exclude<TPortfolioFacet, UnsupportedFacet>;

/**
 * The facets that follow from a property's services, kept in properties.service_facets by
 * triggers on property_services (migration 0006_service_facets), with these rules:
 * Overdue, an active service (activeService) that is overdue (overdueService); MissingSupplier,
 * a service of another supplier without its name; BookingInProgress, a service being booked
 * (bookingInProgress); CancelledServices, a cancelled service. Read through a GIN index.
 */
export const SERVICE_FACETS = [
  'Overdue',
  'MissingSupplier',
  'BookingInProgress',
  'CancelledServices',
] as const satisfies readonly TPortfolioFacet[];

/**
 * Kept in service_facets beside the facets, though no facet of the portfolio: a service of the
 * provider waiting for details (serviceAwaitingDetails), for the required updates' partial index
 * (migration 0013_required_updates_index).
 */
export const UPDATES_REQUIRED_FACET = 'UpdatesRequired';

/** A facet that is a value of one of the property's array columns, and which. */
type ArrayFacet =
  | { column: 'flags'; value: TPropertyFlag }
  | { column: 'serviceFacets'; value: (typeof SERVICE_FACETS)[number] };

/** The facets read from the property's flags and service facets, each through GIN indexes. */
const ARRAY_FACETS = {
  ComplianceIssues: { column: 'flags', value: 'COMPLIANCE_ISSUES' },
  PendingItems: { column: 'flags', value: 'PENDING_ITEMS' },
  ...(Object.fromEntries(
    SERVICE_FACETS.map((facet) => [facet, { column: 'serviceFacets', value: facet }]),
  ) as Record<(typeof SERVICE_FACETS)[number], ArrayFacet>),
} satisfies Partial<Record<Facet, ArrayFacet>>;

const arrayFacet = (facet: Facet): ArrayFacet | undefined =>
  Object.hasOwn(ARRAY_FACETS, facet) ? ARRAY_FACETS[facet as keyof typeof ARRAY_FACETS] : undefined;

/** The array values a property must have to match every group of `facets`. */
export interface RequiredFacets {
  flags: string[];
  serviceFacets: string[];
}

/**
 * The values `facets` require of every match: a group's array facet when it is the group's only
 * member (with another, the group is an OR, which requires neither). For the agency's search
 * keys (lib/property-list.ts's searchKeysMatch), so that a search with a facet reads only the
 * rows that have both.
 */
export function requiredFacets(facets: readonly Facet[]): RequiredFacets {
  const required: RequiredFacets = { flags: [], serviceFacets: [] };
  const unique = [...new Set(facets)];
  for (const members of [
    unique.filter((f) => isComplianceFilter(f)),
    unique.filter((f) => !isComplianceFilter(f)),
  ]) {
    const only = members.length === 1 ? arrayFacet(members[0]!) : undefined;
    if (only) required[only.column].push(only.value);
  }
  return required;
}

/** The item tables a facet can ask about: each row belongs to one property of one agency. */
type ItemTable =
  | typeof invoices
  | typeof quotes
  | typeof accessIssueCases
  | typeof reportedFindings
  | typeof notices;

/** The facets a property has through an item of its own (an invoice, a quote, ...). */
const ITEM_FACETS = [
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
] as const satisfies readonly Facet[];
export type ItemFacet = (typeof ITEM_FACETS)[number];

/** Which items give a property an item facet: their table and the condition on its rows. */
export interface ItemFacetSource {
  table: ItemTable;
  condition: SQL | undefined;
}

/**
 * The one definition of each item facet, read both ways: the lists test for a matching item of
 * each property (facetCondition), the dashboard counts the properties of the matching items
 * (features/dashboard/action-counts.ts), so a figure and the list it opens cannot disagree.
 * The rules themselves are the dashboard's (domain/compliance-definitions.ts).
 */
export function itemFacetSource(
  facet: ItemFacet,
  today: string | Placeholder,
  model: FacetModel = CURRENT_MODEL,
): ItemFacetSource {
  const nonUrgentQuote = sql`not coalesce(${urgentQuote()}, false)`;
  const quote = (condition: SQL) => ({
    table: quotes,
    condition: and(awaitingApprovalQuote(today), condition),
  });
  const accessIssue = (urgent?: boolean): ItemFacetSource =>
    model.newAccessIssues
      ? {
          table: accessIssueCases,
          condition: and(
            openAccessIssueCase(),
            urgent === undefined ? undefined : eq(accessIssueCases.isUrgent, urgent),
          ),
        }
      : {
          table: notices,
          condition: and(
            unresolvedNotice(),
            urgent === undefined ? undefined : eq(notices.isUrgent, urgent),
          ),
        };
  const finding = (urgent?: boolean): ItemFacetSource =>
    model.newProblemRegister
      ? {
          table: reportedFindings,
          condition: and(
            openFinding(),
            urgent === undefined ? undefined : eq(reportedFindings.isUrgent, urgent),
          ),
        }
      : // Without reported findings, the quotes awaiting approval stand for them.
        {
          table: quotes,
          condition: and(
            awaitingApprovalQuote(today),
            urgent === undefined ? undefined : urgent ? urgentQuote() : nonUrgentQuote,
          ),
        };
  switch (facet) {
    case 'OverdueInvoices':
      return { table: invoices, condition: overdueInvoice(today) };
    case 'OutstandingInvoices':
      return { table: invoices, condition: unpaidInvoice() };
    case 'UrgentQuotes':
      return quote(urgentQuote());
    case 'NonUrgentQuotes':
      return quote(nonUrgentQuote);
    case 'AccessIssues':
      return accessIssue();
    case 'UrgentAccessIssues':
      return accessIssue(true);
    case 'NonUrgentAccessIssues':
      return accessIssue(false);
    case 'ReportedFindings':
      return finding();
    case 'UrgentReportedFindings':
      return finding(true);
    case 'NonUrgentReportedFindings':
      return finding(false);
  }
}

const ITEM_FACET_SET: ReadonlySet<string> = new Set(ITEM_FACETS);
const isItemFacet = (facet: Facet): facet is ItemFacet => ITEM_FACET_SET.has(facet);

/**
 * Each facet as a condition on a row of `properties`. Item facets test for a row of the item's
 * table about the property (correlated EXISTS, through the tables' (agency_id, property_id)
 * indexes).
 */
function facetCondition(
  tx: AgencyTx,
  facet: Facet,
  dates: FacetDates,
  model: FacetModel = CURRENT_MODEL,
): SQL {
  const { today } = dates;
  if (isItemFacet(facet)) {
    const { table, condition } = itemFacetSource(facet, today, model);
    return exists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(
          and(
            eq(table.agencyId, properties.agencyId),
            eq(table.propertyId, properties.id),
            condition,
          ),
        ),
    );
  }
  const status = (code: string) => eq(properties.complianceStatus, code);

  switch (facet) {
    case 'Compliant':
      return status('COMPLIANT');
    case 'NonCompliant':
      return status('NON_COMPLIANT');
    case 'UnderEnrolment':
      return status('UNDER_ENROLMENT');
    case 'GasConfirmationRequired':
      return status('GAS_CONFIRMATION_REQUIRED');
    case 'NonResidentialProperty':
      return eq(properties.isResidential, false);
    case 'MissingLastServiceDate':
      return isNull(properties.lastServiceDate);
    case 'RecentlyAdded':
      return gte(properties.createdAt, dates.recentSince);
    case 'ApproachingNextService':
      return and(
        gte(properties.nextServiceDue, today),
        lte(properties.nextServiceDue, dates.approachingUntil),
      )!;
    case 'ComplianceIssues':
    case 'PendingItems':
    case 'Overdue':
    case 'MissingSupplier':
    case 'BookingInProgress':
    case 'CancelledServices': {
      const { column, value } = ARRAY_FACETS[facet];
      return arrayContains(properties[column], [value]);
    }
  }
}

/** Facets OR together within their group (compliance filters, action facets); groups AND. */
export function facetsCondition(
  tx: AgencyTx,
  facets: readonly Facet[],
  dates: FacetDates,
  model: FacetModel = CURRENT_MODEL,
): SQL | undefined {
  const unique = [...new Set(facets)];
  const group = (members: Facet[]) =>
    members.length ? or(...members.map((f) => facetCondition(tx, f, dates, model))) : undefined;
  return and(
    group(unique.filter((f) => isComplianceFilter(f))),
    group(unique.filter((f) => !isComplianceFilter(f))),
  );
}

export type { Facet as SupportedFacet };
