import { createHash } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  bookingStatusLabels,
  noticeTypeLabels,
  serviceLabels,
  type TBookingStatus,
  type TNoticeType,
  type TServiceCode,
} from '@portal/contracts';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { stateTimeZone } from '../../domain/agency-clock';
import type { FeedContent } from './service';

/** The domain part of every event's UID: stable, so calendar apps update an event in place. */
const UID_DOMAIN = 'calendar.compliance-portal';

const EVENT_STATUS: Record<TBookingStatus, ICalEventStatus> = {
  REQUESTED: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  COMPLETED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** The day after a 'yyyy-MM-dd' day: an all-day event ends (exclusively) on it. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** 'yyyy-MM-dd' as a Date at UTC midnight: ical-generator writes an all-day date from it. */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The feed's ETag: a hash of what it lists, so a calendar app that asks again with If-None-Match
 * gets a 304 while nothing changed. Weak, because the text differs in DTSTAMP (the moment it is
 * written) while saying the same.
 */
export const feedEtag = (content: FeedContent): string =>
  `W/"${createHash('sha1').update(JSON.stringify(content)).digest('base64url')}"`;

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names this ETag: '*' or a list, compared weakly (RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

/**
 * The feed as iCalendar (RFC 5545): bookings at their times in the property's state time zone
 * (with its VTIMEZONE), temporary key expiries and notice resolve-by dates as all-day events.
 * UIDs are the kind and the row's id, so each event keeps its identity across fetches.
 */
export function feedCalendar(content: FeedContent, agencyId: number, now: Date): string {
  const calendar = new ICalCalendar({
    name: `${content.agencyName}: bookings, keys and notices`,
    prodId: { company: 'Compliance Portal', product: 'Calendar feed', language: 'EN' },
    // Calendar apps that read it poll at most every minute or so (the server caches 60 s).
    ttl: 60,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const uid = (kind: string, id: number) => `${kind}-${agencyId}-${id}@${UID_DOMAIN}`;

  for (const booking of content.bookings) {
    const services = booking.services.map((code) => serviceLabels[code as TServiceCode] ?? code);
    const status = booking.status as TBookingStatus;
    calendar.createEvent({
      id: uid('booking', booking.id),
      stamp: now,
      lastModified: booking.updatedAt,
      start: `${booking.date}T${booking.startTime}`,
      end: `${booking.date}T${booking.endTime}`,
      timezone: stateTimeZone(booking.stateCode),
      summary: `Booking: ${services.join(', ')}, ${booking.address}`,
      location: booking.address,
      description: `${bookingStatusLabels[status] ?? booking.status} booking of ${services.join(', ')}`,
      status: EVENT_STATUS[status] ?? ICalEventStatus.CONFIRMED,
    });
  }
  for (const key of content.keyExpiries) {
    calendar.createEvent({
      id: uid('key-expiry', key.propertyId),
      stamp: now,
      start: dateOf(key.date),
      end: dateOf(nextDay(key.date)),
      allDay: true,
      summary: `Temporary key expires: ${key.address}`,
      location: key.address,
      description: key.keyNumber
        ? `The temporary onsite key (key number ${key.keyNumber}) is available until this day.`
        : 'The temporary onsite key is available until this day.',
    });
  }
  for (const notice of content.noticeDeadlines) {
    const type = noticeTypeLabels[notice.noticeType as TNoticeType] ?? notice.noticeType;
    calendar.createEvent({
      id: uid('notice', notice.id),
      stamp: now,
      start: dateOf(notice.date),
      end: dateOf(nextDay(notice.date)),
      allDay: true,
      summary: `Resolve notice (${type}): ${notice.address}`,
      location: notice.address,
      description:
        (notice.isUrgent ? 'Urgent: it impacts compliance. ' : '') +
        'Unresolved after this day, the property gets a suspension warning.',
    });
  }
  return calendar.toString();
}
