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
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import { noticeList, type NoticeListScope } from '../../domain/notice-list';
import { requiredFacets } from '../../domain/property-facets';
import {
  keyedWords,
  keyHalves,
  managerFilter,
  managerMatches,
  searchKeysMatch,
  searchQueryKeys,
  searchTerms,
  termsMatch,
  type ManagerFilter,
  type SearchTermKind,
} from '../../domain/property-list';
import { NOTICE_NOT_FOUND, badRequest, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit, type AuditActor } from '../../plugins/audit';

const FACETS: Record<TNoticeFacet, () => SQL> = {
  Urgent: () => eq(notices.isUrgent, true),
  NonUrgent: () => eq(notices.isUrgent, false),
  ContactProvider: () => eq(notices.isContactDiRequired, true),
};

const value = sql.placeholder;

/** The notices of the agency's properties where `condition` holds (a condition on `properties`). */
const ofProperties = (tx: AgencyTx, condition: SQL | undefined) =>
  condition &&
  inArray(
    notices.propertyId,
    tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, value('agencyId')), condition)),
  );

/** What the text of the list's statements depends on: which filters are present. */
interface NoticesShape {
  list: 'notices';
  resolved: boolean;
  manager: ManagerFilter;
  /** propertyId narrows to one property; an id beyond the integers matches nothing. */
  property: ManagerFilter;
  facets: TNoticeFacet[];
  words: SearchTermKind[];
}

/** The notices of the shape's state and property manager (before the filters). */
const baseCondition = (tx: AgencyTx, shape: NoticesShape) =>
  and(
    shape.resolved ? isNotNull(notices.resolvedAt) : unresolvedNotice(),
    ofProperties(
      tx,
      managerMatches(properties.propertyManagerId, shape.manager, value('managerId')),
    ),
  );

/** The shape's filters: the property, the facets (any of them) and the address words. */
function filtersCondition(tx: AgencyTx, shape: NoticesShape) {
  const words = termsMatch(
    properties.searchText,
    shape.words.map((kind, i) => ({ kind, value: value(`word${i}`) })),
  );
  return and(
    shape.property === 'any'
      ? undefined
      : shape.property === 'unknown'
        ? sql`false`
        : eq(notices.propertyId, value('propertyId')),
    shape.facets.length ? or(...shape.facets.map((facet) => FACETS[facet]())) : undefined,
    ofProperties(
      tx,
      and(
        words,
        shape.words.includes('pattern')
          ? searchKeysMatch([value('searchKeys'), value('searchKeysRest')])
          : undefined,
      ),
    ),
  );
}

/** The count of the shape's notices before its filters. */
const unfilteredCountQuery = (tx: AgencyTx, shape: NoticesShape) =>
  tx
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.agencyId, value('agencyId')), baseCondition(tx, shape)));

const unfilteredCounts = new CompiledShapes<{ n: number }>();

/**
 * GET /v1/notice: the agency's active notices (resolved ones with resolved=1), newest first.
 * unfilteredTotal: before query, facet and propertyId (the property manager still applies). Its
 * statements are built once per shape (which filters are present), as the portfolio's.
 */
export async function listNotices(
  database: Database,
  scope: NoticeListScope,
  filters: TNoticeQuery,
): Promise<TList<TNotice> & { unfilteredTotal: number }> {
  const size = filters['page-size'];
  const terms = searchTerms(filters.query);
  const shape: NoticesShape = {
    list: 'notices',
    resolved: Boolean(filters.resolved),
    manager: managerFilter(filters['property-manager']),
    property: managerFilter(filters.propertyId),
    // As given: the facets' order is the order of the OR's terms.
    facets: [...new Set(filters.facet)],
    words: terms.map((term) => term.kind),
  };
  const values: Record<string, unknown> = {
    managerId: filters['property-manager'],
    propertyId: filters.propertyId,
  };
  terms.forEach((term, i) => (values[`word${i}`] = term.value));
  [values.searchKeys, values.searchKeysRest] = keyHalves(
    searchQueryKeys(scope.agencyId, keyedWords(terms), requiredFacets([])),
  );
  const page = await noticeList(
    database,
    scope,
    { limit: size, offset: (filters.page - 1) * size },
    {
      shape,
      where: (tx) => and(baseCondition(tx, shape), filtersCondition(tx, shape)),
      values,
    },
  );
  const isFiltered =
    filters.query !== undefined || shape.facets.length > 0 || filters.propertyId !== undefined;
  const unfilteredTotal = isFiltered
    ? await database.withAgency(scope.agencyId, async (tx) => {
        const unfiltered: NoticesShape = { ...shape, property: 'any', facets: [], words: [] };
        const [row] = await runCompiled(
          tx,
          unfilteredCounts.get(unfiltered, () => unfilteredCountQuery(tx, unfiltered)),
          { ...values, agencyId: scope.agencyId },
        );
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
