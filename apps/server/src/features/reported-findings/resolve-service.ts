import {
  informDiSchema,
  quotationStatusId,
  REPORTED_FINDING_MESSAGES as M,
  stripMarkup,
  toDate,
  type TInformDi,
  type TInformDiResult,
  type TReportedFinding,
  type TReportedFindingGroup,
  type TRequestQuote,
  type TRequestQuoteResult,
  type TServiceCode,
  type TThirdPartyResolution,
  type TThirdPartyResolutionResult,
} from '@portal/contracts';
import { and, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  documents,
  properties,
  propertyServices,
  quoteItems,
  quotes,
  reportedFindings,
  temporaryDocuments,
} from '../../db/schema/index';
import { openFinding } from '../../domain/compliance-definitions';
import {
  findingsWhere,
  groupHeadColumns,
  groupServiceJoin,
  toFinding,
  toGroups,
} from '../../domain/reported-finding-groups';
import { withProperty } from '../../domain/with-property';
import { checkedBody } from '../../lib/checked-body';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { randomToken } from '../../lib/tokens';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { findingGroupsPage } from './list-service';

// A property's reported findings as the resolution wizard reads them, and each resolution: a
// quote request, informing the provider, a third party's, dismissing and restoring. Each
// mutation runs in one transaction with its audit entry.

type Scope = Pick<AgencyScope, 'agencyId' | 'userId' | 'session' | 'now' | 'today'>;

/** Quote statuses still in progress: a quote left without items in one of them is cancelled. */
const OPEN_QUOTE_STATUSES = (['PENDING', 'AWAITING_APPROVAL', 'READY_TO_SEND'] as const).map(
  quotationStatusId,
);

/** GET /v1/property/{id}/reported-findings: its open findings, one group per service. */
export function propertyFindings(
  database: Database,
  agencyId: number,
  propertyId: number,
): Promise<TReportedFindingGroup[]> {
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const page = await findingGroupsPage(tx, agencyId, {
      query: undefined,
      facet: [],
      service: [],
      serviceExclusivity: 'Including',
      category: [],
      propertyId,
    });
    return page.items;
  });
}

/** GET /v2/property/{id}/reported-findings/{serviceShortName}: open and dismissed findings. */
export function serviceFindings(
  database: Database,
  agencyId: number,
  propertyId: number,
  serviceCode: TServiceCode,
): Promise<TReportedFindingGroup> {
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const [head] = await tx
      .select({
        propertyId: properties.id,
        serviceCode: sql<string>`${serviceCode}`,
        ...groupHeadColumns,
      })
      .from(properties)
      .leftJoin(propertyServices, groupServiceJoin(agencyId, properties.id, serviceCode))
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    const findings = await findingsWhere(
      tx,
      agencyId,
      and(
        eq(reportedFindings.propertyId, propertyId),
        eq(reportedFindings.serviceCode, serviceCode),
        inArray(reportedFindings.status, ['OPEN', 'DISMISSED']),
      ),
    );
    return toGroups([{ ...head!, serviceCode }], findings)[0]!;
  });
}

/**
 * The selected open findings of the property, locked; 400 when the body names another property
 * or a selected id is not one of them.
 */
async function selectedOpen(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  body: { compliancePropertyId: number },
  ids: number[],
  field: string,
) {
  if (body.compliancePropertyId !== propertyId) {
    throw badRequest(M.otherService, { 'body.compliancePropertyId': M.otherService });
  }
  const unique = [...new Set(ids)];
  const rows = unique.every(isStoredId)
    ? await tx
        .select()
        .from(reportedFindings)
        .where(
          and(
            eq(reportedFindings.agencyId, agencyId),
            eq(reportedFindings.propertyId, propertyId),
            inArray(reportedFindings.id, unique),
            openFinding(),
          ),
        )
        .for('update')
    : [];
  if (rows.length !== unique.length) throw badRequest(M.otherService, { [field]: M.otherService });
  return rows;
}

