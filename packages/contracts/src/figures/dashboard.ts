import type { TCallInput } from '../api/call';
import type { TIntegratedPortfolioFacet } from '../api/portfolio';
import type { TDashboardPropertyFacet, TDashboardStats, TIntegratedStats } from '../api/dashboard';
import * as dashboardCalls from '../calls/dashboard';
import * as portfolioCalls from '../calls/portfolio';
import type { TActionRequiredTab } from '../enums/dashboard-stats';
import { SERVICE_CODES, serviceLabels, type TServiceCode } from '../enums/services';

// Every figure the dashboard's calls return, tied to the list it opens: the web builds each
// figure's words and link from here, and the server's reconciliation test compares each figure
// with the total of the same list call under the same query. A figure with several lists is their
// sum (not a link); one with none is shown without a link, and says why.

/** What the figures are read for: the dashboard's property manager and the lists' models. */
export interface FigureContext {
  propertyManagerId: number | null;
  /** The user's AgencyEntryMethod: access issues are access-issue cases, not notices. */
  newAccessIssues: boolean;
  /** The user's ProblemRegister: reported findings are findings, not quotes. */
  problemRegister: boolean;
}

type PortfolioListQuery = NonNullable<TCallInput<typeof portfolioCalls.list>['query']>;
type IntegratedListQuery = NonNullable<TCallInput<typeof portfolioCalls.integrated>['query']>;

/** The lists of the urgent-action tabs, by tab. */
export const DASHBOARD_TAB_LISTS = {
  'new-managements': dashboardCalls.recentNewManagements,
  'reported-findings': dashboardCalls.urgentReportedFindings,
  'urgent-active-notices': dashboardCalls.urgentAccessIssues,
  'urgent-quotes': dashboardCalls.urgentQuotes,
  'overdue-invoices': dashboardCalls.overdueInvoices,
} as const satisfies Record<TActionRequiredTab, unknown>;

/** The dashboard's own paged lists: the tabs', and the urgent notices (shown on no tab). */
type DashboardListCall =
  (typeof DASHBOARD_TAB_LISTS)[TActionRequiredTab] | typeof dashboardCalls.urgentNotices;

/** A list call and its query: what a figure counts. */
export type FigureList =
  | { kind: 'portfolio'; call: typeof portfolioCalls.list; query: PortfolioListQuery }
  | { kind: 'integrated'; call: typeof portfolioCalls.integrated; query: IntegratedListQuery }
  | {
      kind: 'dashboard';
      /** The tab that shows the list; null: none does. */
      tab: TActionRequiredTab | null;
      call: DashboardListCall;
      query: { propertyManagerId: number | null };
    };

export interface DashboardFigure {
  /** The path of its key in the call's answer ('portfolioStats.MANAGED_BY_DI', 'integrated.OVERDUE'). */
  id: string;
  value: number;
  /** What it counts, in words, after the number: 'properties with urgent access issues'. */
  counts: string;
  /** The lists whose totals add up to it: one, its link; several, a sum; none, not a link. */
  lists: FigureList[];
}

/** The figure's link when it opens one list; null otherwise. */
export const figureLink = (figure: DashboardFigure): FigureList | null =>
  figure.lists.length === 1 ? figure.lists[0]! : null;

const SINGULAR: Record<string, string> = {
  properties: 'property',
  invoices: 'invoice',
  quotes: 'quote',
  notices: 'notice',
  services: 'service',
  managements: 'management',
};

/** '254 properties on service with …', '1 property with …': the number and its words. */
export function figureText(
  figure: Pick<DashboardFigure, 'value' | 'counts'>,
  format: (value: number) => string = String,
): string {
  const words =
    figure.value === 1
      ? figure.counts.replace(
          /\b(properties|invoices|quotes|notices|services|managements)\b/,
          (plural) => SINGULAR[plural]!,
        )
      : figure.counts;
  return `${format(figure.value)} ${words}`;
}

const flags = (context: FigureContext) => ({
  'new-access-issues': context.newAccessIssues,
  'new-problem-register': context.problemRegister,
});

/** The stats call's query for `context`: the figures and their lists read the same models. */
export const statsQuery = (context: FigureContext) => ({
  propertyManagerId: context.propertyManagerId,
  ...flags(context),
});

const manager = (context: FigureContext) => ({ 'property-manager': context.propertyManagerId });

const portfolioList = (context: FigureContext, query: PortfolioListQuery = {}): FigureList => ({
  kind: 'portfolio',
  call: portfolioCalls.list,
  query: { ...manager(context), ...query, ...flags(context) },
});

const otherProvidersList = (
  context: FigureContext,
  facet?: TIntegratedPortfolioFacet,
): FigureList => ({
  kind: 'integrated',
  call: portfolioCalls.integrated,
  query: { ...manager(context), 'provided-by': 'OTHER', ...(facet ? { facet: [facet] } : {}) },
});

const tabList = (context: FigureContext, tab: TActionRequiredTab): FigureList => ({
  kind: 'dashboard',
  tab,
  call: DASHBOARD_TAB_LISTS[tab],
  query: { propertyManagerId: context.propertyManagerId },
});

