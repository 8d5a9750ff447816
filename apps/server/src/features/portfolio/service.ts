import type { TList, TPortfolioItem, TPortfolioQuery } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AgencyTx, Database } from '../../db/client';
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import { properties, propertyManagers } from '../../db/schema/index';
import type { FacetClock, SupportedFacet } from '../../domain/property-facets';
import {
  managerOfProperty,
  pageIdsWithTotal,
  portfolioItemColumns,
  propertyOrder,
  toPortfolioItem,
} from '../../domain/property-list';
import {
  listConditions,
  listRequest,
  readsSearchKeys,
  unfilteredShape,
  type ListShape,
} from '../../domain/property-list-shape';

/** What a portfolio request is computed for: the session's agency, as of its calendar day. */
export interface PortfolioScope extends FacetClock {
  agencyId: number;
}

/** How long a portfolio's unfiltered count is reused (as the dashboard's property figures). */
const PORTFOLIO_TOTAL_TTL_MS = 30_000;

/** A portfolio's unfiltered count, from the cache or from `load` (which the cache shares). */
export type PortfolioTotals = (key: string, load: () => Promise<number>) => Promise<number>;

/**
 * The unfiltered counts of portfolios, by agency and property manager, in this replica: kept
 * `ttlMs` (0: never) for the 1,000 most recently used keys. Concurrent misses of a key share
 * one load, and a failed load is not kept. An evicted key's load still answers its callers.
 */
export function portfolioTotalCache(ttlMs = PORTFOLIO_TOTAL_TTL_MS): PortfolioTotals {
  if (ttlMs <= 0) return (_key, load) => load();
  const cache = new LRUCache<string, number, () => Promise<number>>({
    max: 1_000,
    ttl: ttlMs,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });
  return (key, load) => cache.forceFetch(key, { context: load });
}

export type PortfolioFilters = Omit<TPortfolioQuery, 'facet'> & { facet: SupportedFacet[] };

/** A page of the shape's matches, in its order, each row with the count of them all. */
const pageQuery = (tx: AgencyTx, shape: ListShape) => {
  const { agencyId, base, filtered } = listConditions(tx, shape);
  const ids = pageIdsWithTotal(
    tx,
    and(base, filtered),
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    filtered !== undefined,
    propertyOrder(shape.sort),
  );
  return tx
    .select({ ...portfolioItemColumns, total: ids.total })
    .from(ids)
    .innerJoin(properties, and(eq(properties.agencyId, agencyId), eq(properties.id, ids.id)))
    .leftJoin(propertyManagers, managerOfProperty())
    .orderBy(...propertyOrder(shape.sort));
};

/** The count of the shape's matches (for an empty page past the first). */
const countQuery = (tx: AgencyTx, shape: ListShape) => {
  const { base, filtered } = listConditions(tx, shape);
  return tx.select({ n: count() }).from(properties).where(and(base, filtered));
};

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/** The compiled portfolio queries of one server, by shape. */
export class PortfolioQueries {
  readonly pages = new CompiledShapes<PageRow>();
  readonly counts = new CompiledShapes<{ n: number }>();
}

/**
 * GET /v1/portfolio: the agency's properties with the provider, filtered, by address. The
 * unfiltered count (a whole large portfolio: the costliest count) comes from `totalsCache` while
 * it is recent; a filtered page carries its own total, so one statement reads the matches once.
 */
export async function portfolioList(
  database: Database,
  scope: PortfolioScope,
  filters: PortfolioFilters,
  caches: { totals: PortfolioTotals; queries: PortfolioQueries },
): Promise<TList<TPortfolioItem> & { unfilteredTotal: number }> {
  const { shape, values, filtered } = listRequest(scope, filters, {
    newAccessIssues: filters['new-access-issues'],
    newProblemRegister: filters['new-problem-register'],
  });
  const { page, 'page-size': size } = filters;

  return database.withAgency(
    scope.agencyId,
    async (tx) => {
      /** The number of matches of `counted`, with this request's values. */
      const countOf = async (counted: ListShape) => {
        const compiled = caches.queries.counts.get(counted, () => countQuery(tx, counted));
        const [row] = await runCompiled(tx, compiled, values);
        return row?.n ?? 0;
      };
      const unfilteredTotal = await caches.totals(
        `${scope.agencyId}:${filters['property-manager'] ?? ''}`,
        () => countOf(unfilteredShape(shape)),
      );

      // Unfiltered, past the end there is nothing to read.
      if (!filtered && (page - 1) * size >= unfilteredTotal) {
        return { items: [], total: unfilteredTotal, unfilteredTotal };
      }
      const rows = await runCompiled(
        tx,
        caches.queries.pages.get(shape, () => pageQuery(tx, shape)),
        values,
      );
      const items = rows.map(toPortfolioItem);
      if (!filtered) return { items, total: unfilteredTotal, unfilteredTotal };
      // An empty page has no row to carry the total: count, unless there is nothing at all.
      const total =
        rows.length > 0 ? Number(rows[0]!.total) : page === 1 ? 0 : await countOf(shape);
      // A property added since the whole was counted still counts in it.
      return { items, total, unfilteredTotal: Math.max(total, unfilteredTotal) };
    },
    { genericPlans: readsSearchKeys(shape) },
  );
}