/** POST /v2/property/{id}/reported-findings/quote. */
export function requestQuote(
  database: Database,
  scope: Scope,
  propertyId: number,
  body: TRequestQuote,
): Promise<TRequestQuoteResult> {
  const { agencyId } = scope;
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const rows = await selectedOpen(
      tx,
      agencyId,
      propertyId,
      body,
      body.problemRegisterIds,
      'body.problemRegisterIds',
    );
    if (rows.some((row) => !row.canRequestQuote)) throw conflict(M.cannotRequestQuote);
    const services = [...new Set(rows.map((row) => row.serviceCode))];
    if (services.length !== 1) {
      throw badRequest(M.otherService, { 'body.problemRegisterIds': M.otherService });
    }
    const [quote] = await tx
      .insert(quotes)
      .values({
        agencyId,
        propertyId,
        serviceCode: services[0]!,
        // Numbered from its id below, in the same transaction.
        quoteNumber: `R-${randomToken(12)}`,
        statusId: quotationStatusId('PENDING'),
        approvalToken: randomToken(24),
        createdAt: scope.now,
      })
      .returning({ id: quotes.id });
    const quoteNumber = `QR${agencyId}${String(quote!.id).padStart(6, '0')}`;
    await tx
      .update(quotes)
      .set({ quoteNumber })
      .where(and(eq(quotes.agencyId, agencyId), eq(quotes.id, quote!.id)));
    const ids = rows.map((row) => row.id);
    await tx
      .update(reportedFindings)
      .set({
        quotationId: quote!.id,
        quoteRequested: true,
        quoteRequestedBy: scope.userId,
        dateQuoteRequested: scope.now,
        canRequestQuote: false,
      })
      .where(and(eq(reportedFindings.agencyId, agencyId), inArray(reportedFindings.id, ids)));
    await recordScopedAudit(tx, scope, {
      action: 'reported-finding.request-quote',
      target: `quote:${quote!.id}`,
      propertyId,
      detail: { problemRegisterIds: ids, quoteNumber, service: services[0] },
    });
    return { complianceQuoteId: quote!.id, quoteNumber, problemRegisterIds: ids };
  });
}

/** POST /v2/property/{id}/reported-findings/inform-di. */
export function informDi(
  database: Database,
  scope: Scope,
  propertyId: number,
  body: TInformDi,
): Promise<TInformDiResult> {
  const { agencyId } = scope;
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const rows = await selectedOpen(
      tx,
      agencyId,
      propertyId,
      body,
      body.problemRegisterIds,
      'body.problemRegisterIds',
    );
    if (rows.some((row) => !row.canInformDi && !row.canEnterBuiltYear)) {
      throw conflict(M.cannotInformDi);
    }
    const request = checkedBody(
      informDiSchema({
        requireBuiltYear: rows.some((row) => row.canEnterBuiltYear),
        today: () => toDate(scope.today)!,
      }),
      body,
    );
    const built = request.propertyBuilt ? toDate(request.propertyBuilt)! : null;
    if (built) {
      await tx
        .update(properties)
        .set({ builtYear: built.getFullYear(), builtMonth: built.getMonth() + 1 })
        .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    }
    const ids = rows.map((row) => row.id);
    // Kept as their visible text, as the access-issue notes are.
    const notes = stripMarkup(request.notes);
    await tx
      .update(reportedFindings)
      .set({
        status: 'RESOLVED',
        informedDiAt: scope.now,
        resolutionNotes: notes,
        resolvedAt: scope.now,
        resolvedBy: scope.userId,
      })
      .where(and(eq(reportedFindings.agencyId, agencyId), inArray(reportedFindings.id, ids)));
    const propertyBuilt = built ? `${request.propertyBuilt!.slice(0, 7)}-01` : null;
    await recordScopedAudit(tx, scope, {
      action: 'reported-finding.inform-di',
      target: String(propertyId),
      propertyId,
      detail: { problemRegisterIds: ids, notes, propertyBuilt },
    });
    return { problemRegisterIds: ids, informedAt: scope.now.toISOString(), propertyBuilt };
  });
}

/** POST /v2/property/{id}/reported-findings: resolved by a third party, with its documents. */
export function resolveByThirdParty(
  database: Database,
  scope: Scope,
  propertyId: number,
  body: TThirdPartyResolution,
): Promise<TThirdPartyResolutionResult> {
  const { agencyId } = scope;
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const rows = await selectedOpen(
      tx,
      agencyId,
      propertyId,
      body,
      body.selectedProblemRegisterIds,
      'body.selectedProblemRegisterIds',
    );
    const references = [...new Set(body.documentIds)];
    const uploads = await tx
      .select()
      .from(temporaryDocuments)
      .where(
        and(
          eq(temporaryDocuments.agencyId, agencyId),
          inArray(temporaryDocuments.fileReference, references),
          isNull(temporaryDocuments.consumedAt),
          gt(temporaryDocuments.expiresAt, scope.now),
        ),
      )
      .for('update');
    if (uploads.length !== references.length) {
      throw badRequest(M.documentNotFound, { 'body.documentIds': M.documentNotFound });
    }
    const ids = rows.map((row) => row.id);
    const services = [...new Set(rows.map((row) => row.serviceCode))];
    await tx
      .update(reportedFindings)
      .set({
        status: 'RESOLVED_BY_THIRD_PARTY',
        resolutionNotes: body.notes ?? null,
        resolvedAt: scope.now,
        resolvedBy: scope.userId,
        thirdPartyInvalidStatus: null,
      })
      .where(and(eq(reportedFindings.agencyId, agencyId), inArray(reportedFindings.id, ids)));
    const created = await tx
      .insert(documents)
      .values(
        uploads.map((upload) => ({
          agencyId,
          propertyId,
          name: upload.name,
          sizeBytes: upload.sizeBytes,
          mimeType: upload.mimeType,
          storageKey: upload.storageKey,
          typeCode: 'THIRD_PARTY_RESOLUTION_DOCUMENT',
          services,
          uploadedBy: scope.userId,
        })),
      )
      .returning({ id: documents.id });
    await tx
      .update(temporaryDocuments)
      .set({ consumedAt: scope.now })
      .where(
        and(
          eq(temporaryDocuments.agencyId, agencyId),
          inArray(
            temporaryDocuments.id,
            uploads.map((upload) => upload.id),
          ),
        ),
      );
    const updatedQuoteIds = await removeResolvedItems(tx, agencyId, ids, rows);
    const documentIds = created.map((row) => row.id);
    await recordScopedAudit(tx, scope, {
      action: 'reported-finding.third-party',
      target: String(propertyId),
      propertyId,
      detail: { problemRegisterIds: ids, documentIds, notes: body.notes ?? null, updatedQuoteIds },
    });
    return { problemRegisterIds: ids, documentIds, updatedQuoteIds };
  });
}

