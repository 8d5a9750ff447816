import {
  ACTION_FACET_CODES,
  complianceFiltersForState,
  normaliseSearch,
  servicesForState,
  ZManagedBy,
  ZServiceExclusivity,
  type TActionFacet,
  type TComplianceFilter,
  type TManagedBy,
  type TPortfolioFacet,
  type TServiceCode,
  type TServiceExclusivity,
} from '@portal/contracts';
import { getPageParam, getParam, getParams, withParams } from '../../../lib/search-params';

/** The query parameters of /portfolio (spec 1-foundation, authenticated routes). */
export const PORTFOLIO_PARAMS = {
  page: 'page',
  query: 'query',
  service: 'service',
  serviceExclusivity: 'service-exclusivity',
  facet: 'facet',
  propertyManager: 'property-manager',
  managedBy: 'managed-by',
} as const;

/** The dashboard writes this when its selector is cleared; here it means the same: everyone. */
const ALL_PROPERTY_MANAGERS = 'all';

export const DEFAULT_SERVICE_EXCLUSIVITY: TServiceExclusivity = 'Including';

/** Action facets the provider's portfolio cannot filter by (the server answers 400). */
const UNSUPPORTED_ACTION_FACETS: readonly TActionFacet[] = ['NewManagements'];

/** Reported findings exist only with the ProblemRegister experiment. */
const REPORTED_FINDING_FACETS: readonly TActionFacet[] = [
  'ReportedFindings',
  'UrgentReportedFindings',
  'NonUrgentReportedFindings',
];

export interface PortfolioContext {
  /** The agency's state: gas and electrical services and the gas confirmation filter are VIC's. */
  state: string | null | undefined;
  /** Whether the ProblemRegister experiment is on (reported-finding facets). */
  problemRegister: boolean;
}

/** The provider portfolio's filters as the URL states them, cleaned of what cannot apply. */
export interface PortfolioFilters {
  page: number;
  query: string | undefined;
  services: TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  complianceFacets: TComplianceFilter[];
  actionFacets: TActionFacet[];
  /** null: every property manager. */
  propertyManagerId: number | null;
}

/** The compliance filters this agency may use, in the spec's order. */
export function complianceFacetOptions(context: PortfolioContext): TComplianceFilter[] {
  return complianceFiltersForState(context.state);
}

/** The action facets offered as filters, in the contracts' order. */
export function actionFacetOptions(context: PortfolioContext): TActionFacet[] {
  return ACTION_FACET_CODES.filter(
    (code) =>
      !UNSUPPORTED_ACTION_FACETS.includes(code) &&
      (context.problemRegister || !REPORTED_FINDING_FACETS.includes(code)),
  );
}

/** The services this agency's properties can have, in display order. */
export function serviceOptions(context: PortfolioContext): TServiceCode[] {
  return servicesForState(context.state).map((service) => service.code);
}

/** Values of `key` that are among `allowed`, once each, in the order of `allowed`. */
function pick<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = new Set(getParams(params, key));
  return allowed.filter((value) => values.has(value));
}

export function parseManagedBy(params: URLSearchParams): TManagedBy {
  const parsed = ZManagedBy.safeParse(getParam(params, PORTFOLIO_PARAMS.managedBy));
  return parsed.success ? parsed.data : 'PROVIDER';
}

function parsePropertyManager(params: URLSearchParams): number | null {
  const raw = getParam(params, PORTFOLIO_PARAMS.propertyManager);
  if (raw === undefined || raw === ALL_PROPERTY_MANAGERS || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Reads the filters from the URL. Unknown codes, services and facets that do not apply to the
 * agency (gas outside VIC, NewManagements, findings without ProblemRegister) are left out, so a
 * shared link never makes the list call fail.
 */
export function parsePortfolioParams(
  params: URLSearchParams,
  context: PortfolioContext,
): PortfolioFilters {
  const exclusivity = ZServiceExclusivity.safeParse(
    getParam(params, PORTFOLIO_PARAMS.serviceExclusivity),
  );
  return {
    page: getPageParam(params, PORTFOLIO_PARAMS.page),
    query: normaliseSearch(getParam(params, PORTFOLIO_PARAMS.query)),
    services: pick(params, PORTFOLIO_PARAMS.service, serviceOptions(context)),
    serviceExclusivity: exclusivity.success ? exclusivity.data : DEFAULT_SERVICE_EXCLUSIVITY,
    complianceFacets: pick(params, PORTFOLIO_PARAMS.facet, complianceFacetOptions(context)),
    actionFacets: pick(params, PORTFOLIO_PARAMS.facet, actionFacetOptions(context)),
    propertyManagerId: parsePropertyManager(params),
  };
}

/** Every facet of the filters, compliance filters first. */
export function facetsOf(filters: PortfolioFilters): TPortfolioFacet[] {
  return [...filters.complianceFacets, ...filters.actionFacets];
}

/** A change of one or more filters; `page` alone is paging. */
export type PortfolioFilterChange = Partial<Omit<PortfolioFilters, 'page'>>;

/**
 * The URL after a filter change: the changed keys rewritten (lists repeated, blanks and the
 * default exclusivity removed) and the page reset, since page 5 of another list means nothing.
 * Parameters this page does not own (managed-by, ...) are kept.
 */
export function withFilterChange(
  params: URLSearchParams,
  current: PortfolioFilters,
  change: PortfolioFilterChange,
): URLSearchParams {
  const next = { ...current, ...change };
  return withParams(params, {
    [PORTFOLIO_PARAMS.page]: null,
    [PORTFOLIO_PARAMS.query]: next.query,
    [PORTFOLIO_PARAMS.service]: next.services,
    [PORTFOLIO_PARAMS.serviceExclusivity]:
      next.serviceExclusivity === DEFAULT_SERVICE_EXCLUSIVITY ? null : next.serviceExclusivity,
    [PORTFOLIO_PARAMS.facet]: facetsOf(next),
    [PORTFOLIO_PARAMS.propertyManager]: next.propertyManagerId,
  });
}

/** The URL showing `page`; page 1 is the default and is left out. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  return withParams(params, { [PORTFOLIO_PARAMS.page]: page > 1 ? page : null });
}

/** The URL with every filter removed (managed-by and other foreign parameters kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withParams(params, {
    [PORTFOLIO_PARAMS.page]: null,
    [PORTFOLIO_PARAMS.query]: null,
    [PORTFOLIO_PARAMS.service]: null,
    [PORTFOLIO_PARAMS.serviceExclusivity]: null,
    [PORTFOLIO_PARAMS.facet]: null,
    [PORTFOLIO_PARAMS.propertyManager]: null,
  });
}

/** Whether anything narrows the list (the page does not). */
export function hasActiveFilters(filters: PortfolioFilters): boolean {
  return (
    filters.query !== undefined ||
    filters.services.length > 0 ||
    filters.complianceFacets.length > 0 ||
    filters.actionFacets.length > 0 ||
    filters.propertyManagerId !== null
  );
}
