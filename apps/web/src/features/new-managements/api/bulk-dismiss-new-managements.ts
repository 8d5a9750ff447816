import { BULK_DISMISS_NEW_MANAGEMENTS, type TNewManagement } from '@portal/contracts';
import { IconX } from '@tabler/icons-react';
import { createElement } from 'react';
import type { BulkAction } from '../../../components/bulk/bulk-selection';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';
import { dismissNewManagement } from './dismiss-new-management';

/**
 * 'Dismiss' on the selected new managements, each as its row menu's Dismiss does. One whose
 * enrolment was requested is left as it is (the server refuses to dismiss it too).
 */
export const dismissNewManagements: BulkAction<TNewManagement> = {
  words: BULK_DISMISS_NEW_MANAGEMENTS,
  icon: createElement(IconX, { size: 14, 'aria-hidden': true }),
  danger: true,
  check: (item) =>
    item.enrolmentStatus === 'NOT_ENROLLED'
      ? undefined
      : { status: 'skipped', message: BULK_DISMISS_NEW_MANAGEMENTS.enrolmentRequested },
  run: async (item) => {
    await dismissNewManagement(item.portfolioPropertyId);
    return { status: 'done', message: BULK_DISMISS_NEW_MANAGEMENTS.dismissed };
  },
  refresh: (queryClient) => invalidateDashboardViews(queryClient, 'newManagements'),
};
