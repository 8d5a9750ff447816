import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyTx } from '../../../db/client';
import { properties, tenancies } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressOf, countRows, type AddressParts } from './shared';

export interface TenancyChangeRow {
  propertyId: number;
  address: AddressParts;
  isVacant: boolean;
  currentStart: string | null;
  currentEnd: string | null;
  vacateDate: string | null;
  upcomingStart: string | null;
}

const current = alias(tenancies, 'current_tenancy');

/**
 * Properties whose tenancy is changing: the current tenancy has a vacate date, or a tenancy
 * starts after `today`. The nearest change first.
 */
export async function findTenancyChanges(
  tx: AgencyTx,
  agencyId: number,
  filter: { today: string; page: number },
): Promise<Paged<TenancyChangeRow>> {
  const upcoming = tx
    .select({
      propertyId: tenancies.propertyId,
      startDate: sql<string>`min(${tenancies.startDate})`.as('upcoming_start'),
    })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.agencyId, agencyId),
        eq(tenancies.isCurrent, false),
        gt(tenancies.startDate, filter.today),
      ),
    )
    .groupBy(tenancies.propertyId)
    .as('upcoming');
  const where = and(
    eq(properties.agencyId, agencyId),
    eq(properties.isManaged, true),
    or(isNotNull(current.vacateDate), isNotNull(upcoming.startDate)),
  );
  const currentJoin = and(
    eq(current.agencyId, properties.agencyId),
    eq(current.propertyId, properties.id),
    eq(current.isCurrent, true),
  );
  const upcomingJoin = eq(upcoming.propertyId, properties.id);
  const [counted] = await tx
    .select({ total: countRows() })
    .from(properties)
    .leftJoin(current, currentJoin)
    .leftJoin(upcoming, upcomingJoin)
    .where(where);
  return loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        propertyId: properties.id,
        address: addressOf(properties),
        isVacant: properties.isVacant,
        currentStart: current.startDate,
        currentEnd: current.endDate,
        vacateDate: current.vacateDate,
        upcomingStart: upcoming.startDate,
      })
      .from(properties)
      .leftJoin(current, currentJoin)
      .leftJoin(upcoming, upcomingJoin)
      .where(where)
      .orderBy(
        sql`least(${current.vacateDate}, ${upcoming.startDate}) asc nulls last`,
        asc(properties.id),
      )
      .limit(limit)
      .offset(offset),
  );
}
