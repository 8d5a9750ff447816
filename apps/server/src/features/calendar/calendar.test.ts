import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  calendarCalls,
  serviceLabels,
  SUSPENSION_WARNING_DAYS,
  type TCalendarFeedScope,
} from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, createUser, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { agencyToday, daysAfter } from '../../domain/agency-clock';

/** The events of a feed, parsed by ical.js with the feed's own VTIMEZONEs. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, event] as const;
    }),
  );
}

const melbourneTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Melbourne',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('the calendar feed', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let agencyId: number;
  let otherAgencyId: number;
  let user: { id: number; cookie: string };
  /** The user's property (managed by them), another manager's, and the rows put on them. */
  const rows = { own: 0, others: 0, ownBooking: 0, othersBooking: 0, notice: 0 };
  /** Bookings put on the user's property by a test, removed afterwards. */
  const moreBookings: number[] = [];
  const today = agencyToday(new Date(), 'VIC');

  const call = (
    described: typeof calendarCalls.createFeed | typeof calendarCalls.updateFeed,
    scope: TCalendarFeedScope,
  ) => injectCall(app, described, { body: { scope } }, { cookie: user.cookie });
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const feedUrl = async (scope: TCalendarFeedScope = 'ALL') => {
    const res = await call(calendarCalls.createFeed, scope);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { url: string } }>().data.url;
  };

  const booking = async (propertyId: number, day: string) =>
    (
      await owner.pool.query<{ id: number }>(
        `insert into bookings (agency_id, property_id, booking_types, status, date, start_time, end_time)
         values ($1, $2, array['smoke'], 'CONFIRMED', $3, '09:00', '11:00') returning id`,
        [agencyId, propertyId, day],
      )
    ).rows[0]!.id;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database, { env: { CALENDAR_FEED_PER_MINUTE: '3' } });
    agencyId = await agencyIdIn(owner, 'VIC');
    otherAgencyId = await agencyIdIn(owner, 'NSW');
    const created = await createUser(owner, { agencies: [agencyId] });
    const { cookie } = await signInToPortal(app, created.username, {
      password: created.password,
      state: 'vic',
    });
    user = { id: created.id, cookie };
    // Two VIC properties of two managers; the user is the first one's manager.
    const { rows: props } = await owner.pool.query<{ id: number; pm: number }>(
      `select distinct on (property_manager_id) id, property_manager_id as pm from properties
        where agency_id = $1 and state_code = 'VIC' and property_manager_id is not null
        order by property_manager_id, id limit 2`,
      [agencyId],
    );
    const [own, others] = props;
    rows.own = own!.id;
    rows.others = others!.id;
    await owner.pool.query(
      'update agency_memberships set property_manager_id = $3 where user_id = $1 and agency_id = $2',
      [user.id, agencyId, own!.pm],
    );
    rows.ownBooking = await booking(rows.own, daysAfter(today, 3));
    rows.othersBooking = await booking(rows.others, daysAfter(today, 4));
    await owner.pool.query(
      'update properties set temporary_key_expiration_date = $3 where agency_id = $1 and id = $2',
      [agencyId, rows.own, daysAfter(today, 10)],
    );
    rows.notice = (
      await owner.pool.query<{ id: number }>(
        `insert into notices (agency_id, property_id, notice_type, created_at)
         values ($1, $2, 'NO_TENANT_DETAILS', now()) returning id`,
        [agencyId, rows.own],
      )
    ).rows[0]!.id;
  });
  afterAll(async () => {
    await owner.pool.query('delete from bookings where agency_id = $1 and id = any($2)', [
      agencyId,
      [rows.ownBooking, rows.othersBooking, ...moreBookings],
    ]);
    await owner.pool.query('delete from notices where agency_id = $1 and id = $2', [
      agencyId,
      rows.notice,
    ]);
    await owner.pool.query(
      'update properties set temporary_key_expiration_date = null where agency_id = $1 and id = $2',
      [agencyId, rows.own],
    );
    await app.close();
    await database.close();
    await owner.close();
  });

  const uid = (kind: string, id: number) => `${kind}-${agencyId}-${id}@calendar.compliance-portal`;

  it('should serve the agency events in the property time zone when the feed lists all properties', async () => {
    const before = await injectCall(app, calendarCalls.feedSettings, {}, { cookie: user.cookie });
    expect(before.json()).toMatchObject({ data: { isActive: false, url: null } });

    const url = await feedUrl('ALL');
    expect(url).toMatch(/\/v1\/calendar\/\d+-[\w-]{32}\.ics$/);
    // The address is given once: afterwards only that a feed exists.
    const after = await injectCall(app, calendarCalls.feedSettings, {}, { cookie: user.cookie });
    expect(after.json()).toMatchObject({ data: { isActive: true, scope: 'ALL', url: null } });

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const events = parseFeed(res.body);

    const booking = events.get(uid('booking', rows.ownBooking))!;
    expect(booking.summary).toMatch(new RegExp(`^Booking: ${serviceLabels.smoke}, `));
    expect(booking.startDate.zone?.tzid).toBe('Australia/Melbourne');
    expect(booking.startDate.toString()).toBe(`${daysAfter(today, 3)}T09:00:00`);
    // The instant is 09:00 in Melbourne whatever its offset that day (the feed's VTIMEZONE).
    expect(melbourneTime.format(booking.startDate.toJSDate())).toBe('09:00');
    expect(melbourneTime.format(booking.endDate.toJSDate())).toBe('11:00');
    expect(events.has(uid('booking', rows.othersBooking))).toBe(true);

    const key = events.get(uid('key-expiry', rows.own))!;
    expect(key.startDate.isDate).toBe(true);
    expect(key.startDate.toString()).toBe(daysAfter(today, 10));
    expect(key.summary).toMatch(/^Temporary key expires: /);

    const notice = events.get(uid('notice', rows.notice))!;
    expect(notice.startDate.toString()).toBe(daysAfter(today, SUSPENSION_WARNING_DAYS));
    expect(notice.summary).toMatch(/^Resolve notice \(No tenant details\): /);

    const { rows: audit } = await owner.pool.query<{ action: string }>(
      `select action from audit_log where agency_id = $1 and actor_user_id = $2 order by id`,
      [agencyId, user.id],
    );
    expect(audit.map((row) => row.action)).toContain('calendar.feed-create');
  });

  it("should list only the user's own properties when the feed is filtered to them", async () => {
    const url = await feedUrl('ALL');
    const changed = await call(calendarCalls.updateFeed, 'OWN');
    expect(changed.json()).toMatchObject({ data: { isActive: true, scope: 'OWN', url: null } });
    const events = parseFeed((await fetchFeed(url)).body);
    expect(events.has(uid('booking', rows.ownBooking))).toBe(true);
    expect(events.has(uid('key-expiry', rows.own))).toBe(true);
    expect(events.has(uid('booking', rows.othersBooking))).toBe(false);
  });

  it('should answer 404 at once for an address that was replaced or revoked', async () => {
    const first = await feedUrl('ALL');
    const second = await feedUrl('ALL');
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const revoked = await injectCall(app, calendarCalls.revokeFeed, {}, { cookie: user.cookie });
    expect(revoked.json()).toMatchObject({ data: { isActive: false } });
    expect((await fetchFeed(second)).statusCode).toBe(404);
    // Nothing left to filter.
    expect((await call(calendarCalls.updateFeed, 'OWN')).statusCode).toBe(404);

    const { rows: audit } = await owner.pool.query<{ action: string }>(
      `select action from audit_log where agency_id = $1 and actor_user_id = $2
        and action = 'calendar.feed-revoke'`,
      [agencyId, user.id],
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('should list only the events inside the window when others fall a day outside it', async () => {
    const at = async (days: number) => {
      const id = await booking(rows.own, daysAfter(today, days));
      moreBookings.push(id);
      return uid('booking', id);
    };
    const [tooEarly, first, last, tooLate] = [
      await at(-CALENDAR_FEED_DAYS_BACK - 1),
      await at(-CALENDAR_FEED_DAYS_BACK),
      await at(CALENDAR_FEED_DAYS_AHEAD),
      await at(CALENDAR_FEED_DAYS_AHEAD + 1),
    ];
    const events = parseFeed((await fetchFeed(await feedUrl('ALL'))).body);
    expect(events.has(first)).toBe(true);
    expect(events.has(last)).toBe(true);
    expect(events.has(tooEarly)).toBe(false);
    expect(events.has(tooLate)).toBe(false);
  });

  it('should answer 304 without the text when the app already has this content, and 200 when it changed', async () => {
    const url = await feedUrl('ALL');
    const first = await fetchFeed(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const same = await fetchFeed(url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('private, max-age=60');

    // Only the user's own properties: another manager's booking leaves the feed.
    await call(calendarCalls.updateFeed, 'OWN');
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.body).has(uid('booking', rows.othersBooking))).toBe(false);
  });

  it('should answer 404 at once for an address just served when it is replaced or revoked, here or on another server', async () => {
    const first = await feedUrl('ALL');
    const etag = (await fetchFeed(first)).headers.etag as string;
    const second = await feedUrl('ALL');
    expect((await fetchFeed(first, { 'if-none-match': etag })).statusCode).toBe(404);

    expect((await fetchFeed(second)).statusCode).toBe(200);
    // Revoked through another server: this one has the text in its cache, and still refuses.
    await owner.pool.query('delete from calendar_feeds where agency_id = $1 and user_id = $2', [
      agencyId,
      user.id,
    ]);
    expect((await fetchFeed(second)).statusCode).toBe(404);
  });

  it('should answer with the text it wrote when the data changed within the last 30 s, and anew when the filter changed', async () => {
    const url = await feedUrl('ALL');
    const etag = (await fetchFeed(url)).headers.etag as string;
    const added = await booking(rows.own, daysAfter(today, 5));
    moreBookings.push(added);
    const cached = await fetchFeed(url);
    expect(cached.headers.etag).toBe(etag);
    expect(parseFeed(cached.body).has(uid('booking', added))).toBe(false);

    await call(calendarCalls.updateFeed, 'OWN');
    const changed = parseFeed((await fetchFeed(url)).body);
    expect(changed.has(uid('booking', added))).toBe(true);
    expect(changed.has(uid('booking', rows.othersBooking))).toBe(false);
  });

  it("should answer an unknown, altered or another agency's address exactly like a missing one", async () => {
    const url = await feedUrl('ALL');
    const path = new URL(url).pathname;
    const secret = /-([\w-]{32})\.ics$/.exec(path)![1]!;
    const missing = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });
    const unknown = missing(await app.inject(`/v1/calendar/${agencyId}-${'A'.repeat(32)}.ics`));
    expect(unknown.status).toBe(404);
    for (const other of [
      `/v1/calendar/${otherAgencyId}-${secret}.ics`,
      `/v1/calendar/${secret}.ics`,
      '/v1/calendar/0-x.ics',
    ]) {
      expect(missing(await app.inject(other))).toEqual(unknown);
    }
    // Another agency's user's feed shows nothing of this agency.
    const stranger = await createUser(owner, { agencies: [otherAgencyId] });
    const { cookie } = await signInToPortal(app, stranger.username, {
      password: stranger.password,
      state: 'nsw',
    });
    const theirs = await injectCall(
      app,
      calendarCalls.createFeed,
      { body: { scope: 'ALL' } },
      { cookie },
    );
    const body = (await fetchFeed(theirs.json<{ data: { url: string } }>().data.url)).body;
    for (const id of parseFeed(body).keys()) {
      expect(id).toMatch(new RegExp(`^[a-z-]+-${otherAgencyId}-\\d+@`));
    }
  });

  it('should refuse further fetches of one address past the per-minute limit', async () => {
    const url = await feedUrl('ALL');
    for (let i = 0; i < 3; i++) expect((await fetchFeed(url)).statusCode).toBe(200);
    const refused = await fetchFeed(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('should refuse the settings calls when signed out or from another site', async () => {
    expect((await injectCall(app, calendarCalls.feedSettings, {})).statusCode).toBe(401);
    const crossSite = await injectCall(
      app,
      calendarCalls.createFeed,
      { body: { scope: 'ALL' } },
      { cookie: user.cookie, headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});
