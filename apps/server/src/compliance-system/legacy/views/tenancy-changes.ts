import { formatDate } from '@portal/contracts';
import { html } from '../../html';
import type { Viewer } from '../context';
import type { TenancyChangeRow } from '../queries/tenancy-changes';
import type { Paged } from '../paging';
import { badge, legacyPage, legacyPath, pagedList, propertyLink, withQuery } from './layout';

const lease = (row: TenancyChangeRow) =>
  row.currentStart
    ? `${formatDate(row.currentStart)} – ${row.currentEnd ? formatDate(row.currentEnd) : 'periodic'}`
    : 'No current tenancy';

export function tenancyChangesPage(viewer: Viewer, list: Paged<TenancyChangeRow>): string {
  const path = legacyPath(viewer, '/BetweenTenancyBatches/manageTenancyChange');
  return legacyPage(viewer, {
    title: 'Manage tenancy changes',
    current: 'tenancy-changes',
    body: html`<h1>Manage tenancy changes</h1>
      <p class="muted">
        Properties whose tenants are vacating or whose next tenancy is about to start, the nearest
        change first: the times for a between-tenancy check.
      </p>
      ${pagedList(list, {
        singular: 'tenancy change',
        plural: 'tenancy changes',
        caption: 'Tenancy changes, nearest first',
        pageHref: (page) => withQuery(path, { page }),
        columns: [
          {
            header: 'Property',
            cell: (t) => propertyLink(viewer, t.propertyId, t.address),
            kind: 'address',
          },
          { header: 'Current tenancy', cell: lease, kind: 'nowrap' },
          { header: 'Vacate date', cell: (t) => formatDate(t.vacateDate) || '—', kind: 'nowrap' },
          {
            header: 'Next tenancy starts',
            cell: (t) => formatDate(t.upcomingStart) || '—',
            kind: 'nowrap',
          },
          {
            header: 'Occupancy',
            cell: (t) => (t.isVacant ? badge('Vacant', 'warn') : badge('Occupied')),
          },
        ],
      })}`,
  });
}
