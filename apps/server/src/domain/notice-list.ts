import type { TList, TNotice, TNoticeType } from '@portal/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../db/client';
import { CompiledShapes, runCompiled } from '../db/compiled-query';
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

const value = sql.placeholder;

/** The agency's default entry preferences. */
const defaultsQuery = (tx: AgencyTx) =>
  tx
    .select({
      entryMethod: agencyEntryMethodPreferences.entryMethod,
      preference: agencyEntryMethodPreferences.preference,
    })
    .from(agencyEntryMethodPreferences)
    .where(eq(agencyEntryMethodPreferences.agencyId, value('agencyId')));

/** The page's properties' own entry preferences (their ids one array value). */
const ownQuery = (tx: AgencyTx) =>
  tx
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
        eq(entryMethodPreferences.agencyId, value('agencyId')),
        sql`${entryMethodPreferences.propertyId} = any(${value('propertyIds')}::int[])`,
      ),
    );

/**
 * A list's condition on `notices`, beside the agency: its text depends only on `shape` (which
 * must also tell the lists apart), its values are placeholders filled from `values`. The list's
 * own placeholders are agencyId, limit, offset and propertyIds.
 */
export interface NoticeListCondition {
  shape: unknown;
  where: (tx: AgencyTx) => SQL | undefined;
  values: Record<string, unknown>;
}

const matching = (tx: AgencyTx, condition: NoticeListCondition) =>
  and(eq(notices.agencyId, value('agencyId')), condition.where(tx));

const countQuery = (tx: AgencyTx, condition: NoticeListCondition) =>
  tx.select({ total: count() }).from(notices).where(matching(tx, condition));

function pageQuery(tx: AgencyTx, condition: NoticeListCondition) {
  // The page's notices first, then their properties (as overdue-invoices.ts: joined before
  // the limit, every urgent notice of a large agency looked its property up).
  const pageOf = tx
    .select({ id: notices.id })
    .from(notices)
    .where(matching(tx, condition))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(value('limit'))
    .offset(value('offset'))
    .as('page');
  return tx
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
    .innerJoin(notices, and(eq(notices.agencyId, value('agencyId')), eq(notices.id, pageOf.id)))
    .innerJoin(
      properties,
      and(eq(properties.agencyId, value('agencyId')), eq(properties.id, notices.propertyId)),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id));
}

type RowOf<Q extends (tx: AgencyTx, ...rest: never[]) => { execute(): Promise<unknown[]> }> =
  Awaited<ReturnType<ReturnType<Q>['execute']>>[number];

/**
 * The list's statements, built once per shape of its callers' conditions (the entry preferences
 * once) and only filled in with each request's values: building and rendering them was most of
 * the server's own work per request.
 */
const compiled = {
  counts: new CompiledShapes<{ total: number }>(),
  pages: new CompiledShapes<RowOf<typeof pageQuery>>(),
  defaults: new CompiledShapes<RowOf<typeof defaultsQuery>>(),
  own: new CompiledShapes<RowOf<typeof ownQuery>>(),
};

/**
 * Each property's entry preference per entry method: its own (a temporary one while it lasts),
 * else the agency's default.
 */
async function entryPreferencesOf(
  tx: AgencyTx,
  scope: NoticeListScope,
  propertyIds: number[],
): Promise<Map<number, Record<string, string>>> {
  if (!propertyIds.length) return new Map();
  const values = { agencyId: scope.agencyId, propertyIds };
  const defaults = await runCompiled(
    tx,
    compiled.defaults.get(null, () => defaultsQuery(tx)),
    values,
  );
  const own = await runCompiled(
    tx,
    compiled.own.get(null, () => ownQuery(tx)),
    values,
  );
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
 * A page of the agency's notices where the condition holds (a condition on `notices`), newest
 * first, each with its property's address, software link and entry preferences (the resolve
 * flow's needs). The dashboard's urgent notices and GET /v1/notice are this list with their
 * filters.
 */
export async function noticeList(
  database: Database,
  scope: NoticeListScope,
  page: { limit: number; offset: number },
  condition: NoticeListCondition,
): Promise<TList<TNotice>> {
  const values = { ...condition.values, agencyId: scope.agencyId, ...page };
  return database.withAgency(scope.agencyId, async (tx) => {
    const [{ total } = { total: 0 }] = await runCompiled(
      tx,
      compiled.counts.get(condition.shape, () => countQuery(tx, condition)),
      values,
    );
    const rows = await runCompiled(
      tx,
      compiled.pages.get(condition.shape, () => pageQuery(tx, condition)),
      values,
    );
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