/** What each facet figure of portfolioProperties counts, in words. */
const propertyFacetWords: Record<TDashboardPropertyFacet, string> = {
  UrgentAccessIssues: 'properties with urgent access issues',
  NonUrgentAccessIssues: 'properties with non-urgent access issues',
  UrgentQuotes: 'properties with urgent quotes to review',
  NonUrgentQuotes: 'properties with non-urgent quotes to review',
  UrgentReportedFindings: 'properties with urgent reported findings',
  NonUrgentReportedFindings: 'properties with non-urgent reported findings',
  OverdueInvoices: 'properties with overdue invoices',
  OutstandingInvoices: 'properties with unpaid invoices',
};

/**
 * Without AgencyEntryMethod the access-issue facets count properties with access notices (the
 * old model), not access-issue cases: their words say so, so the panel's figure is not read as
 * the count of the 'Resolve access issues' tab.
 */
const noticeFacetWords: Partial<Record<TDashboardPropertyFacet, string>> = {
  UrgentAccessIssues: 'properties with urgent access notices',
  NonUrgentAccessIssues: 'properties with non-urgent access notices',
};

/** What facet figure `f` counts under the user's access-issue model. */
export const facetWords = (f: TDashboardPropertyFacet, context: FigureContext): string =>
  (context.newAccessIssues ? undefined : noticeFacetWords[f]) ?? propertyFacetWords[f];

/**
 * Every figure of GET /v1/stats (read with statsQuery(context)), in words and with its lists.
 * The item counts of actionRequired are the totals of the urgent-action tabs' lists; the
 * property counts are the totals of the portfolio list.
 */
