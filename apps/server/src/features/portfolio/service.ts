import type { TList, TPortfolioItem, TPortfolioQuery } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, propertyManagers } from '../../db/schema/index';
import { inPortfolio } from '../../lib/compliance-definitions';
import { facetsCondition, type FacetClock, type SupportedFacet } from '../../lib/property-facets';
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

export type PortfolioFilters = Omit<TPortfolioQuery, 'facet'> & { facet: SupportedFacet[] };

/**
 * GET /v1/portfolio: the agency's properties with the provider, filtered, by address. Two
 * statements in one transaction: both totals, then the page (services folded in as JSON).
 */
export async function portfolioList(
  database: Database,
  scope: PortfolioScope,
  filters: PortfolioFilters,
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
    const totals = await propertyTotals(tx, base, filtered);
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
