import type {
  TList,
  TReportedFindingFacet,
  TReportedFindingGroup,
  TReportedFindingsQuery,
  TServicingCategory,
} from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyTx, Database } from '../../db/client';
import {
  properties,
  propertyServices,
  reportedFindingGroups,
  reportedFindings,
  servicingCategories,
} from '../../db/schema/index';
import { openFinding } from '../../domain/compliance-definitions';
import { requiredFacets } from '../../domain/property-facets';
import { INT4_MAX, managerIs, propertyWordsMatch } from '../../domain/property-list';
import {
  findingsWhere,
  groupHeadColumns,
  groupServiceJoin,
  toGroups,
} from '../../domain/reported-finding-groups';

// GET /v1/reported-findings: one row per property and service with open findings (the groups
// the dashboard's figures REPORTED_FINDINGS_STATS count), and the servicing categories.

/** The groups of the same property, for the Only filter. */
const others = alias(reportedFindingGroups, 'other_groups');

const groups = reportedFindingGroups;

/** Each facet as a condition on a group (ORed together). */
const FACET_WHERE: Record<TReportedFindingFacet, SQL> = {
  ComplianceIssues: eq(groups.isUrgent, true),
  NoComplianceIssues: eq(groups.isUrgent, false),
};

/** An id of the query beyond the integers matches nothing. */
const idIs = (column: typeof groups.propertyId, id?: number) =>
  id === undefined ? undefined : id > INT4_MAX ? sql`false` : eq(column, id);

/**
 * The open findings' groups narrowed by the filters: the counted groups of
 * reported_finding_groups (kept by the database as findings are written), so neither the total
 * nor the page groups the agency's findings on each call.
 */
function groupsWhere(
  tx: AgencyTx,
  agencyId: number,
  filters: Omit<TReportedFindingsQuery, 'page' | 'page-size'>,
  unfiltered: boolean,
): SQL | undefined {
  const manager = managerIs(properties.propertyManagerId, filters['property-manager']);
  const words = unfiltered
    ? undefined
    : propertyWordsMatch(agencyId, filters.query, requiredFacets([]));
  const ofProperties =
    manager || words
      ? inArray(
          groups.propertyId,
          tx
            .select({ id: properties.id })
            .from(properties)
            .where(and(eq(properties.agencyId, agencyId), manager, words)),
        )
      : undefined;
  const codes = unfiltered ? [] : [...new Set(filters.service)];
  const mode = filters.serviceExclusivity;
  const services =
    codes.length === 0
      ? undefined
      : mode === 'Excluding'
        ? not(inArray(groups.serviceCode, codes))
        : and(
            inArray(groups.serviceCode, codes),
            // Only: the property has open findings of every one of them (of one service, its
            // own group says so).
            mode === 'Only' && codes.length > 1
              ? inArray(
                  groups.propertyId,
                  tx
                    .select({ id: others.propertyId })
                    .from(others)
                    .where(and(eq(others.agencyId, agencyId), inArray(others.serviceCode, codes)))
                    .groupBy(others.propertyId)
                    .having(sql`count(*) = ${codes.length}`),
                )
              : undefined,
          );
  const facets = unfiltered ? [] : [...new Set(filters.facet)];
  const categories = unfiltered ? [] : [...new Set(filters.category)];
  return and(
    eq(groups.agencyId, agencyId),
    ofProperties,
    unfiltered ? undefined : idIs(groups.propertyId, filters.propertyId),
    services,
    facets.length ? or(...facets.map((facet) => FACET_WHERE[facet])) : undefined,
    categories.length
      ? sql`${groups.categoryIds} && array(${tx
          .select({ id: servicingCategories.id })
          .from(servicingCategories)
          .where(inArray(servicingCategories.name, categories))})`
      : undefined,
  );
}

type ListFilters = Omit<TReportedFindingsQuery, 'page' | 'page-size'>;

/** A page of groups (all of them without `page`), their total and the findings they show. */
export async function findingGroupsPage(
  tx: AgencyTx,
  agencyId: number,
  filters: ListFilters,
  page?: { limit: number; offset: number },
): Promise<TList<TReportedFindingGroup>> {
  const where = groupsWhere(tx, agencyId, filters, false);
  const [counted] = await tx.select({ n: count() }).from(groups).where(where);
  // The page's groups are read in the list index's order and cut first, and only they are
  // joined to their property and service.
  const order = [
    desc(groups.isUrgent),
    asc(groups.oldest),
    asc(groups.propertyId),
    asc(groups.serviceCode),
  ];
  const pageGroups = tx
    .select({
      propertyId: groups.propertyId,
      serviceCode: groups.serviceCode,
      urgent: groups.isUrgent,
      oldest: groups.oldest,
    })
    .from(groups)
    .where(where)
    .orderBy(...order)
    .limit(page?.limit ?? 1000)
    .offset(page?.offset ?? 0)
    .as('page_groups');
  const heads = await tx
    .select({
      propertyId: pageGroups.propertyId,
      serviceCode: pageGroups.serviceCode,
      ...groupHeadColumns,
    })
    .from(pageGroups)
    .innerJoin(
      properties,
      and(eq(properties.agencyId, agencyId), eq(properties.id, pageGroups.propertyId)),
    )
    .leftJoin(
      propertyServices,
      groupServiceJoin(agencyId, pageGroups.propertyId, pageGroups.serviceCode),
    )
    .orderBy(
      desc(pageGroups.urgent),
      asc(pageGroups.oldest),
      asc(pageGroups.propertyId),
      asc(pageGroups.serviceCode),
    );
  const findings = heads.length
    ? await findingsWhere(
        tx,
        agencyId,
        and(
          openFinding(),
          inArray(reportedFindings.propertyId, [...new Set(heads.map((head) => head.propertyId))]),
        ),
      )
    : [];
  return { total: counted?.n ?? 0, items: toGroups(heads, findings) };
}

/** GET /v1/reported-findings. unfilteredTotal: before every filter but the property manager. */
export function reportedFindingsList(
  database: Database,
  agencyId: number,
  query: TReportedFindingsQuery,
): Promise<TList<TReportedFindingGroup> & { unfilteredTotal: number }> {
  const size = query['page-size'];
  const filtered =
    query.query !== undefined ||
    query.facet.length > 0 ||
    query.service.length > 0 ||
    query.category.length > 0 ||
    query.propertyId !== undefined;
  // Without words, every statement reads the groups' indexes whatever the values: planned once
  // per connection, not for each request (planning took longer than running: 1 connection p50
  // 11.5 ms, then 6 ms).
  return database.withAgency(
    agencyId,
    async (tx) => {
      const page = await findingGroupsPage(tx, agencyId, query, {
        limit: size,
        offset: (query.page - 1) * size,
      });
      if (!filtered) return { ...page, unfilteredTotal: page.total };
      const [all] = await tx
        .select({ n: count() })
        .from(groups)
        .where(groupsWhere(tx, agencyId, query, true));
      return { ...page, unfilteredTotal: all?.n ?? 0 };
    },
    { genericPlans: query.query === undefined },
  );
}

/** GET /v1/reported-findings/servicing-categories. */
export function servicingCategoryList(
  database: Database,
  agencyId: number,
): Promise<TServicingCategory[]> {
  return database.withAgency(agencyId, (tx) =>
    tx
      .select({
        name: servicingCategories.name,
        description: servicingCategories.description,
        color: servicingCategories.color,
      })
      .from(servicingCategories)
      .orderBy(asc(servicingCategories.displayOrder), asc(servicingCategories.name)),
  );
}
