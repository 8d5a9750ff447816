import type {
  TComplianceStatus,
  TIntegratedPortfolioFacet,
  TIntegratedPortfolioItem,
  TIntegratedPortfolioListQuery,
  TIntegratedPortfolioService,
  TList,
  TProvidedBy,
  TPropertySort,
  TPropertySortKey,
} from '@portal/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  nonManagedProperties,
  properties,
  propertyManagers,
  propertyServices,
} from '../../db/schema/index';
import { inPortfolio } from '../../domain/compliance-definitions';
import { complianceStatusRank, orderOf, type OrderTerm } from '../../domain/list-order';
import { requiredFacets } from '../../domain/property-facets';
import {
  hasActiveService,
  managerIs,
  propertyWordsMatch,
  wordsMatch,
} from '../../domain/property-list';
import { propertyRef } from '../../domain/property-ref';

/**
 * The integrated portfolio: every property of the agency's software, those serviced by the
 * provider (PROVIDER: its managed properties known through the integration) and those serviced by
 * other providers or nobody (OTHER: the mirrored non_managed_properties). Facets are the other
 * providers' stats, read from the compliance status both tables hold (as GET /v1/stats/integrated).
 */
export interface IntegratedScope {
  agencyId: number;
  /** The provider's name, shown as the provider of its own properties. */
  providerName: string;
}

export type IntegratedFilters = Omit<TIntegratedPortfolioListQuery, 'page' | 'page-size' | 'sort'>;

const STATUS_OF: Record<TIntegratedPortfolioFacet, TComplianceStatus> = {
  ComplianceIssues: 'NON_COMPLIANT',
  Compliant: 'COMPLIANT',
  Overdue: 'OVERDUE',
  ApproachingNextService: 'APPROACHING_NEXT_SERVICE',
  MissingSupplier: 'MISSING_SUPPLIER',
  MissingLastServiceDate: 'MISSING_LAST_SERVICE_DATE',
};

const statuses = (facets: readonly TIntegratedPortfolioFacet[]) => [
  ...new Set(facets.map((facet) => STATUS_OF[facet])),
];

/** The provider's side: its portfolio properties that came through the integration. */
function providerWhere(tx: AgencyTx, scope: IntegratedScope, filters: IntegratedFilters) {
  const codes = statuses(filters.facet);
  return and(
    eq(properties.agencyId, scope.agencyId),
    inPortfolio(),
    eq(properties.isIntegrated, true),
    managerIs(properties.propertyManagerId, filters['property-manager']),
    propertyWordsMatch(scope.agencyId, filters.query, requiredFacets([])),
    codes.length ? inArray(properties.complianceStatus, codes) : undefined,
    filters.services.length ? hasActiveService(tx, filters.services) : undefined,
  );
}

/** The other providers' side: the mirrored properties the provider does not service. */
function otherWhere(scope: IntegratedScope, filters: IntegratedFilters) {
  const codes = statuses(filters.facet);
  const services = [...new Set(filters.services)];
  return and(
    eq(nonManagedProperties.agencyId, scope.agencyId),
    managerIs(nonManagedProperties.propertyManagerId, filters['property-manager']),
    wordsMatch(nonManagedProperties.searchText, filters.query),
    codes.length ? inArray(nonManagedProperties.complianceStatus, codes) : undefined,
    services.length
      ? sql`${nonManagedProperties.services} ?| ${sql.raw(
          // Service codes are a closed enumeration (validated), safe as literals.
          `array[${services.map((code) => `'${code}'`).join(', ')}]`,
        )}`
      : undefined,
  );
}

const sides = (providedBy: TProvidedBy | undefined) => ({
  provider: providedBy !== 'OTHER',
  other: providedBy !== 'PROVIDER',
});

/** A union row: both tables' properties in one shape, ordered by its sort, then side, id. */
interface UnionRow extends Record<string, unknown> {
  kind: TProvidedBy;
  id: number;
  address_sort: string;
  address_line1: string;
  address_line2: string | null;
  suburb: string;
  state_code: string;
  postcode: string;
  manager_id: number | null;
  manager_name: string | null;
  provider_name: string | null;
  compliance_status: TComplianceStatus;
  last_service_date: string | null;
  next_due_date: string | null;
  services: TIntegratedPortfolioService[] | null;
}

