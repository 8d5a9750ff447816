import {
  type TConfirmedPropertyDetails,
  type TList,
  type TOverdueUpdateProperty,
  type TPropertyFlag,
  type TServiceCode,
  type TUpdateReason,
  type TUpdateSummaryItem,
  type TUpdateSummaryQuery,
} from '@portal/contracts';
import { and, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import { properties, propertyManagers, propertyServices } from '../../db/schema/index';
import {
  activeService,
  inPortfolio,
  overdueService,
  serviceAwaitingDetails,
} from '../../domain/compliance-definitions';
import { PROPERTY_NOT_FOUND, notFound } from '../../lib/errors';
import { recordScopedAudit } from '../../plugins/audit';
import {
  facetDates,
  facetsCondition,
  requiredFacets,
  type FacetClock,
  type SupportedFacet,
  CURRENT_MODEL,
  UPDATES_REQUIRED_FACET,
} from '../../domain/property-facets';
import {
  afterProperty,
  INT4_MAX,
  managerIs,
  managerOfProperty,
  pageIdsWithTotal,
  portfolioItemColumns,
  PROPERTY_ORDER,
  propertyOrder,
  propertyWordsMatch,
  servicesMatch,
  toPortfolioItem,
} from '../../domain/property-list';
import {
  listConditions,
  listRequest,
  readsSearchKeys,
  unfilteredShape,
  type ListShape,
} from '../../domain/property-list-shape';
import { propertyRef } from '../../domain/property-ref';

/**
 * The required updates: portfolio properties waiting for details from the agency, because their
 * lease agreement must be updated (flag LEASE_AGREEMENT_UPDATE_REQUIRED, tag UpdateRequired) or
 * a service of the provider is UPDATES_REQUIRED. Confirming the property's details
 * (confirm-single-property-details) answers both.
 */
export interface UpdatesScope extends FacetClock {
  agencyId: number;
}

export type UpdateFilters = Omit<TUpdateSummaryQuery, 'facet' | 'page' | 'page-size' | 'sort'> & {
  facet: SupportedFacet[];
};

const LEASE_FLAG = 'LEASE_AGREEMENT_UPDATE_REQUIRED' satisfies TPropertyFlag;
const UPDATES_REQUIRED = 'UPDATES_REQUIRED';

/** The property of the current `properties` row has a service in `condition`. */
const hasService = (tx: AgencyTx, condition: SQL | undefined) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(propertyServices)
      .where(
        and(
          eq(propertyServices.agencyId, properties.agencyId),
          eq(propertyServices.propertyId, properties.id),
          condition,
        ),
      ),
  );

/**
 * On the list: the lease flag, or a provider's service waiting for details, which the triggers on
 * property_services keep in service_facets (UPDATES_REQUIRED_FACET, migration 0013). Written out,
 * not with parameters, as the predicate of the list's partial index, so that every plan, generic
 * ones included, can read it: the agency's required updates in address order with the columns of
 * the manager, portfolio and facet filters, so a page and its count are one index-only scan. On
 * the bench's 100,000-property agency, an OR over the services read every property (88 ms); the
 * ids of the flag and of the services, unioned, fetched the 1,667 rows to sort them (8,500
 * buffers, 15 ms for a page and its count); the index-only scan reads 40 buffers (280 with the
 * page's columns, 0.7 ms).
 */
const requiresUpdate = () =>
  sql`(${properties.flags} @> ${sql.raw(`'{${LEASE_FLAG}}'`)}::text[] or ${properties.serviceFacets} @> ${sql.raw(`'{${UPDATES_REQUIRED_FACET}}'`)}::text[])`;

/** The export's conditions (its batches are keyset pages, built as they go). */
function conditions(tx: AgencyTx, scope: UpdatesScope, filters: UpdateFilters) {
  const base = and(
    eq(properties.agencyId, scope.agencyId),
    inPortfolio(),
    managerIs(properties.propertyManagerId, filters['property-manager']),
    requiresUpdate(),
  );
  const filtered = and(
    propertyWordsMatch(scope.agencyId, filters.query, requiredFacets(filters.facet)),
    facetsCondition(tx, filters.facet, facetDates(scope)),
    servicesMatch(tx, filters.service, filters.serviceExclusivity),
  );
  return { base, filtered };
}

