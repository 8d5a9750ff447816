import {
  complianceStatusLabels,
  serviceLabels,
  updateReasonLabels,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import type { XlsxColumn } from '../../files/xlsx-export';

/** The required-updates export's columns, headed in words a person reads. */
export const UPDATE_EXPORT_COLUMNS: readonly XlsxColumn<TUpdateSummaryItem>[] = [
  { header: 'Address', width: 36, value: (row) => row.addressLine1 },
  { header: 'Suburb', width: 28, value: (row) => row.addressLine2 },
  { header: 'Property manager', width: 24, value: (row) => row.propertyManager?.name ?? '' },
  {
    header: 'Compliance status',
    width: 26,
    value: (row) => complianceStatusLabels[row.complianceStatus],
  },
  {
    header: 'Update required',
    width: 34,
    value: (row) => row.updateReasons.map((reason) => updateReasonLabels[reason]).join(', '),
  },
  {
    header: 'Services requiring update',
    width: 34,
    value: (row) => row.servicesRequiringUpdate.map((code) => serviceLabels[code]).join(', '),
  },
  { header: 'Next service due', width: 16, kind: 'date', value: (row) => row.nextServiceDue },
  { header: 'Details last confirmed', width: 20, kind: 'date', value: (row) => row.confirmedAt },
];
