import type { TAccessIssueItem, TList } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema/index';
import { accessIssueList, hasService } from '../../domain/access-issue-list';
import { overdueService } from '../../domain/compliance-definitions';
import { pageWindow, type PageRequest } from './paging';
import { managerIdValue, type DashboardScope } from './scope';

/**
 * GET /v1/agency/access-issues/analytics/urgent: properties with an open access issue (OPEN, or
 * awaiting the provider after the agency added details) and an overdue service, so resolving is
 * urgent. Suspended properties first, then the longest unresolved.
 */
export function urgentAccessIssues(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TAccessIssueItem>> {
  const manager = scope.propertyManagerId !== undefined;
  return accessIssueList(database, scope, pageWindow(page), {
    shape: { list: 'urgent', manager },
    where: (tx) =>
      and(
        manager ? eq(properties.propertyManagerId, sql.placeholder('managerId')) : undefined,
        hasService(tx, { agencyId: sql.placeholder('agencyId') }, overdueService()),
      ),
    values: { managerId: managerIdValue(scope) },
  });
}
