/**
 * GET /v1/stats: the dashboard's figures. Definitions (spec 1-foundation §3 and §9,
 * 3-action-required §1 and §3), for the session's agency, or only the properties of one property
 * manager when propertyManagerId is given; "today" is the agency's calendar day.
 *
 * The portfolio is the agency's properties serviced by the provider (properties.is_managed; a
 * false one is a history row of a former property). portfolioStats count PROPERTIES:
 *
 * - TOTAL_PORTFOLIO: properties under the agency's management: the portfolio plus the properties
 *   of its software serviced by other providers or nobody (non_managed_properties, which include
 *   the new managements).
 * - MANAGED_BY_DI: properties on service with the provider: in the portfolio, enrolled and not
 *   cancelled (no CANCELLED or NOT_ENROLLED flag, status not UNDER_ENROLMENT).
 * - NEW_MANAGEMENT: new managements identified through an integration in the past
 *   NEW_MANAGEMENT_DAYS (30) days (first active on or after today - 30), not dismissed (under
 *   enrolment included). Each is one property.
 * - SERVICES_BREAKDOWN: per service code, the properties on service (as MANAGED_BY_DI) whose
 *   service of that code is active with the provider (performed by the provider, status neither
 *   CANCELLED nor NOT_ENROLLED; on hold counts). Every code is present, 0 where none.
 * - BOOKING_IN_PROGRESS: portfolio properties with a service BOOKED_IN or REBOOKING_IN_PROGRESS.
 * - COMPLIANT: portfolio properties whose compliance status is COMPLIANT.
 * - PENDING_ITEMS: portfolio properties flagged PENDING_ITEMS.
 * - COMPLIANCE_ISSUES: portfolio properties flagged COMPLIANCE_ISSUES.
 * - UNRESOLVED_ACTIVE_NOTICES: properties with at least one unresolved notice.
 * - UNPAID_OVERDUE_INVOICES: properties with at least one overdue invoice (as OVERDUE_INVOICES).
 * - NON_COMPLIANT_QUOTATIONS: properties with at least one urgent quote awaiting approval (as
 *   URGENT_QUOTATIONS).
 *
 * actionRequired counts ITEMS, each the total of the matching dashboard list:
 *
 * - ACTIVE_NOTICES_STATS: unresolved notices (no resolved date); URGENT_NOTICES those that impact
 *   compliance (is_urgent; the urgent-active-notices list), NON_URGENT_NOTICES the others.
 * - COMPLIANCE_QUOTES_STATS: quotes awaiting approval: status AWAITING_APPROVAL (so neither
 *   EXPIRED nor REJECTED, ACCEPTED ...) and not past their expiry date. URGENT_QUOTATIONS those whose
 *   severity impacts compliance (DISCONNECTED_SAFETY_ISSUE, NON_COMPLIANT_FAULTY, URGENT; the
 *   immediate-action list); NON_URGENT_QUOTATIONS the rest (RECOMMENDED or unknown severity).
 * - INVOICES_STATS: OUTSTANDING_INVOICES unpaid invoices (the overdue ones included);
 *   OVERDUE_INVOICES unpaid invoices due before today (the overdue list).
 * - NEW_MANAGEMENT_STATS.NEW_MANAGEMENT: as NEW_MANAGEMENT above (the new-managements list).
 * - REPORTED_FINDINGS_STATS counts ROWS of the reported-findings lists, one per property and
 *   service with open findings (status OPEN, not dismissed): URGENT_REPORTED_FINDINGS rows with
 *   at least one finding that impacts compliance (is_urgent; the urgent reported-findings list),
 *   NON_URGENT_REPORTED_FINDINGS rows whose open findings are all non-urgent. The two add up.
 *
 * Items (notices, invoices, quotes, findings) count for any property of the agency; with a
 * property manager, for that manager's properties. New managements and the other providers'
 * properties follow the property manager of their portfolio property.
 *
 * Two SQL statements in one transaction, each a single row of FILTER aggregates over one
 * subquery per table. The property-level figures (the portfolio part of TOTAL_PORTFOLIO,
 * MANAGED_BY_DI, SERVICES_BREAKDOWN, BOOKING_IN_PROGRESS, COMPLIANT, PENDING_ITEMS,
 * COMPLIANCE_ISSUES) read every property and service of the agency, too slow for the
 * dashboard's hot path on a large portfolio: they are kept for a short while per agency and
 * property manager (PORTFOLIO_FIGURES_TTL_MS), so one statement runs on most calls. They change with the
 * provider's work, not the agency's clicks. The portfolio properties holding each kind of open
 * item (portfolioProperties.facets, UNRESOLVED_ACTIVE_NOTICES ...) are kept with them, and both
 * are forgotten as soon as the agency changes anything (figures-plugin.ts), so its own actions
 * show at once. The item counts (notices, invoices, quotes, findings, new managements) are
 * computed on every call.
 */
import type { TDashboardStats } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { actionCounts, facetCounts, type FacetCounts } from './action-counts';
import { portfolioCounts, type PortfolioCounts } from './portfolio-counts';
import type { DashboardScope } from './scope';

