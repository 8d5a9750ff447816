import {
  DEFAULT_PROPERTY_SORT,
  type TPortfolioItem,
  type TPortfolioService,
  type TPropertySort,
  type TPropertySortKey,
  type TServiceCode,
  type TServiceExclusivity,
} from '@portal/contracts';
import {
  and,
  asc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  not,
  or,
  Placeholder,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { AgencyTx } from '../db/client';
import { properties, propertyManagers, propertyServices } from '../db/schema/index';
import { activeService } from './compliance-definitions';
import { complianceStatusRank, orderOf, type OrderTerm } from './list-order';
import type { RequiredFacets } from './property-facets';
import { propertyRef, type AddressParts } from './property-ref';

// The filters and the paging the property lists share (the portfolio, the required updates and
// their exports): each list adds its own conditions and columns.

/** The largest value of an integer column: a larger id can only be unknown. */
export const INT4_MAX = 2_147_483_647;

/** Escapes LIKE's wildcards so the user's text matches literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The length of a trigram: shorter words cannot use the trigram index. */
const TRIGRAM = 3;

/** How a word of a search is matched: by trigram pattern, or (one or two letters) by position. */
export type SearchTermKind = 'pattern' | 'position';

/** A word of a search as its condition takes it: the LIKE pattern, or the word itself. */
export interface SearchTerm {
  kind: SearchTermKind;
  value: string | Placeholder;
}

/** The words of a search (lower-case, as the search texts are), as terms. */
export function searchTerms(
  query: string | undefined,
): (SearchTerm & { value: string; word: string })[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return words.map((word) =>
    word.length < TRIGRAM
      ? { kind: 'position', value: word, word }
      : { kind: 'pattern', value: `%${likeLiteral(word)}%`, word },
  );
}

/** The words of `terms` that the agency's search keys can narrow (those of trigram patterns). */
export const keyedWords = (terms: readonly (SearchTerm & { word: string })[]) =>
  terms.filter((term) => term.kind === 'pattern').map((term) => term.word);

/** A run of the characters the search keys take: ASCII letters and digits. */
const KEYED_RUN = /[a-z0-9]+/g;

/**
 * The agency's search keys (migration 0011_agency_search_keys) that every property whose search
 * text contains each of `words`, and which has the `required` facets, has: the trigrams of each
 * run of ASCII letters and digits in the words, and the facets, each as '<agency> <key>'. A text
 * containing a word contains its runs, so their trigrams are among the text's. With no trigram
 * (words such as '1-3'), the agency alone.
 */
export function searchQueryKeys(
  agencyId: number,
  words: readonly string[],
  required: RequiredFacets,
): string[] {
  const trigrams = new Set<string>();
  for (const word of words) {
    for (const [run] of word.toLowerCase().matchAll(KEYED_RUN)) {
      for (let i = 0; i + TRIGRAM <= run.length; i++) trigrams.add(run.slice(i, i + TRIGRAM));
    }
  }
  const scoped = (key: string) => `${agencyId} ${key}`;
  return [
    ...(trigrams.size > 0 ? [...trigrams].map(scoped) : [String(agencyId)]),
    ...required.flags.map((flag) => scoped(`flags ${flag}`)),
    ...required.serviceFacets.map((facet) => scoped(`service_facets ${facet}`)),
  ];
}

/** searchQueryKeys in two halves (one key: itself twice), for searchKeysMatch. */
export function keyHalves(keys: readonly string[]): [string[], string[]] {
  const middle = Math.ceil(keys.length / 2);
  return [keys.slice(0, middle), keys.length > 1 ? keys.slice(middle) : [...keys]];
}

type KeySet = readonly string[] | Placeholder;

/**
 * The `properties` row has all of the keys (searchQueryKeys, in keyHalves): the index reads only
 * the agency's postings of the searched trigrams and facets. It only narrows the rows read:
 * termsMatch's and the facets' own conditions still decide.
 *
 * Why two halves: a prepared statement's generic plan cannot see the keys, and PostgreSQL
 * estimates that an array containment keeps 0.5% of the table (5,000 of 1,000,000 properties).
 * It then also reads another index for the agency's 100,000 rows to narrow them (a bitmap AND:
 * 5 ms instead of 2). Two containments are estimated as the product (25 rows), which is nearer
 * the truth, and the plan reads the keys' index alone. Both are conditions of one index scan.
 */
export function searchKeysMatch([first, rest]: readonly [KeySet, KeySet]): SQL {
  const keys = sql`property_search_keys(${properties.agencyId}, ${properties.searchText}, ${properties.flags}, ${properties.serviceFacets})`;
  const param = (set: KeySet) => (set instanceof Placeholder ? set : sql.param(set));
  return sql`${keys} @> ${param(first)}::text[] and ${keys} @> ${param(rest)}::text[]`;
}

/**
 * Every word of `query` is in the property's search text, read through the agency's search keys
 * together with the `required` facets.
 */
export function propertyWordsMatch(
  agencyId: number,
  query: string | undefined,
  required: RequiredFacets,
): SQL | undefined {
  const terms = searchTerms(query);
  const words = keyedWords(terms);
  return and(
    termsMatch(properties.searchText, terms),
    words.length > 0
      ? searchKeysMatch(keyHalves(searchQueryKeys(agencyId, words, required)))
      : undefined,
  );
}

/** Every term must appear in `column` (a lower-case, trigram-indexed text). */
export function termsMatch(column: AnyColumn, terms: readonly SearchTerm[]): SQL | undefined {
  return and(
    ...terms.map(({ kind, value }) =>
      // A word of one or two letters has no trigram: through the trigram index it would read
      // the whole index (a second on a 100,000-property agency). As a plain position test, not
      // indexable, it is checked on the agency's rows as they are read in address order.
      kind === 'position' ? sql`strpos(${column}, ${value}) > 0` : ilike(column, value),
    ),
  );
}

/** Every word of the search must appear in `column` (a lower-case, trigram-indexed text). */
export const wordsMatch = (column: AnyColumn, query: string | undefined): SQL | undefined =>
  termsMatch(column, searchTerms(query));

/** What the property-manager filter does: nothing, one manager, or (an id beyond the integers) none. */
export type ManagerFilter = 'any' | 'one' | 'unknown';

export const managerFilter = (managerId: number | undefined): ManagerFilter =>
  managerId === undefined ? 'any' : managerId > INT4_MAX ? 'unknown' : 'one';

/** The property-manager filter of `filter`, for the manager `managerId`. */
export function managerMatches(
  column: AnyColumn,
  filter: ManagerFilter,
  managerId: number | Placeholder | undefined,
): SQL | undefined {
  if (filter === 'any') return undefined;
  return filter === 'unknown' ? sql`false` : eq(column, managerId);
}

/** The property-manager filter; an id beyond the integers simply matches nothing. */
export const managerIs = (column: AnyColumn, managerId: number | undefined): SQL | undefined =>
  managerMatches(column, managerFilter(managerId), managerId);

/** The property of the current `properties` row has an active service of one of `codes`. */
export const hasActiveService = (tx: AgencyTx, codes: readonly TServiceCode[]) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(propertyServices)
      .where(
        and(
          eq(propertyServices.agencyId, properties.agencyId),
          eq(propertyServices.propertyId, properties.id),
          activeService(),
          inArray(propertyServices.serviceCode, [...codes]),
        ),
      ),
  );