/**
 * Removes the quote items of resolved findings; a quote still in progress that is left with no
 * items and no open finding is cancelled. Answers the quotes changed.
 */
async function removeResolvedItems(
  tx: AgencyTx,
  agencyId: number,
  findingIds: number[],
  rows: { quotationId: number | null }[],
): Promise<number[]> {
  const removed = await tx
    .delete(quoteItems)
    .where(
      and(eq(quoteItems.agencyId, agencyId), inArray(quoteItems.reportedFindingId, findingIds)),
    )
    .returning({ quoteId: quoteItems.quoteId });
  const touched = [
    ...new Set([
      ...removed.map((row) => row.quoteId),
      ...rows.flatMap((row) => (row.quotationId === null ? [] : [row.quotationId])),
    ]),
  ];
  if (touched.length === 0) return [];
  const cancelled = await tx
    .update(quotes)
    .set({ statusId: quotationStatusId('CANCELLED'), respondedAt: sql`now()` })
    .where(
      and(
        eq(quotes.agencyId, agencyId),
        inArray(quotes.id, touched),
        inArray(quotes.statusId, OPEN_QUOTE_STATUSES),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(quoteItems)
            .where(and(eq(quoteItems.agencyId, agencyId), eq(quoteItems.quoteId, quotes.id))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reportedFindings)
            .where(
              and(
                eq(reportedFindings.agencyId, agencyId),
                eq(reportedFindings.quotationId, quotes.id),
                openFinding(),
              ),
            ),
        ),
      ),
    )
    .returning({ id: quotes.id });
  return [
    ...new Set([...removed.map((row) => row.quoteId), ...cancelled.map((row) => row.id)]),
  ].sort((a, b) => a - b);
}

/** The finding, locked; 404 for a missing or another agency's one. */
async function lockedFinding(tx: AgencyTx, agencyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(reportedFindings)
    .where(and(eq(reportedFindings.agencyId, agencyId), eq(reportedFindings.id, id)))
    .for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

async function findingNow(tx: AgencyTx, agencyId: number, id: number): Promise<TReportedFinding> {
  const [row] = await findingsWhere(tx, agencyId, eq(reportedFindings.id, id));
  return toFinding(row!);
}

/** POST /v1/reported-findings/{id}/dismiss and /restore. */
export function setDismissed(
  database: Database,
  scope: Scope,
  id: number,
  dismiss: boolean,
): Promise<TReportedFinding> {
  const { agencyId } = scope;
  if (!isStoredId(id)) return Promise.reject(notFound(M.notFound));
  return database.withAgency(agencyId, async (tx) => {
    const row = await lockedFinding(tx, agencyId, id);
    if (dismiss) {
      if (!row.isDismissible) throw conflict(M.notDismissible);
      if (row.status !== 'OPEN') throw conflict(M.notOpen);
    } else if (row.status !== 'DISMISSED') throw conflict(M.notDismissed);
    await tx
      .update(reportedFindings)
      .set(
        dismiss
          ? {
              status: 'DISMISSED',
              isDismissed: true,
              dismissedBy: scope.userId,
              dateDismissed: scope.now,
            }
          : { status: 'OPEN', isDismissed: false, dismissedBy: null, dateDismissed: null },
      )
      .where(and(eq(reportedFindings.agencyId, agencyId), eq(reportedFindings.id, id)));
    await recordScopedAudit(tx, scope, {
      action: dismiss ? 'reported-finding.dismiss' : 'reported-finding.restore',
      target: `reported-finding:${id}`,
      propertyId: row.propertyId,
      detail: { title: row.originalProblemItemTitle, service: row.serviceCode },
    });
    return findingNow(tx, agencyId, id);
  });
}
