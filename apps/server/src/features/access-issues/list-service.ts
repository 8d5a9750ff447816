import type { TAccessIssueListItem, TAccessIssuesQuery, TList } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema/index';
import { accessIssueList } from '../../domain/access-issue-list';
import { inPortfolio } from '../../domain/compliance-definitions';
import {
  facetDates,
  facetsCondition,
  requiredFacets,
  type FacetClock,
  type SupportedFacet,
} from '../../domain/property-facets';
import { INT4_MAX, managerIs, propertyWordsMatch } from '../../domain/property-list';

type AccessIssueFilters = Omit<TAccessIssuesQuery, 'facet'> & { facet: SupportedFacet[] };

interface ListScope extends FacetClock {
  agencyId: number;
}

/** propertyId narrows to one property; an id beyond the integers matches nothing. */
const propertyIs = (id: number | undefined) =>
  id === undefined ? undefined : id > INT4_MAX ? sql`false` : eq(properties.id, id);

/**
 * GET /v1/agency/access-issues: the portfolio's properties with an open access-issue case, in
 * the dashboard tab's order, narrowed by the portfolio's filters (facets read access-issue cases,
 * as the dashboard's figures with new-access-issues=1). unfilteredTotal: before query, facet and
 * propertyId (the property manager still applies).
 */
export async function accessIssuesList(
  database: Database,
  scope: ListScope,
  filters: AccessIssueFilters,
): Promise<TList<TAccessIssueListItem> & { unfilteredTotal: number }> {
  const size = filters['page-size'];
  const base = and(
    inPortfolio(),
    managerIs(properties.propertyManagerId, filters['property-manager']),
  );
  const filtered =
    filters.query !== undefined || filters.facet.length > 0 || filters.propertyId !== undefined;
  const page = await accessIssueList(
    database,
    scope,
    { limit: size, offset: (filters.page - 1) * size },
    (tx) =>
      and(
        base,
        propertyIs(filters.propertyId),
        propertyWordsMatch(scope.agencyId, filters.query, requiredFacets(filters.facet)),
        facetsCondition(tx, filters.facet, facetDates(scope)),
      ),
  );
  const unfilteredTotal = filtered
    ? await database.withAgency(scope.agencyId, async (tx) => {
        const [row] = await tx
          .select({ n: count() })
          .from(properties)
          .where(
            and(
              eq(properties.agencyId, scope.agencyId),
              base,
              // Every property of the list has an open case: the facet that says so.
              facetsCondition(tx, ['AccessIssues'], facetDates(scope)),
            ),
          );
        return row?.n ?? 0;
      })
    : page.total;
  return { ...page, unfilteredTotal };
}
