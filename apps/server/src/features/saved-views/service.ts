import type { ZCreateSavedView } from '@portal/contracts';
import {
  checkSavedViewParams,
  SAVED_VIEW_MESSAGES as M,
  SAVED_VIEWS_PER_USER,
  savedViewListLabels,
  type TSavedView,
  type TSavedViewList,
  type TSavedViews,
  type TUpdateSavedView,
} from '@portal/contracts';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgencyTx, Database } from '../../db/client';
import { savedViews, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';

/**
 * Saved views: a user's own views of a list and those shared with the agency. Every query is in
 * the session agency's transaction; a view the user may not see (another user's unshared one,
 * another agency's) is answered exactly as a missing one, and only the owner changes a view.
 */

const columns = {
  id: savedViews.id,
  list: savedViews.list,
  name: savedViews.name,
  params: savedViews.params,
  shared: savedViews.shared,
  isDefault: savedViews.isDefault,
  ownerUserId: savedViews.ownerUserId,
  ownerName: users.displayName,
  updatedAt: savedViews.updatedAt,
};

type Row = {
  id: number;
  list: string;
  name: string;
  params: string;
  shared: boolean;
  isDefault: boolean;
  ownerUserId: number;
  ownerName: string | null;
  updatedAt: Date;
};

function toView(row: Row, scope: AgencyScope): TSavedView {
  const isOwn = row.ownerUserId === scope.userId;
  return {
    id: row.id,
    list: row.list as TSavedViewList,
    name: row.name,
    params: row.params,
    shared: row.shared,
    // Another user's default is theirs alone.
    isDefault: isOwn && row.isDefault,
    isOwn,
    ownerName: row.ownerName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the user may open: their own views and those shared with the agency. */
const visibleTo = (scope: AgencyScope): SQL =>
  and(
    eq(savedViews.agencyId, scope.agencyId),
    or(eq(savedViews.ownerUserId, scope.userId), eq(savedViews.shared, true)),
  )!;

async function selectVisible(tx: AgencyTx, scope: AgencyScope, viewId: number) {
  const [row] = await tx
    .select(columns)
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.ownerUserId))
    .where(and(visibleTo(scope), eq(savedViews.id, viewId)));
  return row;
}

/** The view if the user may open it, else 404 (missing, another's unshared, another agency's). */
async function visibleView(tx: AgencyTx, scope: AgencyScope, viewId: number): Promise<Row> {
  if (!isStoredId(viewId)) throw notFound(M.notFound);
  const row = await selectVisible(tx, scope, viewId);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The user's own view, locked for the change; 403 for a view shared by someone else. */
async function ownView(tx: AgencyTx, scope: AgencyScope, viewId: number): Promise<Row> {
  const row = await visibleView(tx, scope, viewId);
  if (row.ownerUserId !== scope.userId) throw forbidden(M.ownerOnly);
  await tx.execute(
    sql`select 1 from saved_views where agency_id = ${scope.agencyId} and id = ${viewId} for update`,
  );
  return row;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let cause = err; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A name taken by another of the owner's views of the list answers 409 in words. */
async function withNameCheck<T>(name: string, list: TSavedViewList, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.nameTaken(name, savedViewListLabels[list]));
    throw err;
  }
}

async function nameTaken(
  tx: AgencyTx,
  scope: AgencyScope,
  list: TSavedViewList,
  name: string,
  exceptId?: number,
) {
  const [row] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.agencyId, scope.agencyId),
        eq(savedViews.ownerUserId, scope.userId),
        eq(savedViews.list, list),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${savedViews.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Clears the user's other default of the list, so the new one is the only one. */
async function clearOtherDefault(tx: AgencyTx, scope: AgencyScope, list: string) {
  await tx
    .update(savedViews)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedViews.agencyId, scope.agencyId),
        eq(savedViews.ownerUserId, scope.userId),
        eq(savedViews.list, list),
        eq(savedViews.isDefault, true),
      ),
    );
}

export async function listSavedViews(
  database: Database,
  scope: AgencyScope,
  list: TSavedViewList,
): Promise<TSavedViews> {
  const rows = await database.withAgency(scope.agencyId, (tx) =>
    tx
      .select(columns)
      .from(savedViews)
      .leftJoin(users, eq(users.id, savedViews.ownerUserId))
      .where(and(visibleTo(scope), eq(savedViews.list, list)))
      .orderBy(
        desc(sql`${savedViews.ownerUserId} = ${scope.userId}`),
        asc(sql`lower(${savedViews.name})`),
        asc(savedViews.id),
      ),
  );
  return { views: rows.map((row) => toView(row, scope)) };
}

