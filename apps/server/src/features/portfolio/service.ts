import type {
  TList,
  TPortfolioItem,
  TPortfolioQuery,
  TPortfolioService,
  TServiceCode,
  TServiceExclusivity,
} from '@portal/contracts';
import { and, asc, eq, exists, ilike, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { properties, propertyManagers, propertyServices } from '../../db/schema/index';
import { activeService, inPortfolio } from '../../lib/compliance-definitions';
import { propertyRef } from '../../lib/property-ref';
import { facetsCondition, type FacetClock, type SupportedFacet } from './facets';

/** What a portfolio request is computed for: the session's agency, as of its calendar day. */
export interface PortfolioScope extends FacetClock {
  agencyId: number;
}

export type PortfolioFilters = Omit<TPortfolioQuery, 'facet'> & { facet: SupportedFacet[] };

/** The largest value of an integer column: a larger id can only be unknown. */
const INT4_MAX = 2_147_483_647;

/** Escapes LIKE's wildcards so the user's text matches literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of the search must appear in the address (trigram index on search_text). */
function addressMatches(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return and(...words.map((word) => ilike(properties.searchText, `%${likeLiteral(word)}%`)));
}

/** Including: any of the services; Only: all of them; Excluding: none of them. */
function servicesMatch(
  tx: AgencyTx,
  codes: readonly TServiceCode[],
  mode: TServiceExclusivity,
): SQL | undefined {
  if (codes.length === 0) return undefined;
  const hasService = (selected: TServiceCode[]) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(propertyServices)
        .where(
          and(
            eq(propertyServices.agencyId, properties.agencyId),
            eq(propertyServices.propertyId, properties.id),
            activeService(),
            inArray(propertyServices.serviceCode, selected),
          ),
        ),
    );
  const unique = [...new Set(codes)];
  if (mode === 'Only') return and(...unique.map((code) => hasService([code])));
  if (mode === 'Excluding') return not(hasService(unique));
  return hasService(unique);
}

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

/**
 * GET /v1/portfolio: the agency's properties with the provider, filtered, by address. Two
 * statements in one transaction: the page (services folded in as JSON) and both totals.
 */
export async function portfolioList(
  database: Database,
  scope: PortfolioScope,
  filters: PortfolioFilters,
): Promise<TList<TPortfolioItem> & { unfilteredTotal: number }> {
  const size = filters['page-size'];
  const managerId = filters['property-manager'];
  return database.withAgency(scope.agencyId, async (tx) => {
    const base = and(
      eq(properties.agencyId, scope.agencyId),
      inPortfolio(),
      managerId === undefined
        ? undefined
        : managerId > INT4_MAX
          ? sql`false`
          : eq(properties.propertyManagerId, managerId),
    );
    const filtered = and(
      addressMatches(filters.query),
      facetsCondition(tx, filters.facet, scope),
      servicesMatch(tx, filters.service, filters.serviceExclusivity),
    );

    // Two scalar subqueries, so the filters sit in a WHERE (semi-joins, the trigram index)
    // rather than in a FILTER evaluated row by row.
    const count = (where: SQL | undefined) =>
      sql<number>`(${tx
        .select({ n: sql`count(*)` })
        .from(properties)
        .where(where)})`.mapWith(Number);
    const [totals] = await tx
      .select({ total: count(and(base, filtered)), unfilteredTotal: count(base) })
      .from(sql`(select 1) as one`);

    // The page's ids first, so a deep page skips rows without building their services.
    const page = tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(base, filtered))
      .orderBy(asc(properties.addressLine1), asc(properties.id))
      .limit(size)
      .offset((filters.page - 1) * size)
      .as('page');
    const rows = await tx
      .select({
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
      })
      .from(page)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, page.id)),
      )
      .leftJoin(
        propertyManagers,
        and(
          eq(propertyManagers.agencyId, properties.agencyId),
          eq(propertyManagers.id, properties.propertyManagerId),
        ),
      )
      .orderBy(asc(properties.addressLine1), asc(properties.id));

    return {
      items: rows.map((row) => ({
        ...propertyRef(row.id, row),
        propertyManager:
          row.managerId === null ? null : { id: row.managerId, name: row.managerName ?? '' },
        complianceStatus: row.complianceStatus as TPortfolioItem['complianceStatus'],
        flags: row.flags as TPortfolioItem['flags'],
        tags: row.tags,
        services: row.services,
        isIntegrated: row.isIntegrated,
        isVacant: row.isVacant,
      })),
      total: totals?.total ?? 0,
      unfilteredTotal: totals?.unfilteredTotal ?? 0,
    };
  });
}
