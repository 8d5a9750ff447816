import type { TAccessIssueItem, TList } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema/index';
import { accessIssueList } from '../../domain/access-issue-list';
import { pageWindow, type PageRequest } from './paging';
import { managerIdValue, type DashboardScope } from './scope';

/**
 * GET /v1/agency/access-issues/analytics/urgent: properties with an open access issue (OPEN, or
 * awaiting the provider after the agency added details) and an overdue service, so resolving is
 * urgent. Suspended properties first, then the longest unresolved: a walk of
 * properties_agency_urgent_access_issue_idx, which holds these properties only.
 */
export function urgentAccessIssues(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TAccessIssueItem>> {
  const manager = scope.propertyManagerId !== undefined;
  return accessIssueList(database, scope, pageWindow(page), {
    shape: { list: 'urgent', manager },
    where: () =>
      and(
        manager ? eq(properties.propertyManagerId, sql.placeholder('managerId')) : undefined,
        // Kept by triggers on property_services (migration 0032) as overdueService() says; as
        // the bare column, the condition is the predicate of the tab's partial index.
        sql`${properties.hasOverdueService}`,
      ),
    values: { managerId: managerIdValue(scope) },
  });
}
