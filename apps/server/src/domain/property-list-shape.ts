import {
  DEFAULT_PROPERTY_SORT,
  type TPropertySort,
  type TServiceCode,
  type TServiceExclusivity,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AgencyTx } from '../db/client';
import { properties } from '../db/schema/index';
import { inPortfolio } from './compliance-definitions';
import {
  facetDates,
  facetsCondition,
  requiredFacets,
  type FacetClock,
  type FacetModel,
  type SupportedFacet,
} from './property-facets';
import {
  keyHalves,
  keyedWords,
  managerFilter,
  managerMatches,
  searchKeysMatch,
  searchQueryKeys,
  searchTerms,
  servicesMatch,
  termsMatch,
  type ManagerFilter,
  type SearchTermKind,
} from './property-list';

// The property lists (the portfolio, the required updates) build their queries once per shape
// (db/compiled-query.ts): the filters present, never their values, which are placeholders.

/**
 * What the text of a property list's query depends on: which filters are present, never their
 * values (the agency, the manager, the words, the dates and the page are placeholders).
 */
export interface ListShape {
  manager: ManagerFilter;
  words: SearchTermKind[];
  facets: SupportedFacet[];
  model: FacetModel;
  services: TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  /** The page's order (the counts ignore it). */
  sort: TPropertySort;
}

/** The filters of a property list's request. */
export interface ListFilters {
  query?: string;
  facet: readonly SupportedFacet[];
  service: readonly TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  'property-manager'?: number;
  /** Absent: address order (the exports). */
  sort?: TPropertySort;
  page: number;
  'page-size': number;
}

const sortedUnique = <T extends string>(items: readonly T[]) => [...new Set(items)].sort();

/** The shape reads the agency's search keys: it has a word with trigrams. */
export const readsSearchKeys = (shape: ListShape) => shape.words.includes('pattern');

/** A request's shape and the values of its placeholders (listConditions, paging). */
export function listRequest(
  scope: FacetClock & { agencyId: number },
  filters: ListFilters,
  model: FacetModel,
) {
  const terms = searchTerms(filters.query);
  const shape: ListShape = {
    manager: managerFilter(filters['property-manager']),
    words: terms.map((term) => term.kind),
    facets: sortedUnique(filters.facet),
    model,
    services: sortedUnique(filters.service),
    serviceExclusivity: filters.serviceExclusivity,
    sort: filters.sort ?? DEFAULT_PROPERTY_SORT,
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
  return { shape, values, filtered };
}

/**
 * The conditions of a shape, every value a placeholder filled by listRequest's `values`: `base`,
 * the agency's portfolio (and manager), and `filtered`, the search, facets and services.
 */
export function listConditions(tx: AgencyTx, shape: ListShape) {
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
    readsSearchKeys(shape)
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

/** The shape of a list before its filters: only the property manager still applies. */
export const unfilteredShape = ({ manager }: ListShape): ListShape => ({
  manager,
  words: [],
  facets: [],
  // Without facets and services, neither the model nor the mode changes the text.
  model: { newAccessIssues: false, newProblemRegister: false },
  services: [],
  serviceExclusivity: 'Including',
  sort: DEFAULT_PROPERTY_SORT,
});
