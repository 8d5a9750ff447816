import type { TList, TNotice } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notices, properties } from '../../db/schema/index';
import { unresolvedNotice } from '../../domain/compliance-definitions';
import { noticeList } from '../../domain/notice-list';
import { pageWindow, type PageRequest } from './paging';
import { managerIdValue, type DashboardScope } from './scope';

const value = sql.placeholder;

/** GET /v1/notice/analytics/urgent-active-notices: unresolved urgent notices, newest first. */
export function urgentActiveNotices(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TNotice>> {
  const manager = scope.propertyManagerId !== undefined;
  return noticeList(database, scope, pageWindow(page), {
    shape: { list: 'urgent', manager },
    where: (tx) =>
      and(
        unresolvedNotice(),
        eq(notices.isUrgent, true),
        // The notices of the manager's properties.
        manager
          ? inArray(
              notices.propertyId,
              tx
                .select({ id: properties.id })
                .from(properties)
                .where(
                  and(
                    eq(properties.agencyId, value('agencyId')),
                    eq(properties.propertyManagerId, value('managerId')),
                  ),
                ),
            )
          : undefined,
      ),
    values: { managerId: managerIdValue(scope) },
  });
}