/** The provider's services of a property, in the integrated portfolio's service shape. */
const providerServicesJson = (providerName: string) => sql`(
  select coalesce(json_agg(json_build_object(
    'shortName', ${propertyServices.serviceCode},
    'status', ${propertyServices.status},
    'providerName', case when ${propertyServices.isManagedByProvider} then ${providerName}::text
                         else ${propertyServices.supplierName} end,
    'lastServiceDate', ${propertyServices.lastServiceDate},
    'nextDueDate', ${propertyServices.nextDueDate}
  ) order by ${propertyServices.serviceCode}), '[]'::json)
  from ${propertyServices}
  where ${propertyServices.agencyId} = ${properties.agencyId}
    and ${propertyServices.propertyId} = ${properties.id}
)`;

/**
 * The provider's services of many properties in one statement, by property: an export reads its
 * rows' services this way (plain rows, grouped here), a fraction of a subquery per row.
 */
async function providerServicesOf(
  tx: AgencyTx,
  scope: IntegratedScope,
  ids: readonly number[],
): Promise<Map<number, TIntegratedPortfolioService[]>> {
  const byProperty = new Map<number, TIntegratedPortfolioService[]>();
  if (ids.length === 0) return byProperty;
  const result = await tx.execute<{
    id: number;
    code: TIntegratedPortfolioService['shortName'];
    status: TIntegratedPortfolioService['status'];
    provider: string | null;
    last: string | null;
    next: string | null;
  }>(
    sql`select ${propertyServices.propertyId} as id, ${propertyServices.serviceCode} as code,
        ${propertyServices.status} as status,
        case when ${propertyServices.isManagedByProvider} then ${scope.providerName}::text
             else ${propertyServices.supplierName} end as provider,
        ${propertyServices.lastServiceDate}::text as last,
        ${propertyServices.nextDueDate}::text as next
      from ${propertyServices}
      where ${propertyServices.agencyId} = ${scope.agencyId}
        and ${propertyServices.propertyId} = any(${sql.param(ids)}::int[])
      order by ${propertyServices.propertyId}, ${propertyServices.serviceCode}`,
  );
  for (const row of result.rows) {
    let services = byProperty.get(row.id);
    if (!services) byProperty.set(row.id, (services = []));
    services.push({
      shortName: row.code,
      status: row.status,
      providerName: row.provider,
      lastServiceDate: row.last,
      nextDueDate: row.next,
    });
  }
  return byProperty;
}

function providerSelect(
  tx: AgencyTx,
  scope: IntegratedScope,
  where: SQL | undefined,
  withServices: boolean,
) {
  return sql`select 'PROVIDER' as kind, ${properties.id} as id,
      ${properties.addressSort} as address_sort, ${properties.addressLine1} as address_line1, ${properties.addressLine2} as address_line2,
      ${properties.suburb} as suburb, ${properties.stateCode} as state_code,
      ${properties.postcode} as postcode, ${propertyManagers.id} as manager_id,
      ${propertyManagers.name} as manager_name, ${scope.providerName}::text as provider_name,
      ${properties.complianceStatus} as compliance_status,
      ${properties.lastServiceDate} as last_service_date,
      ${properties.nextServiceDue} as next_due_date,
      ${withServices ? providerServicesJson(scope.providerName) : sql`null::json`} as services
    from ${properties}
    left join ${propertyManagers} on ${propertyManagers.agencyId} = ${properties.agencyId}
      and ${propertyManagers.id} = ${properties.propertyManagerId}
    where ${where}`;
}

function otherSelect(where: SQL | undefined) {
  return sql`select 'OTHER' as kind, ${nonManagedProperties.id} as id,
      ${nonManagedProperties.addressSort} as address_sort,
      ${nonManagedProperties.addressLine1} as address_line1,
      ${nonManagedProperties.addressLine2} as address_line2,
      ${nonManagedProperties.suburb} as suburb, ${nonManagedProperties.stateCode} as state_code,
      ${nonManagedProperties.postcode} as postcode, ${propertyManagers.id} as manager_id,
      ${propertyManagers.name} as manager_name,
      ${nonManagedProperties.providerName} as provider_name,
      ${nonManagedProperties.complianceStatus} as compliance_status,
      ${nonManagedProperties.lastServiceDate} as last_service_date,
      ${nonManagedProperties.nextDueDate} as next_due_date,
      (select coalesce(json_agg(json_build_object(
          'shortName', s.key,
          'status', s.value->>'status',
          'providerName', s.value->>'providerName',
          'lastServiceDate', s.value->>'lastServiceDate',
          'nextDueDate', s.value->>'nextDueDate'
        ) order by s.key), '[]'::json)
        from jsonb_each(${nonManagedProperties.services}) as s) as services
    from ${nonManagedProperties}
    left join ${propertyManagers}
      on ${propertyManagers.agencyId} = ${nonManagedProperties.agencyId}
      and ${propertyManagers.id} = ${nonManagedProperties.propertyManagerId}
    where ${where}`;
}

