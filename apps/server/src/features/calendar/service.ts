import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_EVENTS_PER_KIND,
  SUSPENSION_WARNING_DAYS,
  type TCalendarFeed,
  type TCalendarFeedScope,
  type TStateCode,
} from '@portal/contracts';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgencyTx, Database } from '../../db/client';
import {
  agencies,
  agencyMemberships,
  bookings,
  calendarFeeds,
  notices,
  properties,
} from '../../db/schema/index';
import { agencyToday, daysAfter, daysBefore } from '../../domain/agency-clock';
import { notFound } from '../../lib/errors';
import { recordScopedAudit, type AuditActor } from '../../plugins/audit';

const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * A feed's secret: the agency's id (the public read has no session, and the table is under
 * row-level security, so the address names the agency to look in) and 32 random characters.
 * Only its SHA-256 is stored; a row is found by the whole secret's hash, so an altered agency id
 * finds nothing.
 */
const TOKEN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newToken(agencyId: number): string {
  return `${agencyId}-${randomBytes(24).toString('base64url')}`;
}

/** The agency a well-formed secret names; null for anything else. */
function agencyOfToken(token: string): number | null {
  const match = TOKEN.exec(token);
  const agencyId = match ? Number(match[1]) : 0;
  return agencyId > 0 && agencyId <= 0x7fffffff ? agencyId : null;
}

type FeedRow = typeof calendarFeeds.$inferSelect;

const NO_FEED: TCalendarFeed = { isActive: false, scope: 'ALL', createdAt: null, url: null };

const feedOf = (row: FeedRow | undefined, url: string | null = null): TCalendarFeed =>
  row
    ? {
        isActive: true,
        scope: row.scope as TCalendarFeedScope,
        createdAt: row.createdAt.toISOString(),
        url,
      }
    : NO_FEED;

async function currentFeed(tx: AgencyTx, actor: AuditActor): Promise<FeedRow | undefined> {
  const [row] = await tx
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.agencyId, actor.agencyId), eq(calendarFeeds.userId, actor.userId)));
  return row;
}

export function getFeedSettings(database: Database, actor: AuditActor): Promise<TCalendarFeed> {
  return database.withAgency(actor.agencyId, async (tx) => feedOf(await currentFeed(tx, actor)));
}

/**
 * A new secret for the user's feed: the row's hash is replaced in place, so the earlier address
 * answers 404 from the commit on. The url is in this answer only.
 */
export function createFeed(
  database: Database,
  actor: AuditActor,
  scope: TCalendarFeedScope,
  urlOf: (token: string) => string,
): Promise<TCalendarFeed> {
  const token = newToken(actor.agencyId);
  return database.withAgency(actor.agencyId, async (tx) => {
    const earlier = await currentFeed(tx, actor);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        agencyId: actor.agencyId,
        userId: actor.userId,
        tokenHash: hashToken(token),
        scope,
      })
      .onConflictDoUpdate({
        target: [calendarFeeds.agencyId, calendarFeeds.userId],
        set: { tokenHash: hashToken(token), scope, createdAt: sql`now()` },
      })
      .returning();
    if (earlier) {
      await recordScopedAudit(tx, actor, {
        action: 'calendar.feed-revoke',
        target: `user:${actor.userId}`,
        detail: { renewed: true },
      });
    }
    await recordScopedAudit(tx, actor, {
      action: 'calendar.feed-create',
      target: `user:${actor.userId}`,
      detail: { scope },
    });
    return feedOf(row, urlOf(token));
  });
}

/** Which properties the feed lists; the address stays. 404 without a feed. */
export function updateFeedScope(
  database: Database,
  actor: AuditActor,
  scope: TCalendarFeedScope,
): Promise<TCalendarFeed> {
  return database.withAgency(actor.agencyId, async (tx) => {
    const [row] = await tx
      .update(calendarFeeds)
      .set({ scope })
      .where(
        and(eq(calendarFeeds.agencyId, actor.agencyId), eq(calendarFeeds.userId, actor.userId)),
      )
      .returning();
    if (!row) throw notFound(CALENDAR_FEED_NOT_FOUND);
    await recordScopedAudit(tx, actor, {
      action: 'calendar.feed-scope',
      target: `user:${actor.userId}`,
      detail: { scope },
    });
    return feedOf(row);
  });
}

/** The address answers 404 from the commit on. Revoking no feed changes nothing. */
export function revokeFeed(database: Database, actor: AuditActor): Promise<TCalendarFeed> {
  return database.withAgency(actor.agencyId, async (tx) => {
    const removed = await tx
      .delete(calendarFeeds)
      .where(
        and(eq(calendarFeeds.agencyId, actor.agencyId), eq(calendarFeeds.userId, actor.userId)),
      )
      .returning({ id: calendarFeeds.id });
    if (removed.length > 0) {
      await recordScopedAudit(tx, actor, {
        action: 'calendar.feed-revoke',
        target: `user:${actor.userId}`,
        detail: { renewed: false },
      });
    }
    return NO_FEED;
  });
}

interface FeedBooking {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  services: string[];
  stateCode: TStateCode;
  address: string;
  updatedAt: Date;
}
interface FeedKeyExpiry {
  propertyId: number;
  date: string;
  address: string;
  keyNumber: string | null;
}
interface FeedNoticeDeadline {
  id: number;
  noticeType: string;
  /** The resolve-by day: the notice's own day (in the property's state) plus the warning days. */
  date: string;
  address: string;
  isUrgent: boolean;
}
export interface FeedContent {
  agencyName: string;
  bookings: FeedBooking[];
  keyExpiries: FeedKeyExpiry[];
  noticeDeadlines: FeedNoticeDeadline[];
}

