import {
  NOTICE_RESOLVE_ERRORS,
  type TList,
  type TNotice,
  type TNoticeFacet,
  type TNoticeQuery,
  type TNoticeResolution,
  type TResolveNotice,
} from '@portal/contracts';
import { and, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { notices, properties } from '../../db/schema/index';
import { unresolvedNotice } from '../../domain/compliance-definitions';
import { noticeList, type NoticeListScope } from '../../domain/notice-list';
import { requiredFacets } from '../../domain/property-facets';
import { INT4_MAX, managerIs, propertyWordsMatch } from '../../domain/property-list';
import { NOTICE_NOT_FOUND, badRequest, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit, type AuditActor } from '../../plugins/audit';

const FACETS: Record<TNoticeFacet, () => SQL> = {
  Urgent: () => eq(notices.isUrgent, true),
  NonUrgent: () => eq(notices.isUrgent, false),
  ContactProvider: () => eq(notices.isContactDiRequired, true),
};

/** The notices of the agency's properties where `condition` holds (a condition on `properties`). */
const ofProperties = (tx: AgencyTx, agencyId: number, condition: SQL | undefined) =>
  condition &&
  inArray(
    notices.propertyId,
    tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId), condition)),
  );

/**
 * GET /v1/notice: the agency's active notices (resolved ones with resolved=1), newest first.
 * unfilteredTotal: before query, facet and propertyId (the property manager still applies).
 */
export async function listNotices(
  database: Database,
  scope: NoticeListScope,
  filters: TNoticeQuery,
): Promise<TList<TNotice> & { unfilteredTotal: number }> {
  const size = filters['page-size'];
  const state = filters.resolved ? isNotNull(notices.resolvedAt) : unresolvedNotice();
  const manager = managerIs(properties.propertyManagerId, filters['property-manager']);
  const id = filters.propertyId;
  const facets = [...new Set(filters.facet)];
  const filtered = (tx: AgencyTx) =>
    and(
      id === undefined ? undefined : id > INT4_MAX ? sql`false` : eq(notices.propertyId, id),
      facets.length ? or(...facets.map((facet) => FACETS[facet]())) : undefined,
      ofProperties(
        tx,
        scope.agencyId,
        propertyWordsMatch(scope.agencyId, filters.query, requiredFacets([])),
      ),
    );
  const base = (tx: AgencyTx) => and(state, ofProperties(tx, scope.agencyId, manager));
  const page = await noticeList(
    database,
    scope,
    { limit: size, offset: (filters.page - 1) * size },
    (tx) => and(base(tx), filtered(tx)),
  );
  const isFiltered = filters.query !== undefined || facets.length > 0 || id !== undefined;
  const unfilteredTotal = isFiltered
    ? await database.withAgency(scope.agencyId, async (tx) => {
        const [row] = await tx
          .select({ n: count() })
          .from(notices)
          .where(and(eq(notices.agencyId, scope.agencyId), base(tx)));
        return row?.n ?? 0;
      })
    : page.total;
  return { ...page, unfilteredTotal };
}

/**
 * The agency's notice, locked for the rest of the transaction, when it may be resolved with this
 * body: 404 for a missing or another agency's one, 400 naming the field when the body names
 * another notice or property, 409 in words when it is resolved or only the provider resolves it.
 */
export async function lockResolvableNotice(
  tx: AgencyTx,
  agencyId: number,
  noticeId: number,
  body: { noticeId: number; propertyId: number },
) {
  const [notice] = isStoredId(noticeId)
    ? await tx
        .select({
          propertyId: notices.propertyId,
          serviceCodes: notices.serviceCodes,
          isContactDiRequired: notices.isContactDiRequired,
          resolvedAt: notices.resolvedAt,
        })
        .from(notices)
        .where(and(eq(notices.agencyId, agencyId), eq(notices.id, noticeId)))
        .for('update')
    : [];
  if (!notice) throw notFound(NOTICE_NOT_FOUND);
  if (body.noticeId !== noticeId) {
    throw badRequest(NOTICE_RESOLVE_ERRORS.otherNotice, {
      'body.noticeId': NOTICE_RESOLVE_ERRORS.otherNotice,
    });
  }
  if (body.propertyId !== notice.propertyId) {
    throw badRequest(NOTICE_RESOLVE_ERRORS.otherProperty, {
      'body.propertyId': NOTICE_RESOLVE_ERRORS.otherProperty,
    });
  }
  if (notice.resolvedAt) throw conflict(NOTICE_RESOLVE_ERRORS.alreadyResolved);
  if (notice.isContactDiRequired) throw conflict(NOTICE_RESOLVE_ERRORS.contactProvider);
  return notice;
}

/** Marks a locked notice resolved by the scope's user now, with the reason. */
export async function markResolved(
  tx: AgencyTx,
  scope: AuditActor & { now: Date },
  noticeId: number,
  resolveReason: string,
): Promise<TNoticeResolution> {
  await tx
    .update(notices)
    .set({ resolvedAt: scope.now, resolvedBy: scope.userId, resolveReason })
    .where(and(eq(notices.agencyId, scope.agencyId), eq(notices.id, noticeId)));
  return { noticeId, resolvedAt: scope.now.toISOString(), resolveReason };
}

/**
 * POST /v1/notice/{id}/resolve: an active notice of the agency resolved with the reason given,
 * unless only the provider can resolve it.
 */
export async function resolveNotice(
  database: Database,
  scope: AuditActor & { now: Date },
  noticeId: number,
  body: TResolveNotice,
): Promise<TNoticeResolution> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const notice = await lockResolvableNotice(tx, scope.agencyId, noticeId, body);
    const resolution = await markResolved(tx, scope, noticeId, body.resolveReason);
    await recordScopedAudit(tx, scope, {
      action: 'notice.resolve',
      target: `notice:${noticeId}`,
      propertyId: notice.propertyId,
      detail: { resolveReason: body.resolveReason },
    });
    return resolution;
  });
}
