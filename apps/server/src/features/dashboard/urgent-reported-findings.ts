import type { TList, TReportedFindingGroup } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, propertyServices, reportedFindings } from '../../db/schema/index';
import { openFinding } from '../../domain/compliance-definitions';
import {
  findingsWhere,
  groupHeadColumns,
  groupServiceJoin,
  toGroups,
} from '../../domain/reported-finding-groups';
import { pageWindow, type PageRequest } from './paging';
import { countAll, ofManagerProperties, type DashboardScope } from './scope';

/**
 * GET /v1/reported-findings/analytics/urgent: one row per property and service with an open
 * finding that impacts compliance, the longest outstanding first; each row carries the open
 * findings of that service (urgent ones first).
 */
export async function urgentReportedFindings(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TReportedFindingGroup>> {
  const { limit, offset } = pageWindow(page);
  return database.withAgency(scope.agencyId, async (tx) => {
    const oldestUrgent = sql<string>`min(${reportedFindings.originalBookingDate}) filter (where ${reportedFindings.isUrgent})`;
    const urgentRows = tx
      .select({
        propertyId: reportedFindings.propertyId,
        serviceCode: reportedFindings.serviceCode,
        oldestUrgent: oldestUrgent.as('oldest_urgent'),
      })
      .from(reportedFindings)
      .where(
        and(
          eq(reportedFindings.agencyId, scope.agencyId),
          openFinding(),
          ofManagerProperties(tx, reportedFindings.propertyId, scope),
        ),
      )
      .groupBy(reportedFindings.propertyId, reportedFindings.serviceCode)
      .having(sql`bool_or(${reportedFindings.isUrgent})`)
      .as('urgent_rows');
    const [{ total } = { total: 0 }] = await tx.select({ total: countAll() }).from(urgentRows);
    // The page's groups are sorted and cut first, and only they are joined to their property and
    // service (joined before the limit, the planner walked every property of the agency).
    const pageRows = tx
      .select({
        propertyId: urgentRows.propertyId,
        serviceCode: urgentRows.serviceCode,
        oldestUrgent: urgentRows.oldestUrgent,
      })
      .from(urgentRows)
      .orderBy(
        asc(urgentRows.oldestUrgent),
        asc(urgentRows.propertyId),
        asc(urgentRows.serviceCode),
      )
      .limit(limit)
      .offset(offset)
      .as('page_rows');
    const heads = await tx
      .select({
        propertyId: pageRows.propertyId,
        serviceCode: pageRows.serviceCode,
        ...groupHeadColumns,
      })
      .from(pageRows)
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, pageRows.propertyId)),
      )
      .leftJoin(
        propertyServices,
        groupServiceJoin(scope.agencyId, pageRows.propertyId, pageRows.serviceCode),
      )
      .orderBy(asc(pageRows.oldestUrgent), asc(pageRows.propertyId), asc(pageRows.serviceCode));

    const findings = heads.length
      ? await findingsWhere(
          tx,
          scope.agencyId,
          and(
            openFinding(),
            inArray(reportedFindings.propertyId, [
              ...new Set(heads.map((head) => head.propertyId)),
            ]),
          ),
        )
      : [];
    return { total, items: toGroups(heads, findings) };
  });
}