const address = sql<string>`concat_ws(', ', ${properties.addressLine1}, ${properties.addressLine2},
  ${properties.suburb} || ' ' || ${properties.stateCode} || ' ' || ${properties.postcode})`;

/** The feed a secret names: whose it is, what it lists, and the agency it lists it in. */
export interface FeedOfToken {
  agencyId: number;
  userId: number;
  tokenHash: string;
  scope: TCalendarFeedScope;
  agencyName: string;
  agencyState: TStateCode;
  managerId: number | null;
}

/**
 * The feed a secret names, or null for an unknown or revoked secret (and anything that is not
 * one): read on every request, so a revoked or replaced address answers 404 at once. Only the
 * agency the secret names is read, under its row-level security.
 */
export async function findFeed(database: Database, token: string): Promise<FeedOfToken | null> {
  const agencyId = agencyOfToken(token);
  if (agencyId === null) return null;
  const tokenHash = hashToken(token);
  const [feed] = await database.withAgency(agencyId, (tx) =>
    tx
      .select({
        userId: calendarFeeds.userId,
        scope: calendarFeeds.scope,
        agencyName: agencies.name,
        agencyState: agencies.stateCode,
        managerId: agencyMemberships.propertyManagerId,
      })
      .from(calendarFeeds)
      .innerJoin(agencies, eq(agencies.id, calendarFeeds.agencyId))
      .leftJoin(
        agencyMemberships,
        and(
          eq(agencyMemberships.agencyId, calendarFeeds.agencyId),
          eq(agencyMemberships.userId, calendarFeeds.userId),
        ),
      )
      .where(and(eq(calendarFeeds.agencyId, agencyId), eq(calendarFeeds.tokenHash, tokenHash))),
  );
  return feed
    ? {
        ...feed,
        agencyId,
        tokenHash,
        scope: feed.scope as TCalendarFeedScope,
        agencyState: feed.agencyState as TStateCode,
      }
    : null;
}

/**
 * What a feed shows: the window runs from CALENDAR_FEED_DAYS_BACK before the agency's today to
 * CALENDAR_FEED_DAYS_AHEAD after.
 */
export function readFeed(database: Database, feed: FeedOfToken, now: Date): Promise<FeedContent> {
  const { agencyId } = feed;
  return database.withAgency(agencyId, async (tx) => {
    const today = agencyToday(now, feed.agencyState);
    const from = daysBefore(today, CALENDAR_FEED_DAYS_BACK);
    const to = daysAfter(today, CALENDAR_FEED_DAYS_AHEAD);
    // 'Only my properties' for a user who manages none is an empty feed, not the whole agency.
    const own: SQL | undefined =
      feed.scope === 'OWN'
        ? feed.managerId === null
          ? sql`false`
          : eq(properties.propertyManagerId, feed.managerId)
        : undefined;
    const ofProperty = (propertyId: AnyPgColumn) =>
      and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId), own);

    const bookingRows = await tx
      .select({
        id: bookings.id,
        date: bookings.date,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        status: bookings.status,
        services: bookings.bookingTypes,
        stateCode: properties.stateCode,
        address,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .innerJoin(properties, ofProperty(bookings.propertyId))
      .where(and(eq(bookings.agencyId, agencyId), gte(bookings.date, from), lte(bookings.date, to)))
      .orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id))
      .limit(CALENDAR_FEED_MAX_EVENTS_PER_KIND);

    const keyExpiries = await tx
      .select({
        propertyId: properties.id,
        date: sql<string>`${properties.temporaryKeyExpirationDate}`,
        address,
        keyNumber: properties.keyNumber,
      })
      .from(properties)
      .where(
        and(
          eq(properties.agencyId, agencyId),
          isNotNull(properties.temporaryKeyExpirationDate),
          gte(properties.temporaryKeyExpirationDate, from),
          lte(properties.temporaryKeyExpirationDate, to),
          own,
        ),
      )
      .orderBy(asc(properties.temporaryKeyExpirationDate), asc(properties.id))
      .limit(CALENDAR_FEED_MAX_EVENTS_PER_KIND);

    // A notice's resolve-by day is SUSPENSION_WARNING_DAYS after the day it was raised: a day
    // of margin either side covers every state's offset, and the exact day is kept below.
    const raisedFrom = `${daysBefore(from, SUSPENSION_WARNING_DAYS + 1)}T00:00:00Z`;
    const raisedTo = `${daysAfter(to, 1 - SUSPENSION_WARNING_DAYS)}T00:00:00Z`;
    const noticeRows = await tx
      .select({
        id: notices.id,
        noticeType: notices.noticeType,
        createdAt: notices.createdAt,
        isUrgent: notices.isUrgent,
        stateCode: properties.stateCode,
        address,
      })
      .from(notices)
      .innerJoin(properties, ofProperty(notices.propertyId))
      .where(
        and(
          eq(notices.agencyId, agencyId),
          isNull(notices.resolvedAt),
          gte(notices.createdAt, new Date(raisedFrom)),
          lte(notices.createdAt, new Date(raisedTo)),
        ),
      )
      .orderBy(asc(notices.createdAt), asc(notices.id))
      .limit(CALENDAR_FEED_MAX_EVENTS_PER_KIND);
    const noticeDeadlines = noticeRows
      .map((row) => ({
        id: row.id,
        noticeType: row.noticeType,
        date: daysAfter(
          agencyToday(row.createdAt, row.stateCode as TStateCode),
          SUSPENSION_WARNING_DAYS,
        ),
        address: row.address,
        isUrgent: row.isUrgent,
      }))
      .filter((row) => row.date >= from && row.date <= to);

    return {
      agencyName: feed.agencyName,
      bookings: bookingRows.map((row) => ({ ...row, stateCode: row.stateCode as TStateCode })),
      keyExpiries,
      noticeDeadlines,
    };
  });
}
