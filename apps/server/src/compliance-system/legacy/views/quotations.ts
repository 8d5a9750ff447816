import {
  emptyListText,
  formatDate,
  formatPriceIncGst,
  QUOTATION_STATUS_CODES,
  quotationStatusById,
  quotationStatusLabels,
  quoteSeverityLabel,
  type TQuotationStatus,
} from '@portal/contracts';
import { html, type Html } from '../../html';
import type { Viewer } from '../context';
import type { QuotationDetail, QuotationRow } from '../queries/quotations';
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
          {
            header: 'Number',
            cell: (q) =>
              html`<a href="${legacyPath(viewer, `/Quotations/approve/${q.id}`)}"
                >${q.quoteNumber}</a
              >`,
            kind: 'nowrap',
          },
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

/** What the agency just did, or why it could not. */
export type ApprovalOutcome = 'approved' | 'rejected' | 'conflict';

const NO_LONGER_AWAITING = 'This quote is no longer awaiting approval.';

/** Why a quote cannot be approved: its status, or the day it expired. */
function whyClosed(quote: QuotationDetail): string {
  const code = quotationStatusById(quote.statusId).code;
  if (code !== 'AWAITING_APPROVAL') return `It is ${quotationStatusLabels[code].toLowerCase()}.`;
  return quote.expiresAt ? `It expired on ${formatDate(quote.expiresAt)}.` : '';
}

function itemsTable(quote: QuotationDetail): Html {
  if (quote.items.length === 0) return html`<p class="empty">${emptyListText('items')}</p>`;
  const total = quote.items.reduce((sum, item) => sum + Number(item.amount), 0);
  return html`<div class="table-wrap" role="region" aria-label="Quote items" tabindex="0">
    <table>
      <caption class="visually-hidden">
        Quote items, prices including GST
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" class="num">Price</th>
        </tr>
      </thead>
      <tbody>
        ${quote.items.map(
          (item) =>
            html`<tr>
              <td>${item.description}</td>
              <td class="num">${formatPriceIncGst(item.amount)}</td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td class="num">${formatPriceIncGst(total.toFixed(2))}</td>
        </tr>
      </tfoot>
    </table>
  </div>`;
}

/**
 * /Quotations/approve/{id}: the quote, its items and prices, and (while it awaits approval) the
 * form that approves or rejects it; after a decision, what happened.
 */
export function quotationApprovalPage(
  viewer: Viewer,
  quote: QuotationDetail,
  outcome?: ApprovalOutcome,
): string {
  const path = legacyPath(viewer, `/Quotations/approve/${quote.id}`);
  const code = quotationStatusById(quote.statusId).code;
  const decided = outcome === 'approved' || outcome === 'rejected';
  return legacyPage(viewer, {
    title: `Quote ${quote.quoteNumber}`,
    current: 'quotations',
    width: 'wide',
    body: html`<h1>Quote ${quote.quoteNumber}</h1>
      ${
        decided
          ? html`<p class="success" role="status">
              Quote ${quote.quoteNumber} ${outcome}. The portal's quotes and figures now show it as
              ${quotationStatusLabels[code].toLowerCase()}.
            </p>`
          : null
      }
      ${outcome === 'conflict' ? html`<div class="alert" role="alert">${NO_LONGER_AWAITING}</div>` : null}
      <dl class="details">
        <dt>Property</dt>
        <dd>${propertyLink(viewer, quote.propertyId, quote.address)}</dd>
        <dt>Service</dt>
        <dd>${serviceLabel(quote.serviceCode)}</dd>
        <dt>Status</dt>
        <dd>${badge(quotationStatusLabels[code], STATUS_TONES[code])}</dd>
        <dt>Severity</dt>
        <dd>${badge(quoteSeverityLabel(quote.severity), SEVERITY_TONES[quote.severity ?? ''])}</dd>
        <dt>Expiry</dt>
        <dd>${formatDate(quote.expiresAt) || '—'}</dd>
      </dl>
      <h2>Items</h2>
      ${itemsTable(quote)}
      ${
        quote.awaitingApproval
          ? html`<form method="post" action="${path}">
              <p class="muted">
                Approving asks the provider to carry out this work at the prices above.
              </p>
              <div class="actions">
                <button type="submit" name="decision" value="approve">Approve quote</button>
                <button type="submit" name="decision" value="reject" class="secondary">
                  Reject quote
                </button>
              </div>
            </form>`
          : decided
            ? null
            : html`<p class="muted">${outcome ? null : NO_LONGER_AWAITING} ${whyClosed(quote)}</p>`
      }
      <div class="footer">
        <a href="${viewer.portalHome}">Back to the portal</a>
        <a href="${legacyPath(viewer, '/Quotations/index')}">All quotes</a>
      </div>`,
  });
}
