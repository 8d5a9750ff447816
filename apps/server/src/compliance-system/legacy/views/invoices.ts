import { formatDate, formatPriceIncGst, invoiceStatusLabels } from '@portal/contracts';
import { html } from '../../html';
import type { Viewer } from '../context';
import type { InvoiceRow } from '../queries/invoices';
import type { Paged } from '../paging';
import { badge, legacyPage, legacyPath, pagedList, propertyLink, withQuery } from './layout';

/** Paid; overdue once its due day has passed; outstanding until then. */
function invoiceStatus(invoice: InvoiceRow, today: string) {
  if (invoice.isPaid) return badge(invoiceStatusLabels.PAID, 'good');
  return invoice.dueDate < today
    ? badge(invoiceStatusLabels.OVERDUE, 'bad')
    : badge(invoiceStatusLabels.OUTSTANDING, 'warn');
}

export function invoicesPage(viewer: Viewer, list: Paged<InvoiceRow>, today: string): string {
  const path = legacyPath(viewer, '/Invoices/index');
  return legacyPage(viewer, {
    title: 'Invoices',
    current: 'invoices',
    body: html`<h1>Invoices</h1>
      ${pagedList(list, {
        singular: 'invoice',
        plural: 'invoices',
        caption: 'Invoices, latest issued first',
        pageHref: (page) => withQuery(path, { page }),
        columns: [
          { header: 'Number', cell: (i) => i.invoiceNumber, kind: 'nowrap' },
          {
            header: 'Property',
            cell: (i) => propertyLink(viewer, i.propertyId, i.address),
            kind: 'address',
          },
          { header: 'Issued', cell: (i) => formatDate(i.issuedAt), kind: 'nowrap' },
          { header: 'Due', cell: (i) => formatDate(i.dueDate), kind: 'nowrap' },
          { header: 'Total', cell: (i) => formatPriceIncGst(i.totalIncGst), kind: 'num' },
          { header: 'Status', cell: (i) => invoiceStatus(i, today) },
        ],
      })}`,
  });
}