/** Including: any of the services; Only: all of them; Excluding: none of them. */
export function servicesMatch(
  tx: AgencyTx,
  codes: readonly TServiceCode[],
  mode: TServiceExclusivity,
): SQL | undefined {
  if (codes.length === 0) return undefined;
  const unique = [...new Set(codes)];
  if (mode === 'Only') return and(...unique.map((code) => hasActiveService(tx, [code])));
  if (mode === 'Excluding') return not(hasActiveService(tx, unique));
  return hasActiveService(tx, unique);
}

/** The address order of properties: street, number, unit (address_sort), then id (unique). */
export const PROPERTY_ORDER = [asc(properties.addressSort), asc(properties.id)] as const;

/** The columns of each `sort` of a property list: its key, then the address order. */
const PROPERTY_SORT_TERMS: Record<TPropertySortKey, readonly OrderTerm[]> = {
  address: [properties.addressSort, properties.id],
  'due-date': [properties.nextServiceDue, properties.addressSort, properties.id],
  status: [
    complianceStatusRank(properties.complianceStatus),
    properties.addressSort,
    properties.id,
  ],
};

/** The list order of properties for `sort` (ties by address, then id: pages never overlap). */
export const propertyOrder = (sort: TPropertySort = DEFAULT_PROPERTY_SORT): SQL[] =>
  orderOf(sort, PROPERTY_SORT_TERMS);