/** The key of a union row in address order, for keyset reads (exports). */
interface IntegratedCursor {
  addressSort: string;
  kind: TProvidedBy;
  id: number;
}

/** The columns of each `sort`, on one side's table or on the union (`u`). */
function sortTerms(side: {
  addressSort: OrderTerm;
  nextDue: OrderTerm;
  status: OrderTerm;
  /** The side, on the union only (within a side it is a constant). */
  kind?: OrderTerm;
  id: OrderTerm;
}): Record<TPropertySortKey, readonly OrderTerm[]> {
  const { addressSort, nextDue, status, kind, id } = side;
  const last = kind ? [kind, id] : [id];
  return {
    address: [addressSort, ...last],
    'due-date': [nextDue, addressSort, ...last],
    status: [complianceStatusRank(status), addressSort, ...last],
  };
}

const UNION_TERMS = sortTerms({
  addressSort: sql`u.address_sort`,
  nextDue: sql`u.next_due_date`,
  status: sql`u.compliance_status`,
  kind: sql`u.kind`,
  id: sql`u.id`,
});

const PROVIDER_TERMS = sortTerms({
  addressSort: properties.addressSort,
  nextDue: properties.nextServiceDue,
  status: properties.complianceStatus,
  id: properties.id,
});

const OTHER_TERMS = sortTerms({
  addressSort: nonManagedProperties.addressSort,
  nextDue: nonManagedProperties.nextDueDate,
  status: nonManagedProperties.complianceStatus,
  id: nonManagedProperties.id,
});

/** ORDER BY's items of `sort` on `terms`. */
const orderSql = (sort: TPropertySort, terms: Record<TPropertySortKey, readonly OrderTerm[]>) =>
  sql.join(orderOf(sort, terms), sql`, `);

/**
 * Rows of the union in the order of `sort`, `limit` of them after `offset` or (address order,
 * the exports) after `cursor`. Each side keeps its own order and limit, so PostgreSQL reads each
 * through its (agency_id, address_sort, id) index and merges.
 */
async function unionRows(
  tx: AgencyTx,
  scope: IntegratedScope,
  filters: IntegratedFilters,
  window: { limit: number; offset?: number; cursor?: IntegratedCursor; sort?: TPropertySort },
  /** false: the provider's rows come without services (null), for providerServicesOf. */
  withProviderServices = true,
): Promise<UnionRow[]> {
  const { provider, other } = sides(filters['provided-by']);
  const { cursor } = window;
  const sort = window.sort ?? 'address';
  // The plain bound on the address lets each batch start at the cursor in the (agency_id,
  // address_sort, id) index; the row comparison alone would be a filter over every earlier row.
  const after = (key: SQL, kind: TProvidedBy, id: SQL) =>
    cursor === undefined
      ? undefined
      : sql`${key} >= ${cursor.addressSort} and (${key}, ${kind}::text, ${id}) > (${cursor.addressSort}, ${cursor.kind}::text, ${cursor.id})`;
  const reach = window.limit + (window.offset ?? 0);
  const parts: SQL[] = [];
  if (provider) {
    const where = and(
      providerWhere(tx, scope, filters),
      after(sql`${properties.addressSort}`, 'PROVIDER', sql`${properties.id}`),
    );
    parts.push(
      sql`(${providerSelect(tx, scope, where, withProviderServices)}
        order by ${orderSql(sort, PROVIDER_TERMS)} limit ${reach})`,
    );
  }
  if (other) {
    const where = and(
      otherWhere(scope, filters),
      after(sql`${nonManagedProperties.addressSort}`, 'OTHER', sql`${nonManagedProperties.id}`),
    );
    parts.push(
      sql`(${otherSelect(where)}
        order by ${orderSql(sort, OTHER_TERMS)} limit ${reach})`,
    );
  }
  const result = await tx.execute<UnionRow>(
    sql`select * from (${sql.join(parts, sql` union all `)}) as u
      order by ${orderSql(sort, UNION_TERMS)} limit ${window.limit} offset ${window.offset ?? 0}`,
  );
  return result.rows;
}

