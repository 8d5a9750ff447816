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
  countProperties,
  pageIdsWithTotal,
  portfolioItemColumns,
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
 * GET /v1/portfolio: the agency's properties with the provider, filtered, by address. The
 * unfiltered count (a whole large portfolio: the costliest count) comes from `totalsCache` while
 * it is recent; a filtered page carries its own total, so one statement reads the matches once.
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
    const { page, 'page-size': size } = filters;
    const unfilteredTotal = await totalsCache.get(
      `${scope.agencyId}:${filters['property-manager'] ?? ''}`,
      () => countProperties(tx, base),
    );

    // Unfiltered, past the end there is nothing to read.
    if (filtered === undefined && (page - 1) * size >= unfilteredTotal) {
      return { items: [], total: unfilteredTotal, unfilteredTotal };
    }
    const where = and(base, filtered);
    const ids = pageIdsWithTotal(tx, where, page, size, filtered !== undefined);
    const rows = await tx
      .select({ ...portfolioItemColumns, total: ids.total })
      .from(ids)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, ids.id)),
      )
      .leftJoin(propertyManagers, managerOfProperty())
      .orderBy(...PROPERTY_ORDER);
    const items = rows.map(toPortfolioItem);
    if (filtered === undefined) return { items, total: unfilteredTotal, unfilteredTotal };
    // An empty page has no row to carry the total: count, unless there is nothing at all.
    const total =
      rows.length > 0 ? Number(rows[0]!.total) : page === 1 ? 0 : await countProperties(tx, where);
    // A property added since the whole was counted still counts in it.
    return { items, total, unfilteredTotal: Math.max(total, unfilteredTotal) };
  });
}
