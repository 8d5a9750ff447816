import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import { nonManagedProperties, properties } from '../../db/schema/index';

/** What every dashboard call is computed for: the session's agency, as of its calendar day. */
export interface DashboardScope {
  agencyId: number;
  /** Only the properties of this property manager; undefined: the whole agency. */
  propertyManagerId: number | undefined;
  /** The agency's calendar day, 'yyyy-MM-dd'. */
  today: string;
  now: Date;
}

/** The largest value of an integer column: a larger id can only be unknown. */
const INT4_MAX = 2_147_483_647;

/**
 * The property-manager filter on a column; undefined (no condition) without one. An id of
 * another agency, or an unknown one, simply matches nothing beside the agency filter.
 */
export function managedBy(column: AnyColumn, scope: DashboardScope): SQL | undefined {
  const id = scope.propertyManagerId;
  if (id === undefined) return undefined;
  return id > INT4_MAX ? sql`false` : eq(column, id);
}

/**
 * The scope's property manager as a compiled query's value: an id beyond any stored one (which
 * PostgreSQL could not even bind as an integer) becomes -1, which also matches nothing.
 */
export const managerIdValue = (scope: DashboardScope): number | undefined => {
  const id = scope.propertyManagerId;
  return id !== undefined && id > INT4_MAX ? -1 : id;
};

/** Rows of a managed property of the scope's property manager (column: their property id). */
export function ofManagerProperties(
  tx: AgencyTx,
  propertyId: AnyColumn,
  scope: DashboardScope,
): SQL | undefined {
  const manager = managedBy(properties.propertyManagerId, scope);
  if (!manager) return undefined;
  return inArray(
    propertyId,
    tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, scope.agencyId), manager)),
  );
}

/** Rows of a mirrored (other-provider) property of the scope's property manager. */
export function ofManagerPortfolioProperties(
  tx: AgencyTx,
  portfolioPropertyId: AnyColumn,
  scope: DashboardScope,
): SQL | undefined {
  const manager = managedBy(nonManagedProperties.propertyManagerId, scope);
  if (!manager) return undefined;
  return inArray(
    portfolioPropertyId,
    tx
      .select({ id: nonManagedProperties.id })
      .from(nonManagedProperties)
      .where(and(eq(nonManagedProperties.agencyId, scope.agencyId), manager)),
  );
}

/** `count(*) filter (where …)`, as a number. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

/** `count(distinct …) filter (where …)`, as a number. */
export const countDistinctWhere = (column: AnyColumn, condition?: SQL) =>
  sql<number>`count(distinct ${column}) filter (where ${condition ?? sql`true`})`.mapWith(Number);

export const countAll = () => sql<number>`count(*)`.mapWith(Number);