const toItem = (row: UnionRow): TIntegratedPortfolioItem => {
  const ref = propertyRef(row.id, {
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    suburb: row.suburb,
    stateCode: row.state_code,
    postcode: row.postcode,
  });
  return {
    providedBy: row.kind,
    compliancePropertyId: row.kind === 'PROVIDER' ? row.id : null,
    agencyPortfolioPropertyId: row.kind === 'OTHER' ? row.id : null,
    addressLine1: ref.addressLine1,
    addressLine2: ref.addressLine2,
    propertyManager:
      row.manager_id === null ? null : { id: row.manager_id, name: row.manager_name ?? '' },
    providerName: row.provider_name,
    complianceStatus: row.compliance_status,
    lastServiceDate: row.last_service_date,
    nextDueDate: row.next_due_date,
    services: row.services ?? [],
  };
};

async function integratedTotals(tx: AgencyTx, scope: IntegratedScope, filters: IntegratedFilters) {
  const { provider, other } = sides(filters['provided-by']);
  const count = (table: typeof properties | typeof nonManagedProperties, where: SQL | undefined) =>
    sql<number>`(${tx
      .select({ n: sql`count(*)` })
      .from(table)
      .where(where)})`.mapWith(Number);
  const zero = sql<number>`0`.mapWith(Number);
  const unfiltered: IntegratedFilters = {
    ...filters,
    query: undefined,
    facet: [],
    services: [],
    'provided-by': undefined,
  };
  const [row] = await tx
    .select({
      provider: provider ? count(properties, providerWhere(tx, scope, filters)) : zero,
      other: other ? count(nonManagedProperties, otherWhere(scope, filters)) : zero,
      unfilteredProvider: count(properties, providerWhere(tx, scope, unfiltered)),
      unfilteredOther: count(nonManagedProperties, otherWhere(scope, unfiltered)),
    })
    .from(sql`(select 1) as one`);
  return {
    total: (row?.provider ?? 0) + (row?.other ?? 0),
    unfilteredTotal: (row?.unfilteredProvider ?? 0) + (row?.unfilteredOther ?? 0),
  };
}

/** GET /v1/portfolio/integrated. unfilteredTotal: the manager's whole integrated portfolio. */
export async function integratedPortfolioList(
  database: Database,
  scope: IntegratedScope,
  filters: TIntegratedPortfolioListQuery,
): Promise<TList<TIntegratedPortfolioItem> & { unfilteredTotal: number }> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const totals = await integratedTotals(tx, scope, filters);
    const size = filters['page-size'];
    const offset = (filters.page - 1) * size;
    if (offset >= totals.total) return { items: [], ...totals };
    const rows = await unionRows(tx, scope, filters, { limit: size, offset, sort: filters.sort });
    return { items: rows.map(toItem), ...totals };
  });
}

/**
 * Every row of the filtered integrated portfolio, in batches read by keyset inside one
 * transaction, for the export: a large agency is never held in memory at once.
 */
export async function eachIntegratedBatch(
  database: Database,
  scope: IntegratedScope,
  filters: IntegratedFilters,
  onBatch: (items: TIntegratedPortfolioItem[]) => Promise<void>,
  batchSize = 2_000,
): Promise<void> {
  await database.withAgency(scope.agencyId, async (tx) => {
    const read = async (cursor?: IntegratedCursor) => {
      const rows = await unionRows(tx, scope, filters, { limit: batchSize, cursor }, false);
      const provided = rows.filter((row) => row.kind === 'PROVIDER');
      const services = await providerServicesOf(
        tx,
        scope,
        provided.map((row) => row.id),
      );
      for (const row of provided) row.services = services.get(row.id) ?? [];
      return rows;
    };
    let rows = await read();
    while (rows.length > 0) {
      const last = rows[rows.length - 1]!;
      // The next batch is read while this one is written (the database and the spreadsheet
      // each take about half the time); a failure of either ends the export.
      const next =
        rows.length < batchSize
          ? null
          : read({ addressSort: last.address_sort, kind: last.kind, id: last.id });
      next?.catch(() => undefined);
      await onBatch(rows.map(toItem));
      if (!next) return;
      rows = await next;
    }
  });
}