/** After the row (addressSort, id) in PROPERTY_ORDER: the keyset of exports. */
export const afterProperty = (last: { addressSort: string; id: number } | undefined) =>
  last === undefined
    ? undefined
    : or(
        gt(properties.addressSort, last.addressSort),
        and(eq(properties.addressSort, last.addressSort), gt(properties.id, last.id)),
      );

/**
 * The ids of one page (`limit` rows after `offset`), in `order`: a deep page skips rows
 * without building them. When `counted`, each id carries the count of every match (a window
 * count taken before the limit), so a list reads its matches once for its page and its total.
 * Uncounted, total is null and the page can stop at its last row.
 */
export function pageIdsWithTotal(
  tx: AgencyTx,
  where: SQL | undefined,
  { limit, offset }: { limit: number | Placeholder; offset: number | Placeholder },
  counted: boolean,
  order: readonly SQL[] = PROPERTY_ORDER,
) {
  const total = counted ? sql<number>`count(*) over ()` : sql<number | null>`null::bigint`;
  return tx
    .select({ id: properties.id, total: total.as('total') })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/** The property's manager, for a left join on `properties`. */
export const managerOfProperty = () =>
  and(
    eq(propertyManagers.agencyId, properties.agencyId),
    eq(propertyManagers.id, properties.propertyManagerId),
  );

/** The property's services as JSON, by code (a correlated subquery on `properties`). */
const SERVICES_JSON = sql<TPortfolioService[]>`(
  select coalesce(json_agg(json_build_object(
    'serviceId', ${propertyServices.id},
    'shortName', ${propertyServices.serviceCode},
    'status', ${propertyServices.status},
    'tags', ${propertyServices.tags},
    'nextDueDate', ${propertyServices.nextDueDate},
    'lastServiceDate', ${propertyServices.lastServiceDate}
  ) order by ${propertyServices.serviceCode}), '[]'::json)
  from ${propertyServices}
  where ${propertyServices.agencyId} = ${properties.agencyId}
    and ${propertyServices.propertyId} = ${properties.id}
)`;

/** The columns of a portfolio row (select from `properties` left-joined to its manager). */
export const portfolioItemColumns = {
  id: properties.id,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  suburb: properties.suburb,
  stateCode: properties.stateCode,
  postcode: properties.postcode,
  managerId: propertyManagers.id,
  managerName: propertyManagers.name,
  complianceStatus: properties.complianceStatus,
  flags: properties.flags,
  tags: properties.tags,
  isIntegrated: properties.isIntegrated,
  isVacant: properties.isVacant,
  services: SERVICES_JSON,
};

interface PortfolioRow extends AddressParts {
  id: number;
  managerId: number | null;
  managerName: string | null;
  complianceStatus: string;
  flags: string[];
  tags: string[];
  isIntegrated: boolean;
  isVacant: boolean;
  services: TPortfolioService[];
}

export const toPortfolioItem = (row: PortfolioRow): TPortfolioItem => ({
  propertyManager:
    row.managerId === null ? null : { id: row.managerId, name: row.managerName ?? '' },
  complianceStatus: row.complianceStatus as TPortfolioItem['complianceStatus'],
  flags: row.flags as TPortfolioItem['flags'],
  tags: row.tags,
  services: row.services,
  isIntegrated: row.isIntegrated,
  isVacant: row.isVacant,
  ...propertyRef(row.id, row),
});
