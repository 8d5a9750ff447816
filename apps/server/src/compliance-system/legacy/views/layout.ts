import { emptyListText, listSummary, serviceByCode } from '@portal/contracts';
import { html, page, type Html, type Value } from '../../html';
import { systemBase, type Viewer } from '../context';
import type { AddressParts } from '../queries/shared';
import type { Paged } from '../paging';

/** The legacy pages in the system's menu, with the paths the portal links to. */
const MENU = [
  { key: 'quotations', path: '/Quotations/index', text: 'Quotes' },
  { key: 'bookings', path: '/Bookings/view', text: 'Bookings' },
  { key: 'invoices', path: '/Invoices/index', text: 'Invoices' },
  { key: 'keys', path: '/Keys/keyManagement', text: 'Keys' },
  { key: 'key-history', path: '/Keys/keyCollectionHistory', text: 'Key collections' },
  {
    key: 'tenancy-changes',
    path: '/BetweenTenancyBatches/manageTenancyChange',
    text: 'Lease checks',
    qldOnly: true,
  },
  { key: 'reports', path: '/ComplianceReports/listView', text: 'Service reports' },
  { key: 'notices', path: '/Notices/view', text: 'Notices' },
  { key: 'job-order', path: '/JobOrders/add', text: 'New job order' },
] as const;

export type MenuKey = (typeof MENU)[number]['key'] | 'property';

export const legacyPath = (viewer: Viewer, path: string) => `${systemBase(viewer.state)}${path}`;

/** A path with its query; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A legacy page: the system and agency, 'Back to the portal', the menu, then the content. */
export function legacyPage(
  viewer: Viewer,
  options: { title: string; current: MenuKey; body: Html; width?: 'wide' | 'full' },
): string {
  const system = `${viewer.state.name} compliance system`;
  const items = MENU.filter((item) => !('qldOnly' in item) || viewer.agencyState === 'QLD');
  return page({
    title: options.title,
    stateName: viewer.state.name,
    width: options.width ?? 'full',
    header: html`<header class="top">
        <div>
          <p class="eyebrow">${system}</p>
          <p class="agency">${viewer.agencyName}</p>
          <p class="muted">Signed in as ${viewer.userName}</p>
        </div>
        <a href="${viewer.portalHome}">Back to the portal</a>
      </header>
      <nav aria-label="${system}">
        <ul class="pages">
          ${items.map(
            (item) =>
              html`<li>
                <a
                  href="${legacyPath(viewer, item.path)}"
                  ${item.key === options.current ? html`aria-current="page"` : null}
                  >${item.text}</a
                >
              </li>`,
          )}
        </ul>
      </nav>`,
    body: options.body,
  });
}

export function formatAddress(address: AddressParts): string {
  const street = address.addressLine2
    ? `${address.addressLine1}, ${address.addressLine2}`
    : address.addressLine1;
  return `${street}, ${address.suburb} ${address.stateCode} ${address.postcode}`;
}

/** The property's address, linking to its page in this system. */
export const propertyLink = (viewer: Viewer, propertyId: number, address: AddressParts) =>
  html`<a href="${legacyPath(viewer, `/Properties/view/${propertyId}`)}"
    >${formatAddress(address)}</a
  >`;

/** The label of a code, or the code itself when the labels do not know it. */
export const labelFor = (labels: Readonly<Record<string, string>>, code: string | null) =>
  code !== null && Object.hasOwn(labels, code) ? labels[code]! : (code ?? '—');

export const serviceLabel = (code: string) => serviceByCode(code)?.label ?? code;

export const serviceList = (codes: readonly string[]) => codes.map(serviceLabel).join(', ');

export type Tone = 'good' | 'bad' | 'warn' | 'neutral';

export const badge = (text: string, tone: Tone = 'neutral') =>
  html`<span class="${tone === 'neutral' ? 'badge' : `badge ${tone}`}">${text}</span>`;

export interface Column<T> {
  header: string;
  cell: (row: T) => Value;
  kind?: 'num' | 'nowrap' | 'address';
}

const kindClass = (kind: Column<unknown>['kind']) => (kind ? html` class="${kind}"` : null);

/** A table that scrolls sideways on its own when it is wider than the screen. */
export function dataTable<T>(caption: string, columns: Column<T>[], rows: readonly T[]): Html {
  return html`<div class="table-wrap" role="region" aria-label="${caption}" tabindex="0">
    <table>
      <caption class="visually-hidden">
        ${caption}
      </caption>
      <thead>
        <tr>
          ${columns.map(
            (column) =>
              html`<th scope="col" ${kindClass(column.kind === 'num' ? 'num' : undefined)}>
                ${column.header}
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${columns.map((column) => html`<td${kindClass(column.kind)}>${column.cell(row)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** 'Showing n of total', the table (or 'No {plural} found') and the page links. */
export function pagedList<T>(
  list: Paged<T>,
  options: {
    singular: string;
    plural: string;
    caption: string;
    columns: Column<T>[];
    pageHref: (page: number) => string;
  },
): Html {
  if (list.total === 0) return html`<p class="empty">${emptyListText(options.plural)}</p>`;
  return html`<p class="muted" role="status">
      ${listSummary(list.rows.length, list.total, options.singular, options.plural)}
    </p>
    ${dataTable(options.caption, options.columns, list.rows)}
    ${pager(list.page, list.pageCount, options.pageHref)}`;
}

function pager(current: number, pageCount: number, href: (page: number) => string): Html | null {
  if (pageCount <= 1) return null;
  return html`<nav class="pager" aria-label="Pages">
    <span>
      ${current > 1 ? html`<a href="${href(current - 1)}" rel="prev">Previous page</a>` : null}
    </span>
    <span aria-current="page">Page ${current} of ${pageCount}</span>
    <span>
      ${current < pageCount ? html`<a href="${href(current + 1)}" rel="next">Next page</a>` : null}
    </span>
  </nav>`;
}

/** A GET search form over the address, keeping the page's other parameters out. */
export function addressSearch(action: string, search: string | undefined, label: string): Html {
  return html`<form class="filters" method="get" action="${action}" role="search">
    <div>
      <label for="search">${label}</label>
      <input
        id="search"
        name="search"
        type="search"
        value="${search ?? ''}"
        placeholder="Street, suburb or postcode"
        maxlength="200"
      />
    </div>
    <button type="submit">Search</button>
    ${search ? html`<a href="${action}">Clear search</a>` : null}
  </form>`;
}
