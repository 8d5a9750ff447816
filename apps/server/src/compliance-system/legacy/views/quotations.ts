import {
  formatDate,
  formatPriceIncGst,
  QUOTATION_STATUS_CODES,
  quotationStatusById,
  quotationStatusLabels,
  quoteSeverityLabel,
  type TQuotationStatus,
} from '@portal/contracts';
import { html } from '../../html';
import type { Viewer } from '../context';
import type { QuotationRow } from '../queries/quotations';
import type { Paged } from '../paging';
import {
  badge,
  legacyPage,
  legacyPath,
  pagedList,
  propertyLink,
  serviceLabel,
  withQuery,
  type Tone,
} from './layout';

/** How a status is written in the URL: EXPIRED as 'Expired', AWAITING_APPROVAL as 'AwaitingApproval'. */
const statusParam = (code: TQuotationStatus) =>
  code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The status a ?status= value names, whatever its case or separators; undefined if none. */
export function parseStatusParam(value: string): TQuotationStatus | undefined {
  const wanted = value.replace(/[^a-z]/gi, '').toUpperCase();
  return QUOTATION_STATUS_CODES.find((code) => code.replaceAll('_', '') === wanted);
}

const STATUS_TONES: Partial<Record<TQuotationStatus, Tone>> = {
  AWAITING_APPROVAL: 'warn',
  ACCEPTED: 'good',
  COMPLETED: 'good',
  EXPIRED: 'bad',
  REJECTED: 'bad',
};

const SEVERITY_TONES: Record<string, Tone> = {
  URGENT: 'bad',
  DISCONNECTED_SAFETY_ISSUE: 'bad',
  NON_COMPLIANT_FAULTY: 'warn',
};

export function quotationsPage(
  viewer: Viewer,
  list: Paged<QuotationRow>,
  status: TQuotationStatus | undefined,
): string {
  const path = legacyPath(viewer, '/Quotations/index');
  const statusValue = status ? statusParam(status) : undefined;
  return legacyPage(viewer, {
    title: status ? `${quotationStatusLabels[status]} quotes` : 'Quotes',
    current: 'quotations',
    body: html`<h1>Quotes</h1>
      <form class="filters" method="get" action="${path}">
        <div>
          <label for="status">Status</label>
          <select id="status" name="status">
            <option value="">All statuses</option>
            ${QUOTATION_STATUS_CODES.map(
              (code) =>
                html`<option
                  value="${statusParam(code)}"
                  ${code === status ? html`selected` : null}
                >
                  ${quotationStatusLabels[code]}
                </option>`,
            )}
          </select>
        </div>
        <button type="submit">Show</button>
      </form>
      ${pagedList(list, {
        singular: status ? `${quotationStatusLabels[status].toLowerCase()} quote` : 'quote',
        plural: status ? `${quotationStatusLabels[status].toLowerCase()} quotes` : 'quotes',
        caption: 'Quotes, newest first',
        pageHref: (page) => withQuery(path, { status: statusValue, page }),
        columns: [
          { header: 'Number', cell: (q) => q.quoteNumber, kind: 'nowrap' },
          {
            header: 'Property',
            cell: (q) => propertyLink(viewer, q.propertyId, q.address),
            kind: 'address',
          },
          { header: 'Service', cell: (q) => serviceLabel(q.serviceCode) },
          {
            header: 'Status',
            cell: (q) => {
              const code = quotationStatusById(q.statusId).code;
              return badge(quotationStatusLabels[code], STATUS_TONES[code]);
            },
          },
          {
            header: 'Severity',
            cell: (q) => badge(quoteSeverityLabel(q.severity), SEVERITY_TONES[q.severity ?? '']),
          },
          { header: 'Expiry', cell: (q) => formatDate(q.expiresAt) || '—', kind: 'nowrap' },
          { header: 'Total', cell: (q) => formatPriceIncGst(q.total) || '—', kind: 'num' },
        ],
      })}`,
  });
}
