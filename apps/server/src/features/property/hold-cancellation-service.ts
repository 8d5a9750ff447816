import {
  HOLD_CANCELLATION_MESSAGES,
  PROCESSING_HOURS,
  SERVICES_IN_DISPLAY_ORDER,
  ZCancellationRequest,
  holdRequestSchema,
  toDate,
  type TCancellationReasonGroup,
  type TCancellationRequestInput,
  type TCancellationRequestSummary,
  type THoldRequestInput,
  type THoldRequestResult,
  type TServiceCode,
  type TServiceRequestResult,
} from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  agencies,
  cancellationReasons,
  cancellationRequests,
  holdRequests,
  properties,
  propertyServices,
} from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, badRequest, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { checkedBody } from '../../lib/checked-body';
import { pendingCancellation, pendingHold } from './pending-requests';

// Service hold and cancellation requests (spec 2 §4, §5, §8). Every rule of the dialogs is
// checked again here; a property of another agency answers exactly like a missing one.

/** Services no longer (or not yet) serviced: nothing to hold or cancel. */
const INACTIVE_STATUSES = new Set(['CANCELLED', 'NOT_ENROLLED']);

const DISPLAY_ORDER = new Map(SERVICES_IN_DISPLAY_ORDER.map((s, i) => [s.code, i]));

interface ServiceRow {
  id: number;
  code: TServiceCode;
  status: string;
  managed: boolean;
  pendingHold: boolean;
  pendingCancellation: boolean;
}

const isActive = (s: ServiceRow) => s.managed && !INACTIVE_STATUSES.has(s.status);
const isHoldable = (s: ServiceRow) => isActive(s) && s.status !== 'ON_HOLD' && !s.pendingHold;

/** The property (locked when it is about to change), or 'Property not found'. */
async function readProperty(tx: AgencyTx, agencyId: number, propertyId: number, lock: boolean) {
  const query = tx
    .select({
      isCancelled: sql<boolean>`(not ${properties.isManaged} or 'CANCELLED' = any (${properties.flags})
        or ${properties.cancelledAt} is not null)`,
      canSelectServices: agencies.canSelectCancellationServices,
    })
    .from(properties)
    .innerJoin(agencies, eq(agencies.id, properties.agencyId))
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
  const [row] = lock ? await query.for('update', { of: properties }) : await query;
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** The property's services with what their pending requests say, in the service display order. */
async function readServices(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
): Promise<ServiceRow[]> {
  const rows = await tx
    .select({
      id: propertyServices.id,
      code: propertyServices.serviceCode,
      status: propertyServices.status,
      managed: propertyServices.isManagedByProvider,
      pendingHold,
      pendingCancellation,
    })
    .from(propertyServices)
    .where(
      and(eq(propertyServices.agencyId, agencyId), eq(propertyServices.propertyId, propertyId)),
    );
  return rows
    .map((row) => ({ ...row, code: row.code as TServiceCode }))
    .sort((a, b) => (DISPLAY_ORDER.get(a.code) ?? 99) - (DISPLAY_ORDER.get(b.code) ?? 99));
}

/** The chosen services, each one of `offered`; otherwise 400 naming body.services. */
function chosen(ids: readonly number[], offered: readonly ServiceRow[]): ServiceRow[] {
  const byId = new Map(offered.map((s) => [s.id, s]));
  const picked = [...new Set(ids)].map((id) => byId.get(id));
  if (picked.some((s) => s === undefined)) {
    throw badRequest(HOLD_CANCELLATION_MESSAGES.serviceNotAvailable, {
      'body.services': HOLD_CANCELLATION_MESSAGES.serviceNotAvailable,
    });
  }
  return picked as ServiceRow[];
}

/**
 * POST /v1/property/{id}/hold-request: stores the request and puts the services on hold until
 * the date at once (status ON_HOLD and that tag alone, onHoldUntil; the property's OnHold tag), so the page
 * and the menu say so; the provider processes it within 48 hours.
 */
export function requestHold(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  body: THoldRequestInput,
): Promise<THoldRequestResult> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const property = await readProperty(tx, agencyId, propertyId, true);
    if (property.isCancelled) throw conflict(HOLD_CANCELLATION_MESSAGES.alreadyCancelled);
    const holdable = (await readServices(tx, agencyId, propertyId)).filter(isHoldable);
    if (holdable.length === 0) throw conflict(HOLD_CANCELLATION_MESSAGES.noServicesToHold);
    const request = checkedBody(
      holdRequestSchema(() => toDate(scope.today)!),
      body,
    );
    const services = chosen(request.services, holdable);
    const codes = services.map((s) => s.code);
    const holdDate = request.holdDate!;

    const [stored] = await tx
      .insert(holdRequests)
      .values({
        agencyId,
        propertyId,
        serviceCodes: codes,
        holdDate,
        reasonNote: request.reasonNote,
        status: 'PENDING',
        requestedBy: scope.userId,
        requestedAt: scope.now,
      })
      .returning({ id: holdRequests.id });
    await tx
      .update(propertyServices)
      .set({
        status: 'ON_HOLD',
        // A service's tag says its status (as the demo data's do): on hold, no longer booked in.
        tags: ['ON_HOLD'],
        onHoldUntil: holdDate,
        updatedAt: scope.now,
      })
      .where(
        and(
          eq(propertyServices.agencyId, agencyId),
          inArray(
            propertyServices.id,
            services.map((s) => s.id),
          ),
        ),
      );
    await tx
      .update(properties)
      .set({ tags: sql`array_append(array_remove(${properties.tags}, 'OnHold'), 'OnHold')` })
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    await recordScopedAudit(tx, scope, {
      action: 'property.hold-request',
      target: String(propertyId),
      detail: {
        requestId: stored!.id,
        services: codes,
        holdDate,
        reasonLength: request.reasonNote.length,
      },
    });
    return {
      requestId: stored!.id,
      services: codes,
      holdDate,
      processingHours: PROCESSING_HOURS,
    };
  });
}