export function statsFigures(
  stats: TDashboardStats,
  context: FigureContext,
  provider: string,
): DashboardFigure[] {
  const p = stats.portfolioStats;
  const a = stats.actionRequired;
  const facet = (f: TDashboardPropertyFacet): DashboardFigure => ({
    id: `portfolioProperties.facets.${f}`,
    value: stats.portfolioProperties.facets[f],
    counts: facetWords(f, context),
    lists: [portfolioList(context, { facet: [f] })],
  });
  const oldModelFacet = (
    id: string,
    value: number,
    counts: string,
    f: TDashboardPropertyFacet | 'AccessIssues',
  ): DashboardFigure => ({
    id,
    value,
    counts,
    // Spec'd figures of their own model: notices and quotes, whatever the user's.
    lists: [
      {
        kind: 'portfolio',
        call: portfolioCalls.list,
        query: {
          ...manager(context),
          facet: [f],
          'new-access-issues': false,
          'new-problem-register': false,
        },
      },
    ],
  });
  return [
    {
      id: 'portfolioProperties.PORTFOLIO',
      value: stats.portfolioProperties.PORTFOLIO,
      counts: `properties in your ${provider} portfolio`,
      lists: [portfolioList(context)],
    },
    {
      id: 'portfolioStats.TOTAL_PORTFOLIO',
      value: p.TOTAL_PORTFOLIO,
      counts: 'properties under management',
      // The provider's portfolio and the properties other providers (or nobody) service.
      lists: [portfolioList(context), otherProvidersList(context)],
    },
    {
      id: 'portfolioStats.MANAGED_BY_DI',
      value: p.MANAGED_BY_DI,
      counts: `properties on service with ${provider}`,
      // Enrolled and not cancelled: no list filters on that.
      lists: [],
    },
    {
      id: 'portfolioStats.NEW_MANAGEMENT',
      value: p.NEW_MANAGEMENT,
      counts: 'new properties under management to enrol',
      lists: [tabList(context, 'new-managements')],
    },
    ...SERVICE_CODES.map((code: TServiceCode): DashboardFigure => ({
      id: `portfolioStats.SERVICES_BREAKDOWN.${code}`,
      value: p.SERVICES_BREAKDOWN[code] ?? 0,
      counts: `properties with ${serviceLabels[code]}`,
      lists: [portfolioList(context, { service: [code] })],
    })),
    {
      id: 'portfolioStats.COMPLIANT',
      value: p.COMPLIANT,
      counts: 'compliant properties',
      lists: [portfolioList(context, { facet: ['Compliant'] })],
    },
    {
      id: 'portfolioStats.COMPLIANCE_ISSUES',
      value: p.COMPLIANCE_ISSUES,
      counts: 'properties with compliance issues',
      lists: [portfolioList(context, { facet: ['ComplianceIssues'] })],
    },
    {
      id: 'portfolioStats.PENDING_ITEMS',
      value: p.PENDING_ITEMS,
      counts: 'properties with pending items',
      lists: [portfolioList(context, { facet: ['PendingItems'] })],
    },
    {
      id: 'portfolioStats.BOOKING_IN_PROGRESS',
      value: p.BOOKING_IN_PROGRESS,
      counts: 'properties with a booking in progress',
      lists: [portfolioList(context, { facet: ['BookingInProgress'] })],
    },
    oldModelFacet(
      'portfolioStats.UNRESOLVED_ACTIVE_NOTICES',
      p.UNRESOLVED_ACTIVE_NOTICES,
      'properties with unresolved notices',
      'AccessIssues',
    ),
    oldModelFacet(
      'portfolioStats.UNPAID_OVERDUE_INVOICES',
      p.UNPAID_OVERDUE_INVOICES,
      'properties with overdue invoices',
      'OverdueInvoices',
    ),
    oldModelFacet(
      'portfolioStats.NON_COMPLIANT_QUOTATIONS',
      p.NON_COMPLIANT_QUOTATIONS,
      'properties with urgent quotes to review',
      'UrgentQuotes',
    ),
    {
      id: 'actionRequired.ACTIVE_NOTICES_STATS.URGENT_NOTICES',
      value: a.ACTIVE_NOTICES_STATS.URGENT_NOTICES,
      counts: 'urgent unresolved notices',
      lists: [
        {
          kind: 'dashboard',
          tab: null,
          call: dashboardCalls.urgentNotices,
          query: { propertyManagerId: context.propertyManagerId },
        },
      ],
    },
    {
      id: 'actionRequired.ACTIVE_NOTICES_STATS.NON_URGENT_NOTICES',
      value: a.ACTIVE_NOTICES_STATS.NON_URGENT_NOTICES,
      counts: 'non-urgent unresolved notices',
      lists: [],
    },
    {
      id: 'actionRequired.COMPLIANCE_QUOTES_STATS.URGENT_QUOTATIONS',
      value: a.COMPLIANCE_QUOTES_STATS.URGENT_QUOTATIONS,
      counts: 'urgent quotes awaiting approval',
      lists: [tabList(context, 'urgent-quotes')],
    },
    {
      id: 'actionRequired.COMPLIANCE_QUOTES_STATS.NON_URGENT_QUOTATIONS',
      value: a.COMPLIANCE_QUOTES_STATS.NON_URGENT_QUOTATIONS,
      counts: 'non-urgent quotes awaiting approval',
      lists: [],
    },
    {
      id: 'actionRequired.INVOICES_STATS.OVERDUE_INVOICES',
      value: a.INVOICES_STATS.OVERDUE_INVOICES,
      counts: 'overdue invoices',
      lists: [tabList(context, 'overdue-invoices')],
    },
    {
      id: 'actionRequired.INVOICES_STATS.OUTSTANDING_INVOICES',
      value: a.INVOICES_STATS.OUTSTANDING_INVOICES,
      counts: 'unpaid invoices',
      lists: [],
    },
    {
      id: 'actionRequired.NEW_MANAGEMENT_STATS.NEW_MANAGEMENT',
      value: a.NEW_MANAGEMENT_STATS.NEW_MANAGEMENT,
      counts: 'new managements to enrol',
      lists: [tabList(context, 'new-managements')],
    },
    {
      id: 'actionRequired.REPORTED_FINDINGS_STATS.URGENT_REPORTED_FINDINGS',
      value: a.REPORTED_FINDINGS_STATS.URGENT_REPORTED_FINDINGS,
      counts: 'services with urgent reported findings',
      lists: [tabList(context, 'reported-findings')],
    },
    {
      id: 'actionRequired.REPORTED_FINDINGS_STATS.NON_URGENT_REPORTED_FINDINGS',
      value: a.REPORTED_FINDINGS_STATS.NON_URGENT_REPORTED_FINDINGS,
      counts: 'services with only non-urgent reported findings',
      lists: [],
    },
    ...(Object.keys(stats.portfolioProperties.facets) as TDashboardPropertyFacet[]).map(facet),
  ];
}

/** Every figure of GET /v1/stats/integrated, with the other providers' list it opens. */
export function integratedFigures(
  stats: TIntegratedStats,
  context: FigureContext,
): DashboardFigure[] {
  const status = (
    id: keyof TIntegratedStats,
    counts: string,
    facet: Parameters<typeof otherProvidersList>[1],
  ): DashboardFigure => ({
    id: `integrated.${id}`,
    value: stats[id],
    counts,
    lists: [otherProvidersList(context, facet)],
  });
  return [
    {
      id: 'integrated.TOTAL',
      value: stats.TOTAL,
      counts: 'properties with other service providers',
      lists: [otherProvidersList(context)],
    },
    status('COMPLIANT', 'compliant properties with other providers', 'Compliant'),
    status(
      'COMPLIANCE_ISSUES',
      'properties with other providers with compliance issues',
      'ComplianceIssues',
    ),
    status('OVERDUE', 'overdue properties with other providers', 'Overdue'),
    status(
      'APPROACHING_NEXT_SERVICE',
      'properties with other providers approaching their next service',
      'ApproachingNextService',
    ),
    status(
      'MISSING_SUPPLIER',
      'properties with other providers missing a supplier',
      'MissingSupplier',
    ),
    status(
      'MISSING_LAST_SERVICE_DATE',
      'properties with other providers missing a last service date',
      'MissingLastServiceDate',
    ),
  ];
}
