import type { TList, TNotice, TNoticeType } from '@portal/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../db/client';
import {
  agencyEntryMethodPreferences,
  entryMethodPreferences,
  notices,
  properties,
} from '../db/schema/index';
import { addressColumns, oneLineAddress, propertyRef } from './property-ref';

/** What a notice list is read for: the session's agency, as of its calendar day. */
export interface NoticeListScope {
  agencyId: number;
  /** The agency's calendar day, 'yyyy-MM-dd' (a temporary entry preference lasts until then). */
  today: string;
}

/**
 * Each property's entry preference per entry method: its own (a temporary one while it lasts),
 * else the agency's default.
 */
async function entryPreferencesOf(
  tx: AgencyTx,
  scope: NoticeListScope,
  propertyIds: number[],
): Promise<Map<number, Record<string, string>>> {
  const defaults = await tx
    .select({
      entryMethod: agencyEntryMethodPreferences.entryMethod,
      preference: agencyEntryMethodPreferences.preference,
    })
    .from(agencyEntryMethodPreferences)
    .where(eq(agencyEntryMethodPreferences.agencyId, scope.agencyId));
  const own = propertyIds.length
    ? await tx
        .select({
          propertyId: entryMethodPreferences.propertyId,
          entryMethod: entryMethodPreferences.entryMethod,
          preference: entryMethodPreferences.preference,
          tempPreference: entryMethodPreferences.tempPreference,
          tempExpiresAt: entryMethodPreferences.tempExpiresAt,
        })
        .from(entryMethodPreferences)
        .where(
          and(
            eq(entryMethodPreferences.agencyId, scope.agencyId),
            inArray(entryMethodPreferences.propertyId, propertyIds),
          ),
        )
    : [];
  const byProperty = new Map(
    propertyIds.map((id) => [
      id,
      Object.fromEntries(defaults.map((row) => [row.entryMethod, row.preference])),
    ]),
  );
  for (const row of own) {
    const temporary =
      row.tempPreference !== null && row.tempExpiresAt !== null && row.tempExpiresAt >= scope.today;
    byProperty.get(row.propertyId)![row.entryMethod] = temporary
      ? row.tempPreference!
      : row.preference;
  }
  return byProperty;
}

/**
 * A page of the agency's notices where `where` holds (a condition on `notices`), newest first,
 * each with its property's address, software link and entry preferences (the resolve flow's
 * needs). The dashboard's urgent notices and GET /v1/notice are this list with their filters.
 */
export async function noticeList(
  database: Database,
  scope: NoticeListScope,
  page: { limit: number; offset: number },
  where: (tx: AgencyTx) => SQL | undefined,
): Promise<TList<TNotice>> {
  const { limit, offset } = page;
  return database.withAgency(scope.agencyId, async (tx) => {
    const matching = and(eq(notices.agencyId, scope.agencyId), where(tx));
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(notices)
      .where(matching);
    // The page's notices first, then their properties (as overdue-invoices.ts: joined before
    // the limit, every urgent notice of a large agency looked its property up).
    const pageOf = tx
      .select({ id: notices.id })
      .from(notices)
      .where(matching)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await tx
      .select({
        id: notices.id,
        noticeType: notices.noticeType,
        isContactDiRequired: notices.isContactDiRequired,
        createdAt: notices.createdAt,
        tags: notices.tags,
        bookingMethod: notices.bookingMethod,
        resolveReason: notices.resolveReason,
        propertyId: properties.id,
        isIntegrated: properties.isIntegrated,
        ...addressColumns(properties),
      })
      .from(pageOf)
      .innerJoin(notices, and(eq(notices.agencyId, scope.agencyId), eq(notices.id, pageOf.id)))
      .innerJoin(
        properties,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.id, notices.propertyId)),
      )
      .orderBy(desc(notices.createdAt), desc(notices.id));
    const preferences = await entryPreferencesOf(tx, scope, [
      ...new Set(rows.map((row) => row.propertyId)),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        noticeId: row.id,
        noticeType: row.noticeType as TNoticeType,
        isContactDiRequired: row.isContactDiRequired,
        createdAt: row.createdAt.toISOString(),
        tags: row.tags,
        property: {
          address: oneLineAddress(row),
          isIntegrated: row.isIntegrated,
          entryMethodPreferences: preferences.get(row.propertyId) ?? {},
          bookingMethod: row.bookingMethod,
          ...propertyRef(row.propertyId, row),
        },
        resolveReason: row.resolveReason,
      })),
    };
  });
}
