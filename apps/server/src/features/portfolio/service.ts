import type { TList, TPortfolioItem, TPortfolioQuery, TServiceCode } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AgencyTx, Database } from '../../db/client';
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import { properties, propertyManagers } from '../../db/schema/index';
import { inPortfolio } from '../../lib/compliance-definitions';
import {
  facetDates,
  facetsCondition,
  requiredFacets,
  type FacetClock,
  type FacetModel,
  type SupportedFacet,
} from '../../lib/property-facets';
import {
  keyHalves,
  keyedWords,
  managerFilter,
  managerMatches,
  managerOfProperty,
  pageIdsWithTotal,
  portfolioItemColumns,
  PROPERTY_ORDER,
  searchKeysMatch,
  searchQueryKeys,
  searchTerms,
  servicesMatch,
  termsMatch,
  toPortfolioItem,
  type ManagerFilter,
  type SearchTermKind,
} from '../../lib/property-list';

/** What a portfolio request is computed for: the session's agency, as of its calendar day. */
export interface PortfolioScope extends FacetClock {
  agencyId: number;
}

/** How long a portfolio's unfiltered count is reused (as the dashboard's property figures). */
export const PORTFOLIO_TOTAL_TTL_MS = 30_000;

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

/**
 * What the text of a portfolio query depends on: which filters are present, never their
 * values (the agency, the manager, the words, the dates and the page are placeholders).
 */
interface PortfolioShape {
  manager: ManagerFilter;
  words: SearchTermKind[];
  facets: SupportedFacet[];
  model: FacetModel;
  services: TServiceCode[];
  serviceExclusivity: PortfolioFilters['serviceExclusivity'];
}

const sortedUnique = <T extends string>(items: readonly T[]) => [...new Set(items)].sort();

/** The shape reads the agency's search keys: it has a word with trigrams. */
const keyed = (shape: PortfolioShape) => shape.words.includes('pattern');

/** The conditions of a shape: every value a placeholder, filled by portfolioList's `values`. */
function shapeConditions(tx: AgencyTx, shape: PortfolioShape) {
  const agencyId = sql.placeholder('agencyId');
  const base = and(
    eq(properties.agencyId, agencyId),
    inPortfolio(),
    managerMatches(properties.propertyManagerId, shape.manager, sql.placeholder('managerId')),
  );
  const filtered = and(
    termsMatch(
      properties.searchText,
      shape.words.map((kind, i) => ({ kind, value: sql.placeholder(`word${i}`) })),
    ),
    keyed(shape)
      ? searchKeysMatch([sql.placeholder('searchKeys'), sql.placeholder('searchKeysRest')])
      : undefined,
    facetsCondition(
      tx,
      shape.facets,
      {
        today: sql.placeholder('today'),
        approachingUntil: sql.placeholder('approachingUntil'),
        recentSince: sql.placeholder('recentSince'),
      },
      shape.model,
    ),
    servicesMatch(tx, shape.services, shape.serviceExclusivity),
  );
  return { agencyId, base, filtered };
}

/** A page of the shape's matches, in address order, each row with the count of them all. */
const pageQuery = (tx: AgencyTx, shape: PortfolioShape) => {
  const { agencyId, base, filtered } = shapeConditions(tx, shape);
  const ids = pageIdsWithTotal(
    tx,
    and(base, filtered),
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    filtered !== undefined,
  );
  return tx
    .select({ ...portfolioItemColumns, total: ids.total })
    .from(ids)
    .innerJoin(properties, and(eq(properties.agencyId, agencyId), eq(properties.id, ids.id)))
    .leftJoin(propertyManagers, managerOfProperty())
    .orderBy(...PROPERTY_ORDER);
};

/** The count of the shape's matches (for an empty page past the first). */
const countQuery = (tx: AgencyTx, shape: PortfolioShape) => {
  const { base, filtered } = shapeConditions(tx, shape);
  return tx.select({ n: count() }).from(properties).where(and(base, filtered));
};

/** The shape of the portfolio before its filters: only the property manager still applies. */
const unfilteredShape = ({ manager }: PortfolioShape): PortfolioShape => ({
  manager,
  words: [],
  facets: [],
  // Without facets and services, neither the model nor the mode changes the text.
  model: { newAccessIssues: false, newProblemRegister: false },
  services: [],
  serviceExclusivity: 'Including',
});

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
  const terms = searchTerms(filters.query);
  const shape: PortfolioShape = {
    manager: managerFilter(filters['property-manager']),
    words: terms.map((term) => term.kind),
    facets: sortedUnique(filters.facet),
    model: {
      newAccessIssues: filters['new-access-issues'],
      newProblemRegister: filters['new-problem-register'],
    },
    services: sortedUnique(filters.service),
    serviceExclusivity: filters.serviceExclusivity,
  };
  const { page, 'page-size': size } = filters;
  const dates = facetDates(scope);
  const values: Record<string, unknown> = {
    agencyId: scope.agencyId,
    managerId: filters['property-manager'],
    today: dates.today,
    approachingUntil: dates.approachingUntil,
    // As drizzle binds an instant (created_at has a time zone).
    recentSince: dates.recentSince.toISOString(),
    limit: size,
    offset: (page - 1) * size,
  };
  terms.forEach((term, i) => (values[`word${i}`] = term.value));
  [values.searchKeys, values.searchKeysRest] = keyHalves(
    searchQueryKeys(scope.agencyId, keyedWords(terms), requiredFacets(shape.facets)),
  );
  const filtered = terms.length + shape.facets.length + shape.services.length > 0;

  return database.withAgency(
    scope.agencyId,
    async (tx) => {
      /** The number of matches of `counted`, with this request's values. */
      const countOf = async (counted: PortfolioShape) => {
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
    { genericPlans: keyed(shape) },
  );
}