/** GET /v1/meta/cancellation-reasons: the active groups in display order, each with its choices. */
export async function listCancellationReasons(
  database: Database,
): Promise<TCancellationReasonGroup[]> {
  const rows = await database.db
    .select({
      id: cancellationReasons.id,
      parentId: cancellationReasons.parentId,
      text: cancellationReasons.text,
    })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.isActive, true))
    .orderBy(asc(cancellationReasons.displayOrder), asc(cancellationReasons.id));
  const groups = rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ id: row.id, text: row.text, children: [] as { id: number; text: string }[] }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  for (const row of rows) {
    if (row.parentId !== null)
      byId.get(row.parentId)?.children.push({ id: row.id, text: row.text });
  }
  return groups.filter((group) => group.children.length > 0);
}

/** GET /v1/property/{id}/cancellation-request: the services the dialog offers. */
export function getCancellationSummary(
  database: Database,
  agencyId: number,
  propertyId: number,
): Promise<TCancellationRequestSummary> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    const property = await readProperty(tx, agencyId, propertyId, false);
    const services = property.isCancelled ? [] : await readServices(tx, agencyId, propertyId);
    return {
      isCancelled: property.isCancelled,
      cancellableServices: services.filter(isActive).map((s) => ({
        id: s.id,
        shortName: s.code,
        isPendingCancellation: s.pendingCancellation,
      })),
      canSelectServices: property.canSelectServices,
    };
  });
}

/** A choice of the active reasons (a reason inside a group, not a group's heading). */
async function isChoosableReason(tx: AgencyTx, id: number): Promise<boolean> {
  if (!isStoredId(id)) return false;
  const [row] = await tx
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(
      and(
        eq(cancellationReasons.id, id),
        eq(cancellationReasons.isActive, true),
        isNotNull(cancellationReasons.parentId),
      ),
    );
  return row !== undefined;
}

/**
 * POST /v1/property/{id}/cancellation-request: stores the request; its services read as pending
 * cancellation until the provider processes it (within 48 hours). When the agency's plan does not
 * let it choose, the request must take every service not already pending cancellation.
 */
export function requestCancellation(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  body: TCancellationRequestInput,
): Promise<TServiceRequestResult> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const property = await readProperty(tx, agencyId, propertyId, true);
    if (property.isCancelled) throw conflict(HOLD_CANCELLATION_MESSAGES.alreadyCancelled);
    const open = (await readServices(tx, agencyId, propertyId)).filter(
      (s) => isActive(s) && !s.pendingCancellation,
    );
    if (open.length === 0) throw conflict(HOLD_CANCELLATION_MESSAGES.noServicesToCancel);
    const request = checkedBody(ZCancellationRequest, body);
    if (!(await isChoosableReason(tx, request.cancellationReasonId))) {
      throw badRequest(HOLD_CANCELLATION_MESSAGES.reasonNotFound, {
        'body.cancellationReasonId': HOLD_CANCELLATION_MESSAGES.reasonNotFound,
      });
    }
    const services = chosen(request.services, open);
    if (!property.canSelectServices && services.length !== open.length) {
      throw badRequest(HOLD_CANCELLATION_MESSAGES.allSelectedByPlan, {
        'body.services': HOLD_CANCELLATION_MESSAGES.allSelectedByPlan,
      });
    }
    const codes = services.map((s) => s.code);
    const [stored] = await tx
      .insert(cancellationRequests)
      .values({
        agencyId,
        propertyId,
        serviceCodes: codes,
        cancellationReasonId: request.cancellationReasonId,
        notes: request.notes ?? null,
        status: 'PENDING',
        requestedBy: scope.userId,
        requestedAt: scope.now,
      })
      .returning({ id: cancellationRequests.id });
    await recordScopedAudit(tx, scope, {
      action: 'property.cancellation-request',
      target: String(propertyId),
      detail: {
        requestId: stored!.id,
        services: codes,
        cancellationReasonId: request.cancellationReasonId,
        notesLength: request.notes?.length ?? 0,
      },
    });
    return { requestId: stored!.id, services: codes, processingHours: PROCESSING_HOURS };
  });
}