const columns = {
  ...portfolioItemColumns,
  nextServiceDue: properties.nextServiceDue,
  confirmedAt: properties.confirmedAt,
};

type Row = Parameters<typeof toPortfolioItem>[0] & {
  nextServiceDue: string | null;
  confirmedAt: Date | null;
};

function toItem(row: Row): TUpdateSummaryItem {
  const item = toPortfolioItem(row);
  const waiting = item.services
    .filter((service) => service.status === UPDATES_REQUIRED)
    .map((service) => service.shortName);
  const reasons: TUpdateReason[] = [];
  if (item.flags.includes(LEASE_FLAG)) reasons.push('LEASE_AGREEMENT_UPDATE_REQUIRED');
  if (waiting.length) reasons.push('SERVICE_UPDATES_REQUIRED');
  // The spread last: see propertyRef.
  return {
    updateReasons: reasons,
    servicesRequiringUpdate: waiting,
    nextServiceDue: row.nextServiceDue,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    ...item,
  };
}

/** The export's rows, with their place in the address order (its keyset). */
const selectRows = (tx: AgencyTx) =>
  tx
    .select({ ...columns, addressSort: properties.addressSort })
    .from(properties)
    .leftJoin(propertyManagers, managerOfProperty());

/** A page of the shape's required updates, in its order, each row with the count of them all. */
const pageQuery = (tx: AgencyTx, shape: ListShape) => {
  const { agencyId, base, filtered } = listConditions(tx, shape);
  const ids = pageIdsWithTotal(
    tx,
    and(base, requiresUpdate(), filtered),
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    true,
    propertyOrder(shape.sort),
  );
  return tx
    .select({ ...columns, total: ids.total })
    .from(ids)
    .innerJoin(properties, and(eq(properties.agencyId, agencyId), eq(properties.id, ids.id)))
    .leftJoin(propertyManagers, managerOfProperty())
    .orderBy(...propertyOrder(shape.sort));
};

/** The count of the shape's required updates. */
const countQuery = (tx: AgencyTx, shape: ListShape) => {
  const { base, filtered } = listConditions(tx, shape);
  return tx
    .select({ n: count() })
    .from(properties)
    .where(and(base, requiresUpdate(), filtered));
};

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/** The compiled required-updates queries of one server, by shape (as the portfolio's). */
export class UpdatesQueries {
  readonly pages = new CompiledShapes<PageRow>();
  readonly counts = new CompiledShapes<{ n: number }>();
}

/**
 * GET /v1/update/summary: the required updates, filtered, by address. Its queries are built once
 * per shape (which filters are present) and only filled in with each request's values.
 */
export async function updateSummary(
  database: Database,
  scope: UpdatesScope,
  filters: UpdateFilters & Pick<TUpdateSummaryQuery, 'page' | 'page-size' | 'sort'>,
  queries: UpdatesQueries,
): Promise<TList<TUpdateSummaryItem> & { unfilteredTotal: number }> {
  const { shape, values, filtered } = listRequest(scope, filters, CURRENT_MODEL);
  const { page } = filters;
  return database.withAgency(
    scope.agencyId,
    async (tx) => {
      const countOf = async (counted: ListShape) => {
        const compiled = queries.counts.get(counted, () => countQuery(tx, counted));
        const [row] = await runCompiled(tx, compiled, values);
        return row?.n ?? 0;
      };
      // The page's rows carry the count of every match, so the list is read once for both.
      const rows = await runCompiled(
        tx,
        queries.pages.get(shape, () => pageQuery(tx, shape)),
        values,
      );
      // An empty page has no row to carry the total: count, unless there is nothing at all.
      const total =
        rows.length > 0 ? Number(rows[0]!.total) : page === 1 ? 0 : await countOf(shape);
      const unfilteredTotal = filtered ? await countOf(unfilteredShape(shape)) : total;
      return { items: rows.map(toItem), total, unfilteredTotal };
    },
    { genericPlans: readsSearchKeys(shape) },
  );
}

