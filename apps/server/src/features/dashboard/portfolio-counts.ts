import { SERVICE_CODES, type TServiceCode } from '@portal/contracts';
import { and, arrayContains, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AgencyTx } from '../../db/client';
import { properties, propertyServices } from '../../db/schema/index';
import {
  activeService,
  bookingInProgress,
  inPortfolio,
  onService,
} from '../../domain/compliance-definitions';
import { countAll, countDistinctWhere, countWhere, managedBy, type DashboardScope } from './scope';

/** The property-level figures of GET /v1/stats (definitions in stats-service.ts). */
export interface PortfolioCounts {
  managed: number;
  onService: number;
  compliant: number;
  pendingItems: number;
  complianceIssues: number;
  bookingInProgress: number;
  servicesBreakdown: Record<TServiceCode, number>;
}

const portfolioProperties = (scope: DashboardScope) =>
  and(
    eq(properties.agencyId, scope.agencyId),
    inPortfolio(),
    managedBy(properties.propertyManagerId, scope),
  );

/** The services of the scope's portfolio properties, with their property joined. */
const servicesJoin = <F extends SelectedFields>(tx: AgencyTx, fields: F) =>
  tx
    .select(fields)
    .from(propertyServices)
    .innerJoin(
      properties,
      and(
        eq(properties.agencyId, propertyServices.agencyId),
        eq(properties.id, propertyServices.propertyId),
      ),
    );

/**
 * One statement over the portfolio's properties and services: the heavy part of the figures
 * (every property and service of the agency is read), which stats-service.ts caches briefly.
 */
export async function portfolioCounts(
  tx: AgencyTx,
  scope: DashboardScope,
): Promise<PortfolioCounts> {
  const inScope = and(eq(propertyServices.agencyId, scope.agencyId), portfolioProperties(scope));
  const figures = tx
    .select({
      managed: countAll().as('managed'),
      onService: countWhere(onService()).as('on_service'),
      compliant: countWhere(eq(properties.complianceStatus, 'COMPLIANT')).as('compliant'),
      pendingItems: countWhere(arrayContains(properties.flags, ['PENDING_ITEMS'])).as(
        'pending_items',
      ),
      complianceIssues: countWhere(arrayContains(properties.flags, ['COMPLIANCE_ISSUES'])).as(
        'compliance_issues',
      ),
    })
    .from(properties)
    .where(portfolioProperties(scope))
    .as('portfolio_figures');
  // Conditions common to every code go in WHERE, so each row is tested once for them.
  const breakdown = servicesJoin(
    tx,
    Object.fromEntries(
      SERVICE_CODES.map((code) => [
        code,
        countDistinctWhere(propertyServices.propertyId, eq(propertyServices.serviceCode, code)).as(
          `service_${code}`,
        ),
      ]),
    ) as Record<TServiceCode, SQL.Aliased<number>>,
  )
    .where(and(inScope, activeService()))
    .as('service_figures');
  const booking = servicesJoin(tx, {
    count: countDistinctWhere(propertyServices.propertyId).as('booking_in_progress'),
  })
    .where(and(inScope, bookingInProgress()))
    .as('booking_figures');

  const [row] = await tx.select().from(figures).crossJoin(breakdown).crossJoin(booking);
  // Aggregates without GROUP BY always give one row.
  const { portfolio_figures: portfolio, service_figures: services, booking_figures } = row!;
  return {
    ...portfolio,
    bookingInProgress: booking_figures.count,
    servicesBreakdown: Object.fromEntries(
      SERVICE_CODES.map((code) => [code, services[code]]),
    ) as Record<TServiceCode, number>,
  };
}
