import {
  INTEGRATED_PORTFOLIO_FACET_CODES,
  normaliseSearch,
  servicesForState,
  ZProvidedBy,
  type TIntegratedPortfolioFacet,
  type TProvidedBy,
  type TServiceCode,
} from '@portal/contracts';
import { parsePropertyManager, PROPERTY_FILTER_PARAMS } from '../../../lib/property-filters';
import { getPageParam, getParam, getParams, withParams } from '../../../lib/search-params';

/** /portfolio?managed-by=OTHER: the portfolio's parameters plus the provider. */
const OTHER_PROVIDERS_PARAMS = {
  page: PROPERTY_FILTER_PARAMS.page,
  query: PROPERTY_FILTER_PARAMS.query,
  service: PROPERTY_FILTER_PARAMS.service,
  facet: PROPERTY_FILTER_PARAMS.facet,
  propertyManager: PROPERTY_FILTER_PARAMS.propertyManager,
  providedBy: 'provided-by',
} as const;

/** Both sides of the integrated portfolio: the provider's properties and the others'. */
export const ALL_PROVIDERS = 'ALL';
export type ProviderChoice = TProvidedBy | typeof ALL_PROVIDERS;

/**
 * With no provided-by the page lists the other providers' properties only: that is what the
 * dashboard's 'Other service providers' chart counts, so its links show what it counted.
 */
export const DEFAULT_PROVIDER: ProviderChoice = 'OTHER';

export interface OtherProvidersFilters {
  page: number;
  query: string | undefined;
  propertyManagerId: number | null;
  providedBy: ProviderChoice;
  services: TServiceCode[];
  facets: TIntegratedPortfolioFacet[];
}

export type OtherProvidersFilterChange = Partial<Omit<OtherProvidersFilters, 'page'>>;

/** The services on offer: the agency's state decides (gas and electrical are VIC's). */
export function otherServiceOptions(state: string | null | undefined): TServiceCode[] {
  return servicesForState(state).map((service) => service.code);
}

function pick<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = new Set(getParams(params, key));
  return allowed.filter((value) => values.has(value));
}

function parseProvider(params: URLSearchParams): ProviderChoice {
  const raw = getParam(params, OTHER_PROVIDERS_PARAMS.providedBy);
  if (raw === ALL_PROVIDERS) return ALL_PROVIDERS;
  const parsed = ZProvidedBy.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_PROVIDER;
}

/** Reads the filters; codes the list does not know are left out, so a link never fails. */
export function parseOtherProvidersParams(
  params: URLSearchParams,
  state: string | null | undefined,
): OtherProvidersFilters {
  return {
    page: getPageParam(params, OTHER_PROVIDERS_PARAMS.page),
    query: normaliseSearch(getParam(params, OTHER_PROVIDERS_PARAMS.query)),
    propertyManagerId: parsePropertyManager(params),
    providedBy: parseProvider(params),
    services: pick(params, OTHER_PROVIDERS_PARAMS.service, otherServiceOptions(state)),
    facets: pick(params, OTHER_PROVIDERS_PARAMS.facet, INTEGRATED_PORTFOLIO_FACET_CODES),
  };
}

/** What the list call is asked for: ALL sends no provided-by (the server then lists both). */
export const providedByQuery = (choice: ProviderChoice): TProvidedBy | undefined =>
  choice === ALL_PROVIDERS ? undefined : choice;

/** The URL after a change: the changed keys rewritten, the default provider left out, page 1. */
export function withOtherProvidersChange(
  params: URLSearchParams,
  current: OtherProvidersFilters,
  change: OtherProvidersFilterChange,
): URLSearchParams {
  const next = { ...current, ...change };
  return withParams(params, {
    [OTHER_PROVIDERS_PARAMS.page]: null,
    [OTHER_PROVIDERS_PARAMS.query]: next.query,
    [OTHER_PROVIDERS_PARAMS.propertyManager]: next.propertyManagerId,
    [OTHER_PROVIDERS_PARAMS.providedBy]:
      next.providedBy === DEFAULT_PROVIDER ? null : next.providedBy,
    [OTHER_PROVIDERS_PARAMS.service]: next.services,
    [OTHER_PROVIDERS_PARAMS.facet]: next.facets,
  });
}

/** The URL with every filter removed (managed-by kept; the provider back to its default). */
export function withoutOtherProvidersFilters(params: URLSearchParams): URLSearchParams {
  return withParams(
    params,
    Object.fromEntries(Object.values(OTHER_PROVIDERS_PARAMS).map((key) => [key, null])),
  );
}

/** Whether anything narrows the list beyond the default provider. */
export function hasOtherProvidersFilters(filters: OtherProvidersFilters): boolean {
  return (
    filters.query !== undefined ||
    filters.propertyManagerId !== null ||
    filters.providedBy !== DEFAULT_PROVIDER ||
    filters.services.length > 0 ||
    filters.facets.length > 0
  );
}