/** The filtered required updates in keyset batches inside one transaction (the export). */
export async function eachUpdateBatch(
  database: Database,
  scope: UpdatesScope,
  filters: UpdateFilters,
  onBatch: (items: TUpdateSummaryItem[]) => Promise<void>,
  batchSize = 1_000,
): Promise<void> {
  await database.withAgency(scope.agencyId, async (tx) => {
    const { base, filtered } = conditions(tx, scope, filters);
    let last: { addressSort: string; id: number } | undefined;
    for (;;) {
      const rows = await selectRows(tx)
        .where(and(base, filtered, afterProperty(last)))
        .orderBy(...PROPERTY_ORDER)
        .limit(batchSize);
      if (rows.length === 0) return;
      await onBatch(rows.map(toItem));
      const end = rows[rows.length - 1]!;
      last = { addressSort: end.addressSort, id: end.id };
      if (rows.length < batchSize) return;
    }
  });
}

/** GET /v1/update/get-all-overdue-properties: required updates with an overdue service. */
export async function overdueUpdateProperties(
  database: Database,
  scope: UpdatesScope,
): Promise<TList<TOverdueUpdateProperty>> {
  const overdue = and(
    eq(propertyServices.agencyId, properties.agencyId),
    eq(propertyServices.propertyId, properties.id),
    activeService(),
    overdueService(),
  );
  const rows = await database.withAgency(scope.agencyId, (tx) =>
    tx
      .select({
        id: properties.id,
        addressLine1: properties.addressLine1,
        addressLine2: properties.addressLine2,
        suburb: properties.suburb,
        stateCode: properties.stateCode,
        postcode: properties.postcode,
        nextServiceDue: properties.nextServiceDue,
        overdueServices: sql<TServiceCode[]>`array(
          select ${propertyServices.serviceCode} from ${propertyServices}
          where ${overdue} order by ${propertyServices.serviceCode})`,
      })
      .from(properties)
      .where(
        and(
          eq(properties.agencyId, scope.agencyId),
          inPortfolio(),
          requiresUpdate(),
          hasService(tx, and(activeService(), overdueService())),
        ),
      )
      .orderBy(...PROPERTY_ORDER),
  );
  const items = rows.map((row) => ({
    nextServiceDue: row.nextServiceDue,
    overdueServices: row.overdueServices,
    ...propertyRef(row.id, row),
  }));
  return { items, total: items.length };
}

/**
 * POST /v1/property/{id}/confirm-single-property-details: the agency confirms the property's
 * details are current, which answers the lease-agreement update and the provider's services
 * waiting for details (they go back to SERVICE_PENDING). A property of another agency is not
 * found, exactly like a missing one.
 */
export async function confirmPropertyDetails(
  database: Database,
  scope: {
    agencyId: number;
    userId: number;
    now: Date;
    session?: { impersonatorUserId?: number | null };
  },
  propertyId: number,
): Promise<TConfirmedPropertyDetails> {
  if (propertyId > INT4_MAX) throw notFound(PROPERTY_NOT_FOUND);
  return database.withAgency(scope.agencyId, async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({
        confirmedAt: scope.now,
        confirmedBy: scope.userId,
        flags: sql`array_remove(${properties.flags}, ${LEASE_FLAG}::text)`,
        tags: sql`array_remove(${properties.tags}, 'UpdateRequired'::text)`,
        updatedAt: scope.now,
      })
      .where(
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, propertyId), inPortfolio()),
      )
      .returning({ id: properties.id, confirmedAt: properties.confirmedAt });
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    await tx
      .update(propertyServices)
      .set({ status: 'SERVICE_PENDING', updatedAt: scope.now })
      .where(
        and(
          eq(propertyServices.agencyId, scope.agencyId),
          eq(propertyServices.propertyId, propertyId),
          serviceAwaitingDetails(),
        ),
      );
    await recordScopedAudit(tx, scope, {
      action: 'property.confirm-details',
      target: String(propertyId),
    });
    return { compliancePropertyId: row.id, confirmedAt: row.confirmedAt!.toISOString() };
  });
}
