import {
  ACTION_FACET_CODES,
  complianceFiltersForState,
  isExperimentOn,
  normaliseSearch,
  servicesForState,
  ZServiceExclusivity,
  type TActionFacet,
  type TActiveExperiments,
  type TComplianceFilter,
  type TPortfolioFacet,
  type TServiceCode,
  type TServiceExclusivity,
} from '@portal/contracts';
import { getPageParam, getParam, getParams, withParams } from './search-params';

/**
 * The query parameters of the property lists (/portfolio, /action-required/update): spec
 * 1-foundation, authenticated routes.
 */
export const PROPERTY_FILTER_PARAMS = {
  page: 'page',
  query: 'query',
  service: 'service',
  serviceExclusivity: 'service-exclusivity',
  facet: 'facet',
  propertyManager: 'property-manager',
} as const;

/** The dashboard writes this when its selector is cleared; here it means the same: everyone. */
const ALL_PROPERTY_MANAGERS = 'all';

const DEFAULT_SERVICE_EXCLUSIVITY: TServiceExclusivity = 'Including';

/** Action facets the property lists cannot filter by (the server answers 400). */
const UNSUPPORTED_ACTION_FACETS: readonly TActionFacet[] = ['NewManagements'];

/** Reported findings exist only with the ProblemRegister experiment. */
const REPORTED_FINDING_FACETS: readonly TActionFacet[] = [
  'ReportedFindings',
  'UrgentReportedFindings',
  'NonUrgentReportedFindings',
];

export interface PropertyFilterContext {
  /** The agency's state: gas and electrical services and the gas confirmation filter are VIC's. */
  state: string | null | undefined;
  /** Whether the ProblemRegister experiment is on (reported-finding facets). */
  problemRegister: boolean;
}

/** The context of the agency's lists, from its state and its experiments. */
export function propertyFilterContext(
  state: string | null | undefined,
  experiments: TActiveExperiments,
): PropertyFilterContext {
  return { state, problemRegister: isExperimentOn(experiments, 'ProblemRegister') };
}

/** A property list's filters as the URL states them, cleaned of what cannot apply. */
export interface PropertyFilters {
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
export function complianceFacetOptions(context: PropertyFilterContext): TComplianceFilter[] {
  return complianceFiltersForState(context.state);
}

/** The action facets offered as filters, in the contracts' order. */
export function actionFacetOptions(context: PropertyFilterContext): TActionFacet[] {
  return ACTION_FACET_CODES.filter(
    (code) =>
      !UNSUPPORTED_ACTION_FACETS.includes(code) &&
      (context.problemRegister || !REPORTED_FINDING_FACETS.includes(code)),
  );
}

/** The services this agency's properties can have, in display order. */
export function serviceOptions(context: PropertyFilterContext): TServiceCode[] {
  return servicesForState(context.state).map((service) => service.code);
}

/** Values of `key` that are among `allowed`, once each, in the order of `allowed`. */
function pick<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = new Set(getParams(params, key));
  return allowed.filter((value) => values.has(value));
}

/** The property-manager parameter: null (everyone) when absent, 'all' or not an id. */
export function parsePropertyManager(params: URLSearchParams): number | null {
  const raw = getParam(params, PROPERTY_FILTER_PARAMS.propertyManager);
  if (raw === undefined || raw === ALL_PROPERTY_MANAGERS || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Reads the filters from the URL. Unknown codes, services and facets that do not apply to the
 * agency (gas outside VIC, NewManagements, findings without ProblemRegister) are left out, so a
 * shared link never makes the list call fail.
 */
export function parsePropertyFilters(
  params: URLSearchParams,
  context: PropertyFilterContext,
): PropertyFilters {
  const exclusivity = ZServiceExclusivity.safeParse(
    getParam(params, PROPERTY_FILTER_PARAMS.serviceExclusivity),
  );
  return {
    page: getPageParam(params, PROPERTY_FILTER_PARAMS.page),
    query: normaliseSearch(getParam(params, PROPERTY_FILTER_PARAMS.query)),
    services: pick(params, PROPERTY_FILTER_PARAMS.service, serviceOptions(context)),
    serviceExclusivity: exclusivity.success ? exclusivity.data : DEFAULT_SERVICE_EXCLUSIVITY,
    complianceFacets: pick(params, PROPERTY_FILTER_PARAMS.facet, complianceFacetOptions(context)),
    actionFacets: pick(params, PROPERTY_FILTER_PARAMS.facet, actionFacetOptions(context)),
    propertyManagerId: parsePropertyManager(params),
  };
}

/** Every facet of the filters, compliance filters first. */
export function facetsOf(filters: PropertyFilters): TPortfolioFacet[] {
  return [...filters.complianceFacets, ...filters.actionFacets];
}

/** A change of one or more filters; `page` alone is paging. */
export type PropertyFilterChange = Partial<Omit<PropertyFilters, 'page'>>;

/**
 * The URL after a filter change: the changed keys rewritten (lists repeated, blanks and the
 * default exclusivity removed) and the page reset, since page 5 of another list means nothing.
 * Parameters the list does not own (managed-by, ...) are kept.
 */
export function withFilterChange(
  params: URLSearchParams,
  current: PropertyFilters,
  change: PropertyFilterChange,
): URLSearchParams {
  const next = { ...current, ...change };
  return withParams(params, {
    [PROPERTY_FILTER_PARAMS.page]: null,
    [PROPERTY_FILTER_PARAMS.query]: next.query,
    [PROPERTY_FILTER_PARAMS.service]: next.services,
    [PROPERTY_FILTER_PARAMS.serviceExclusivity]:
      next.serviceExclusivity === DEFAULT_SERVICE_EXCLUSIVITY ? null : next.serviceExclusivity,
    [PROPERTY_FILTER_PARAMS.facet]: facetsOf(next),
    [PROPERTY_FILTER_PARAMS.propertyManager]: next.propertyManagerId,
  });
}

/** The URL showing `page`; page 1 is the default and is left out. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  return withParams(params, { [PROPERTY_FILTER_PARAMS.page]: page > 1 ? page : null });
}

/** The URL with every filter removed (managed-by and other foreign parameters kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withParams(params, {
    [PROPERTY_FILTER_PARAMS.page]: null,
    [PROPERTY_FILTER_PARAMS.query]: null,
    [PROPERTY_FILTER_PARAMS.service]: null,
    [PROPERTY_FILTER_PARAMS.serviceExclusivity]: null,
    [PROPERTY_FILTER_PARAMS.facet]: null,
    [PROPERTY_FILTER_PARAMS.propertyManager]: null,
  });
}

/** Whether anything narrows the list (the page does not). */
export function hasActiveFilters(filters: PropertyFilters): boolean {
  return (
    filters.query !== undefined ||
    filters.services.length > 0 ||
    filters.complianceFacets.length > 0 ||
    filters.actionFacets.length > 0 ||
    filters.propertyManagerId !== null
  );
}
