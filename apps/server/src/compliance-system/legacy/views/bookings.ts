import {
  bookingStatusLabels,
  formatDate,
  formatTime,
  ZBookingStatus,
  type TBookingStatus,
} from '@portal/contracts';
import { html } from '../../html';
import type { Viewer } from '../context';
import type { BookingRow } from '../queries/bookings';
import type { Paged } from '../paging';
import {
  badge,
  legacyPage,
  legacyPath,
  pagedList,
  propertyLink,
  serviceList,
  withQuery,
  type Tone,
} from './layout';

const TONES: Record<TBookingStatus, Tone> = {
  REQUESTED: 'warn',
  CONFIRMED: 'good',
  CANCELLED: 'bad',
  COMPLETED: 'neutral',
};

/** '10:00 am – 12:00 pm' on the booking's day. */
const timeWindow = (b: BookingRow) =>
  `${formatTime(`${b.date}T${b.startTime}`)} – ${formatTime(`${b.date}T${b.endTime}`)}`;

function statusBadge(status: string) {
  const parsed = ZBookingStatus.safeParse(status);
  return parsed.success
    ? badge(bookingStatusLabels[parsed.data], TONES[parsed.data])
    : badge(status);
}

export function bookingsPage(viewer: Viewer, list: Paged<BookingRow>): string {
  const path = legacyPath(viewer, '/Bookings/view');
  return legacyPage(viewer, {
    title: 'Bookings',
    current: 'bookings',
    body: html`<h1>Bookings</h1>
      <p class="muted">Service visits booked at your properties, latest date first.</p>
      ${pagedList(list, {
        singular: 'booking',
        plural: 'bookings',
        caption: 'Bookings, latest date first',
        pageHref: (page) => withQuery(path, { page }),
        columns: [
          { header: 'Date', cell: (b) => formatDate(b.date), kind: 'nowrap' },
          { header: 'Time', cell: timeWindow, kind: 'nowrap' },
          {
            header: 'Property',
            cell: (b) => propertyLink(viewer, b.propertyId, b.address),
            kind: 'address',
          },
          { header: 'Services', cell: (b) => serviceList(b.bookingTypes) },
          { header: 'Status', cell: (b) => statusBadge(b.status) },
        ],
      })}`,
  });
}
