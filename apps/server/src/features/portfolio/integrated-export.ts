import {
  complianceStatusLabels,
  serviceLabels,
  type TIntegratedPortfolioItem,
} from '@portal/contracts';
import type { XlsxColumn } from '../../files/xlsx-export';

/** The integrated portfolio export's columns, headed in words a person reads. */
export const INTEGRATED_EXPORT_COLUMNS: readonly XlsxColumn<TIntegratedPortfolioItem>[] = [
  { header: 'Address', width: 36, value: (row) => row.addressLine1 },
  { header: 'Suburb', width: 28, value: (row) => row.addressLine2 },
  { header: 'Property manager', width: 24, value: (row) => row.propertyManager?.name ?? '' },
  {
    header: 'Provided by',
    width: 26,
    value: (row) => row.providerName ?? 'No supplier',
  },
  {
    header: 'Compliance status',
    width: 26,
    value: (row) => complianceStatusLabels[row.complianceStatus],
  },
  {
    header: 'Services',
    width: 40,
    value: (row) => row.services.map((service) => serviceLabels[service.shortName]).join(', '),
  },
  { header: 'Last service date', width: 16, kind: 'date', value: (row) => row.lastServiceDate },
  { header: 'Next service due', width: 16, kind: 'date', value: (row) => row.nextDueDate },
];