/** How long the property-level figures are reused. */
const PORTFOLIO_FIGURES_TTL_MS = 30_000;

/** The property-level figures of an agency (or one manager's part of it). */
export interface PropertyFigures {
  portfolio: PortfolioCounts;
  facets: FacetCounts;
}

/** An agency's (or manager's) property-level figures, from the cache or from `load`. */
export interface PortfolioFigures<T = PropertyFigures> {
  (key: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is kept for the agency: its next call reads its figures afresh. */
  forgetAgency(agencyId: number): void;
}

/** The cache key of an agency's figures, or of one property manager's part of them. */
const figuresKey = (agencyId: number, propertyManagerId: number | null | undefined) =>
  `${agencyId}:${propertyManagerId ?? ''}`;

/**
 * The property-level figures by agency and property manager, in this replica: kept `ttlMs` (0:
 * never) for the 1,000 most recently used keys. Concurrent misses of a key share one load, and a
 * failed load is not kept. An evicted key's load still answers its callers.
 */
export function portfolioFiguresCache<T extends object = PropertyFigures>(
  ttlMs = PORTFOLIO_FIGURES_TTL_MS,
): PortfolioFigures<T> {
  if (ttlMs <= 0)
    return Object.assign((_key: string, load: () => Promise<T>) => load(), {
      forgetAgency: () => undefined,
    });
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: 1_000,
    ttl: ttlMs,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });
  return Object.assign(
    (key: string, load: () => Promise<T>) => cache.forceFetch(key, { context: load }),
    {
      forgetAgency: (agencyId: number) => {
        const prefix = figuresKey(agencyId, null);
        for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
      },
    },
  );
}

/** The models the portfolio list reads its facets with (its new-* flags). */
export interface StatsModel {
  newAccessIssues: boolean;
  newProblemRegister: boolean;
}

export async function dashboardStats(
  database: Database,
  scope: DashboardScope,
  cache: PortfolioFigures,
  model: StatsModel = { newAccessIssues: false, newProblemRegister: false },
): Promise<TDashboardStats> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const { portfolio, facets } = await cache(
      figuresKey(scope.agencyId, scope.propertyManagerId),
      async () => ({
        portfolio: await portfolioCounts(tx, scope),
        facets: await facetCounts(tx, scope),
      }),
    );
    const items = await actionCounts(tx, scope);
    const cases = model.newAccessIssues;
    const findings = model.newProblemRegister;
    return {
      portfolioStats: {
        TOTAL_PORTFOLIO: portfolio.managed + items.otherProviderProperties,
        MANAGED_BY_DI: portfolio.onService,
        NEW_MANAGEMENT: items.newManagements,
        SERVICES_BREAKDOWN: portfolio.servicesBreakdown,
        BOOKING_IN_PROGRESS: portfolio.bookingInProgress,
        COMPLIANT: portfolio.compliant,
        PENDING_ITEMS: portfolio.pendingItems,
        COMPLIANCE_ISSUES: portfolio.complianceIssues,
        UNRESOLVED_ACTIVE_NOTICES: facets.accessNotices,
        UNPAID_OVERDUE_INVOICES: facets.overdueInvoices,
        NON_COMPLIANT_QUOTATIONS: facets.urgentQuotes,
      },
      actionRequired: {
        ACTIVE_NOTICES_STATS: {
          URGENT_NOTICES: items.notices.urgent,
          NON_URGENT_NOTICES: items.notices.nonUrgent,
        },
        COMPLIANCE_QUOTES_STATS: {
          URGENT_QUOTATIONS: items.quotes.urgent,
          NON_URGENT_QUOTATIONS: items.quotes.nonUrgent,
        },
        INVOICES_STATS: {
          OUTSTANDING_INVOICES: items.invoices.outstanding,
          OVERDUE_INVOICES: items.invoices.overdue,
        },
        NEW_MANAGEMENT_STATS: { NEW_MANAGEMENT: items.newManagements },
        REPORTED_FINDINGS_STATS: {
          URGENT_REPORTED_FINDINGS: items.findings.urgent,
          NON_URGENT_REPORTED_FINDINGS: items.findings.nonUrgent,
        },
      },
      portfolioProperties: {
        PORTFOLIO: portfolio.managed,
        facets: {
          UrgentAccessIssues: cases ? facets.urgentAccessCases : facets.urgentAccessNotices,
          NonUrgentAccessIssues: cases
            ? facets.nonUrgentAccessCases
            : facets.nonUrgentAccessNotices,
          UrgentQuotes: facets.urgentQuotes,
          NonUrgentQuotes: facets.nonUrgentQuotes,
          // Without ProblemRegister the list reads the quotes that stand for findings.
          UrgentReportedFindings: findings ? facets.urgentFindings : facets.urgentQuotes,
          NonUrgentReportedFindings: findings ? facets.nonUrgentFindings : facets.nonUrgentQuotes,
          OverdueInvoices: facets.overdueInvoices,
          OutstandingInvoices: facets.outstandingInvoices,
        },
      },
    };
  });
}
