import {
  analyticsReasonLabels,
  serviceLabels,
  type TAnalytics,
  type TAnalyticsTable,
} from '@portal/contracts';
import type { XlsxColumn } from '../../files/xlsx-export';

// The columns of each table of the corporate dashboard as a spreadsheet: the table the page
// shows under each chart, its counts as numbers and its rates as percentages to one decimal.

/** The share of `part` in `whole` as a percentage to one decimal (empty when nothing counts). */
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

interface Rated {
  services: number;
  compliant: number;
}
const RATE_COLUMNS: XlsxColumn<Rated>[] = [
  { header: 'Services', kind: 'integer', value: (row) => row.services },
  { header: 'Compliant services', kind: 'integer', value: (row) => row.compliant },
  {
    header: 'Compliance rate (%)',
    kind: 'money',
    value: (row) => percent(row.compliant, row.services),
  },
];

type Row = Record<string, unknown>;

/** The rows and columns of `table` in `figures`. */
export function exportTable(
  figures: TAnalytics,
  table: TAnalyticsTable,
): { rows: Row[]; columns: XlsxColumn<Row>[] } {
  const rated = RATE_COLUMNS as unknown as XlsxColumn<Row>[];
  switch (table) {
    case 'trend':
      return {
        rows: figures.trend,
        columns: [
          { header: 'Month', value: (row) => String(row.month) },
          { header: 'Counted on', kind: 'date', value: (row) => String(row.day) },
          { header: 'Services', kind: 'integer', value: (row) => row.services as number },
          {
            header: 'Services on record',
            kind: 'integer',
            value: (row) => row.recorded as number,
          },
          {
            header: 'Compliant services',
            kind: 'integer',
            value: (row) => row.compliant as number,
          },
          {
            header: 'Compliance rate (%)',
            kind: 'money',
            value: (row) => percent(row.compliant as number, row.recorded as number),
          },
        ],
      };
    case 'services':
      return {
        rows: figures.byService,
        columns: [
          { header: 'Service', value: (row) => serviceLabels[row.service as never] },
          ...rated,
        ],
      };
    case 'due':
      return {
        rows: figures.byService,
        columns: [
          { header: 'Service', value: (row) => serviceLabels[row.service as never] },
          { header: 'Overdue services', kind: 'integer', value: (row) => row.overdue as number },
          {
            header: 'Approaching services',
            kind: 'integer',
            value: (row) => row.approaching as number,
          },
        ],
      };
    case 'managers':
      return {
        rows: figures.byManager,
        columns: [{ header: 'Property manager', value: (row) => String(row.name) }, ...rated],
      };
    case 'regions':
      return {
        rows: figures.byRegion,
        columns: [
          { header: 'Suburb', value: (row) => String(row.suburb) },
          { header: 'State', value: (row) => String(row.stateCode) },
          ...rated,
        ],
      };
    case 'reasons':
      return {
        rows: figures.reasons,
        columns: [
          { header: 'Reason', value: (row) => analyticsReasonLabels[row.reason as never] },
          {
            header: 'Non-compliant services',
            kind: 'integer',
            value: (row) => row.services as number,
          },
        ],
      };
  }
}
