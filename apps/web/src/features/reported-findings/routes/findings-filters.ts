import { REPORTED_FINDING_FACETS, type TReportedFindingFacet } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parsePropertyFilters,
  PROPERTY_FILTER_PARAMS,
  withFilterChange,
  withoutFilters,
  withPage,
  type PropertyFilterContext,
  type PropertyFilters,
} from '../../../lib/property-filters';
import { getParams, withParams } from '../../../lib/search-params';
import { usePropertyFilterContext } from '../../../lib/use-property-filters';

/**
 * The URL of /action-required/reported-findings: the property lists' page, query, service,
 * service-exclusivity and property-manager, with this list's own facets (ComplianceIssues,
 * NoComplianceIssues) and servicing categories (by name, repeated as the call takes them).
 */
const CATEGORY_PARAM = 'category';

/** The list's filters as the URL states them. */
export interface FindingsFilters extends Omit<
  PropertyFilters,
  'complianceFacets' | 'actionFacets'
> {
  facets: TReportedFindingFacet[];
  /** Servicing category names, once each, in URL order. */
  categories: string[];
}

export type FindingsFilterChange = Partial<Omit<FindingsFilters, 'page'>>;

/** As the property lists' filters (their chips and services menu), without their facets. */
export const asPropertyFilters = (filters: FindingsFilters): PropertyFilters => ({
  page: filters.page,
  query: filters.query,
  services: filters.services,
  serviceExclusivity: filters.serviceExclusivity,
  propertyManagerId: filters.propertyManagerId,
  complianceFacets: [],
  actionFacets: [],
});

/** Reads the filters; unknown facets and services are left out, so a shared link always works. */
function parseFindingsFilters(
  params: URLSearchParams,
  context: PropertyFilterContext,
): FindingsFilters {
  const base = parsePropertyFilters(params, context);
  const facets = new Set(getParams(params, PROPERTY_FILTER_PARAMS.facet));
  return {
    page: base.page,
    query: base.query,
    services: base.services,
    serviceExclusivity: base.serviceExclusivity,
    propertyManagerId: base.propertyManagerId,
    facets: REPORTED_FINDING_FACETS.filter((facet) => facets.has(facet)),
    categories: [...new Set(getParams(params, CATEGORY_PARAM))],
  };
}

/**
 * The URL after a change: the property lists' keys rewritten as theirs are, then this list's
 * facets and categories (the property lists' rewrite would drop facets it does not know), and
 * the page reset. Other parameters are kept.
 */
function withFindingsFilterChange(
  params: URLSearchParams,
  current: FindingsFilters,
  change: FindingsFilterChange,
): URLSearchParams {
  const next = { ...current, ...change };
  return withParams(withFilterChange(params, asPropertyFilters(current), asPropertyFilters(next)), {
    [PROPERTY_FILTER_PARAMS.facet]: next.facets,
    [CATEGORY_PARAM]: next.categories,
  });
}

/** The URL with every filter of the list removed. */
const withoutFindingsFilters = (params: URLSearchParams) =>
  withParams(withoutFilters(params), { [CATEGORY_PARAM]: null });

/** Whether anything narrows the list (the page does not). */
export const hasFindingsFilters = (filters: FindingsFilters) =>
  filters.query !== undefined ||
  filters.services.length > 0 ||
  filters.propertyManagerId !== null ||
  filters.facets.length > 0 ||
  filters.categories.length > 0;

/**
 * The reported findings list's filters, read from and written to the URL as the property
 * lists' (usePropertyFilters): each change a new history entry, rendered at once.
 */
export function useFindingsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const context = usePropertyFilterContext();
  const filters = useMemo(
    () => parseFindingsFilters(searchParams, context),
    [searchParams, context],
  );
  const change = useCallback(
    (patch: FindingsFilterChange) => {
      setSearchParams(
        (current) =>
          withFindingsFilterChange(current, parseFindingsFilters(current, context), patch),
        { flushSync: true },
      );
    },
    [context, setSearchParams],
  );
  const setPage = useCallback(
    (page: number, { replace = false } = {}) => {
      setSearchParams((current) => withPage(current, page), { replace, flushSync: true });
    },
    [setSearchParams],
  );
  const reset = useCallback(() => {
    setSearchParams((current) => withoutFindingsFilters(current), { flushSync: true });
  }, [setSearchParams]);
  return { filters, context, change, setPage, reset };
}
