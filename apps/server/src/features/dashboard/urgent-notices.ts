import type { TList, TNotice } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notices } from '../../db/schema/index';
import { unresolvedNotice } from '../../domain/compliance-definitions';
import { noticeList } from '../../domain/notice-list';
import { pageWindow, type PageRequest } from './paging';
import { ofManagerProperties, type DashboardScope } from './scope';

/** GET /v1/notice/analytics/urgent-active-notices: unresolved urgent notices, newest first. */
export function urgentActiveNotices(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TNotice>> {
  return noticeList(database, scope, pageWindow(page), (tx) =>
    and(
      unresolvedNotice(),
      eq(notices.isUrgent, true),
      ofManagerProperties(tx, notices.propertyId, scope),
    ),
  );
}
