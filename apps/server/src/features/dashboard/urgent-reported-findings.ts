import type { TList, TReportedFindingGroup } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  properties,
  propertyServices,
  reportedFindingGroups,
  reportedFindings,
} from '../../db/schema/index';
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
    // The counted groups (reported_finding_groups, kept by the database as findings are
    // written): the urgent ones come from their own index, the longest outstanding first.
    const groups = reportedFindingGroups;
    const matching = and(
      eq(groups.agencyId, scope.agencyId),
      eq(groups.isUrgent, true),
      ofManagerProperties(tx, groups.propertyId, scope),
    );
    const [{ total } = { total: 0 }] = await tx
      .select({ total: countAll() })
      .from(groups)
      .where(matching);
    const pageRows = tx
      .select({
        propertyId: groups.propertyId,
        serviceCode: groups.serviceCode,
        oldestUrgent: groups.oldestUrgent,
      })
      .from(groups)
      .where(matching)
      .orderBy(asc(groups.oldestUrgent), asc(groups.propertyId), asc(groups.serviceCode))
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
