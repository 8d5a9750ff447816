import type { TList, TPortfolioItem, TPortfolioQuery } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, propertyManagers } from '../../db/schema/index';
import { inPortfolio } from '../../lib/compliance-definitions';
import { facetsCondition, type FacetClock, type SupportedFacet } from '../../lib/property-facets';
import { TtlCache } from '../../lib/ttl-cache';
import {
  managerIs,
  managerOfProperty,
  pageIds,
  portfolioItemColumns,
  propertyTotals,
  PROPERTY_ORDER,
  servicesMatch,
  toPortfolioItem,
  wordsMatch,
} from '../../lib/property-list';

/** What a portfolio request is computed for: the session's agency, as of its calendar day. */
export interface PortfolioScope extends FacetClock {
  agencyId: number;
}

/** How long a portfolio's unfiltered count is reused (as the dashboard's property figures). */
export const PORTFOLIO_TOTAL_TTL_MS = 30_000;

/** The unfiltered counts of portfolios, by agency and property manager, in this replica. */
export const portfolioTotalCache = (ttlMs = PORTFOLIO_TOTAL_TTL_MS) =>
  new TtlCache<number>({ ttlMs, maxEntries: 1_000 });

export type PortfolioFilters = Omit<TPortfolioQuery, 'facet'> & { facet: SupportedFacet[] };

/**
 * GET /v1/portfolio: the agency's properties with the provider, filtered, by address. In one
 * transaction: the filtered count, then the page (services folded in as JSON); the unfiltered
 * count, a whole large portfolio, comes from `totals` while it is recent.
 */
export async function portfolioList(
  database: Database,
  scope: PortfolioScope,
  filters: PortfolioFilters,
  totalsCache: TtlCache<number>,
): Promise<TList<TPortfolioItem> & { unfilteredTotal: number }> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const base = and(
      eq(properties.agencyId, scope.agencyId),
      inPortfolio(),
      managerIs(properties.propertyManagerId, filters['property-manager']),
    );
    const filtered = and(
      wordsMatch(properties.searchText, filters.query),
      facetsCondition(tx, filters.facet, scope, {
        newAccessIssues: filters['new-access-issues'],
        newProblemRegister: filters['new-problem-register'],
      }),
      servicesMatch(tx, filters.service, filters.serviceExclusivity),
    );
    const totals = await propertyTotals(tx, base, filtered, {
      cache: totalsCache,
      key: `${scope.agencyId}:${filters['property-manager'] ?? ''}`,
    });
    const size = filters['page-size'];
    // Past the end there is nothing to read.
    if ((filters.page - 1) * size >= totals.total) return { items: [], ...totals };

    const page = pageIds(tx, and(base, filtered), filters.page, size);
    const rows = await tx
      .select(portfolioItemColumns)
      .from(page)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, page.id)),
      )
      .leftJoin(propertyManagers, managerOfProperty())
      .orderBy(...PROPERTY_ORDER);
    return { items: rows.map(toPortfolioItem), ...totals };
  });
}
