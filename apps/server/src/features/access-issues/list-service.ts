import type { TAccessIssueListItem, TAccessIssuesQuery, TList } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import { properties } from '../../db/schema/index';
import { accessIssueList } from '../../domain/access-issue-list';
import { CURRENT_MODEL, type FacetClock, type SupportedFacet } from '../../domain/property-facets';
import { managerFilter, type ManagerFilter } from '../../domain/property-list';
import {
  listConditions,
  listRequest,
  unfilteredShape,
  type ListShape,
} from '../../domain/property-list-shape';

type AccessIssueFilters = Omit<TAccessIssuesQuery, 'facet'> & { facet: SupportedFacet[] };

interface ListScope extends FacetClock {
  agencyId: number;
}

/** The list's shape: the portfolio's filters (no services), and whether it is one property's. */
interface AccessIssuesShape extends ListShape {
  list: 'access-issues';
  /** propertyId narrows to one property; an id beyond the integers matches nothing. */
  property: ManagerFilter;
}

/** The filters' condition on `properties`, every value a placeholder (listRequest's values). */
function filtersCondition(tx: AgencyTx, shape: AccessIssuesShape) {
  const { base, filtered } = listConditions(tx, shape);
  const property =
    shape.property === 'any'
      ? undefined
      : shape.property === 'unknown'
        ? sql`false`
        : eq(properties.id, sql.placeholder('propertyId'));
  return and(base, property, filtered);
}

/**
 * The properties the list can hold before its filters (the property manager still applies):
 * each one has an open case, which the AccessIssues facet says.
 */
const unfilteredCountQuery = (tx: AgencyTx, shape: ListShape) => {
  const { base, filtered } = listConditions(tx, shape);
  return tx.select({ n: count() }).from(properties).where(and(base, filtered));
};

const unfilteredCounts = new CompiledShapes<{ n: number }>();

/**
 * GET /v1/agency/access-issues: the portfolio's properties with an open access-issue case, in
 * the dashboard tab's order, narrowed by the portfolio's filters (facets read access-issue cases,
 * as the dashboard's figures with new-access-issues=1). unfilteredTotal: before query, facet and
 * propertyId (the property manager still applies). Its statements are built once per shape (which
 * filters are present), as the portfolio's.
 */
export async function accessIssuesList(
  database: Database,
  scope: ListScope,
  filters: AccessIssueFilters,
): Promise<TList<TAccessIssueListItem> & { unfilteredTotal: number }> {
  const size = filters['page-size'];
  const request = listRequest(
    scope,
    { ...filters, service: [], serviceExclusivity: 'Including' },
    CURRENT_MODEL,
  );
  const shape: AccessIssuesShape = {
    ...request.shape,
    list: 'access-issues',
    property: managerFilter(filters.propertyId),
  };
  const values = { ...request.values, propertyId: filters.propertyId };
  const filtered = request.filtered || filters.propertyId !== undefined;
  const page = await accessIssueList(
    database,
    scope,
    { limit: size, offset: (filters.page - 1) * size },
    { shape, where: (tx) => filtersCondition(tx, shape), values },
  );
  if (!filtered) return { ...page, unfilteredTotal: page.total };
  const unfiltered: ListShape = {
    ...unfilteredShape(shape),
    // Every property of the list has an open case: the facet that says so.
    facets: ['AccessIssues'],
    model: CURRENT_MODEL,
  };
  const unfilteredTotal = await database.withAgency(scope.agencyId, async (tx) => {
    const [row] = await runCompiled(
      tx,
      unfilteredCounts.get(unfiltered, () => unfilteredCountQuery(tx, unfiltered)),
      values,
    );
    return row?.n ?? 0;
  });
  return { ...page, unfilteredTotal };
}
