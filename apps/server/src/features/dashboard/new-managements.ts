import type { TList, TNewManagement } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newManagements, users } from '../../db/schema/index';
import { currentNewManagement, newManagementsSince } from '../../domain/compliance-definitions';
import { isoInstant, pageWindow, type PageRequest } from './paging';
import { addressColumns, oneLineAddress } from '../../domain/property-ref';
import { enrolmentStatusOf, hasJobOrder } from '../../domain/new-management-enrolment';
import { countAll, ofManagerPortfolioProperties, type DashboardScope } from './scope';

/**
 * GET /v1/portfolio/analytics/new-managements: properties an integration found under management
 * in the past 30 days and not dismissed, the newest first; who put one under enrolment is named.
 */
export async function recentNewManagements(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TNewManagement>> {
  const { limit, offset } = pageWindow(page);
  return database.withAgency(scope.agencyId, async (tx) => {
    const matching = and(
      eq(newManagements.agencyId, scope.agencyId),
      currentNewManagement(newManagementsSince(scope.today)),
      ofManagerPortfolioProperties(tx, newManagements.portfolioPropertyId, scope),
    );
    const [{ total } = { total: 0 }] = await tx
      .select({ total: countAll() })
      .from(newManagements)
      .where(matching);
    const rows = await tx
      .select({
        portfolioPropertyId: newManagements.portfolioPropertyId,
        ...addressColumns(newManagements),
        softwareName: newManagements.softwareName,
        firstActiveDate: newManagements.firstActiveDate,
        status: newManagements.status,
        underEnrolmentAt: newManagements.underEnrolmentAt,
        underEnrolmentBy: users.displayName,
        hasJobOrder,
      })
      .from(newManagements)
      .leftJoin(users, eq(users.id, newManagements.underEnrolmentBy))
      .where(matching)
      .orderBy(desc(newManagements.firstActiveDate), desc(newManagements.id))
      .limit(limit)
      .offset(offset);
    return {
      total,
      items: rows.map((row) => ({
        portfolioPropertyId: row.portfolioPropertyId,
        address: oneLineAddress(row),
        softwareName: row.softwareName,
        firstActiveDate: row.firstActiveDate,
        isUnderEnrolment: row.status === 'UNDER_ENROLMENT',
        enrolmentStatus: enrolmentStatusOf(row.status, row.hasJobOrder),
        underEnrolmentAt: isoInstant(row.underEnrolmentAt),
        underEnrolmentBy: row.underEnrolmentBy,
      })),
    };
  });
}