export async function getSavedView(
  database: Database,
  scope: AgencyScope,
  viewId: number,
): Promise<TSavedView> {
  const row = await database.withAgency(scope.agencyId, (tx) => visibleView(tx, scope, viewId));
  return toView(row, scope);
}

export async function createSavedView(
  database: Database,
  scope: AgencyScope,
  body: z.output<typeof ZCreateSavedView>,
): Promise<TSavedView> {
  const check = checkSavedViewParams(body.list, body.params);
  if (!check.ok) throw badRequest(check.message, { 'body.params': check.message });
  return withNameCheck(body.name, body.list, () =>
    database.withAgency(scope.agencyId, async (tx) => {
      // One creation at a time per user, so the cap holds under concurrent requests.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_views'), ${scope.userId})`);
      const [kept] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(savedViews)
        .where(
          and(eq(savedViews.agencyId, scope.agencyId), eq(savedViews.ownerUserId, scope.userId)),
        );
      if ((kept?.count ?? 0) >= SAVED_VIEWS_PER_USER) throw conflict(M.tooMany);
      if (await nameTaken(tx, scope, body.list, body.name)) {
        throw conflict(M.nameTaken(body.name, savedViewListLabels[body.list]));
      }
      if (body.isDefault) await clearOtherDefault(tx, scope, body.list);
      const [created] = await tx
        .insert(savedViews)
        .values({
          agencyId: scope.agencyId,
          ownerUserId: scope.userId,
          list: body.list,
          name: body.name,
          params: check.params,
          shared: body.shared,
          isDefault: body.isDefault,
        })
        .returning({ id: savedViews.id });
      await recordScopedAudit(tx, scope, {
        action: 'saved-view.create',
        target: `saved-view:${created!.id}`,
        detail: { list: body.list, name: body.name, shared: body.shared },
      });
      return toView((await selectVisible(tx, scope, created!.id))!, scope);
    }),
  );
}

export async function updateSavedView(
  database: Database,
  scope: AgencyScope,
  viewId: number,
  body: TUpdateSavedView,
): Promise<TSavedView> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const row = await ownView(tx, scope, viewId);
    const list = row.list as TSavedViewList;
    let params: string | undefined;
    if (body.params !== undefined) {
      const check = checkSavedViewParams(list, body.params);
      if (!check.ok) throw badRequest(check.message, { 'body.params': check.message });
      params = check.params;
    }
    const name = body.name?.trim();
    if (name !== undefined && (await nameTaken(tx, scope, list, name, viewId))) {
      throw conflict(M.nameTaken(name, savedViewListLabels[list]));
    }
    await withNameCheck(name ?? row.name, list, () =>
      tx
        .update(savedViews)
        .set({ name, params, shared: body.shared, updatedAt: sql`now()` })
        .where(and(eq(savedViews.agencyId, scope.agencyId), eq(savedViews.id, viewId))),
    );
    await recordScopedAudit(tx, scope, {
      action: 'saved-view.update',
      target: `saved-view:${viewId}`,
      detail: { list, name: name ?? row.name, shared: body.shared ?? row.shared },
    });
    return toView((await selectVisible(tx, scope, viewId))!, scope);
  });
}

export async function deleteSavedView(
  database: Database,
  scope: AgencyScope,
  viewId: number,
): Promise<TSavedView> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const row = await ownView(tx, scope, viewId);
    await tx
      .delete(savedViews)
      .where(and(eq(savedViews.agencyId, scope.agencyId), eq(savedViews.id, viewId)));
    await recordScopedAudit(tx, scope, {
      action: 'saved-view.delete',
      target: `saved-view:${viewId}`,
      detail: { list: row.list, name: row.name },
    });
    return toView(row, scope);
  });
}

/** Makes the user's own view their default for its list, or stops it being so. */
export async function setSavedViewDefault(
  database: Database,
  scope: AgencyScope,
  viewId: number,
  isDefault: boolean,
): Promise<TSavedView> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const row = await ownView(tx, scope, viewId);
    if (isDefault) await clearOtherDefault(tx, scope, row.list);
    await tx
      .update(savedViews)
      .set({ isDefault })
      .where(and(eq(savedViews.agencyId, scope.agencyId), eq(savedViews.id, viewId)));
    return toView((await selectVisible(tx, scope, viewId))!, scope);
  });
}
