import {
  emptyListText,
  formatDate,
  keyAvailabilityLabels,
  ZKeyAvailability,
} from '@portal/contracts';
import { html, type Html } from '../../html';
import type { Viewer } from '../context';
import type { KeyRow } from '../queries/keys';
import type { Paged } from '../paging';
import {
  addressSearch,
  badge,
  formatAddress,
  legacyPage,
  legacyPath,
  pagedList,
  propertyLink,
  withQuery,
} from './layout';

function onsite(row: KeyRow): string {
  const parsed = ZKeyAvailability.safeParse(row.onsiteAvailability);
  if (!parsed.success) return '—';
  const label = keyAvailabilityLabels[parsed.data];
  return parsed.data === 'TEMPORARY' && row.temporaryKeyExpirationDate
    ? `${label} until ${formatDate(row.temporaryKeyExpirationDate)}`
    : label;
}

export function keyManagementPage(
  viewer: Viewer,
  list: Paged<KeyRow>,
  search: string | undefined,
  schedule: Html,
): string {
  const path = legacyPath(viewer, '/Keys/keyManagement');
  return legacyPage(viewer, {
    title: 'Key management',
    current: 'keys',
    body: html`<h1>Key management</h1>
      <p class="muted">
        The technicians' key pickups and returns for the week ahead, which the agency confirms or
        cancels; then the agency's keys for each property on service, where technicians collect
        them, and whether a key is kept at the property.
      </p>
      ${schedule}
      <h2>Key details by property</h2>
      ${addressSearch(path, search, 'Find a property')}
      ${pagedList(list, {
        singular: 'property',
        plural: 'properties',
        caption: 'Key details by property',
        pageHref: (page) => withQuery(path, { search, page }),
        columns: [
          {
            header: 'Property',
            cell: (k) => propertyLink(viewer, k.propertyId, k.address),
            kind: 'address',
          },
          { header: 'Key number', cell: (k) => k.keyNumber ?? '—', kind: 'nowrap' },
          {
            header: 'Agency key available',
            cell: (k) => (k.isKeyAvailable ? badge('Yes', 'good') : badge('No')),
          },
          {
            header: 'Key location',
            cell: (k) =>
              k.keyLocation
                ? html`<strong>${k.keyLocation.name}</strong><br />${formatAddress(k.keyLocation)}`
                : '—',
            kind: 'address',
          },
          { header: 'Onsite availability', cell: onsite },
        ],
      })}`,
  });
}

/**
 * Key collections are not recorded as history (`key_pickups` holds the schedule ahead that Key
 * management shows, and bookings do not say how the technician got in), so the history is always
 * empty rather than guessed from bookings.
 */
export function keyCollectionHistoryPage(viewer: Viewer): string {
  return legacyPage(viewer, {
    title: 'Key collection history',
    current: 'key-history',
    body: html`<h1>Key collection history</h1>
      <p class="empty">${emptyListText('key collections')}</p>
      <p class="muted">
        Key collections by technicians are not recorded for ${viewer.agencyName} yet. Key numbers
        and pick-up locations are on
        <a href="${legacyPath(viewer, '/Keys/keyManagement')}">Key management</a>.
      </p>`,
  });
}
