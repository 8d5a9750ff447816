import { BULK_CONFIRM_DETAILS, type TUpdateSummaryItem } from '@portal/contracts';
import { IconChecks } from '@tabler/icons-react';
import { createElement } from 'react';
import type { BulkAction } from '../../../components/bulk/bulk-selection';
import { confirmPropertyDetails } from './confirm-property-details';
import { updatesKeys } from './keys';

/** 'Confirm details' on the selected required updates, each as its row's button confirms it. */
export const confirmDetailsOfProperties: BulkAction<TUpdateSummaryItem> = {
  words: BULK_CONFIRM_DETAILS,
  icon: createElement(IconChecks, { size: 14, 'aria-hidden': true }),
  run: async (item) => {
    await confirmPropertyDetails(item.compliancePropertyId);
    return { status: 'done', message: BULK_CONFIRM_DETAILS.confirmed };
  },
  refresh: (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: updatesKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: updatesKeys.overdue() }),
    ]),
};
