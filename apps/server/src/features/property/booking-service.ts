import {
  BOOKING_HOLD_SECONDS,
  BOOKING_MESSAGES,
  SERVICES_IN_DISPLAY_ORDER,
  serviceLabels,
  type TAvailabilityDay,
  type TBookableService,
  type TBookingHold,
  type TBookingRequest,
  type TBookingResult,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  agencies,
  availabilitySlots,
  bookings,
  properties,
  propertyServices,
} from '../../db/schema/index';
import { hhmm } from '../../domain/agency-clock';
import { PROPERTY_NOT_FOUND, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { pendingCancellation, pendingHold } from './pending-requests';
import { activeServices } from './property-services';

// Booking a service visit on a tenant's behalf (spec 2 §5 'Booking', §7, §8). A time is held
// for one session for 5 minutes while the user completes the booking, and booked once only: the
// booking locks the slot's row and takes it only while it is free, so of two bookings at the same
// moment the second finds it taken.

/** Services that cannot be booked: not serviced, on hold, or booked in already. */
const UNBOOKABLE_STATUSES = ['CANCELLED', 'NOT_ENROLLED', 'ON_HOLD', 'BOOKED_IN'];
const DISPLAY_ORDER = new Map(SERVICES_IN_DISPLAY_ORDER.map((s, i) => [s.code, i]));

/**
 * The property, when it may be booked: 404 for a missing, foreign or cancelled one; 403 when
 * the agency setting allow_agency_portal_booking is off.
 */
async function readBookable(tx: AgencyTx, agencyId: number, propertyId: number, lock = false) {
  const query = tx
    .select({
      id: properties.id,
      allowBooking: agencies.allowAgencyPortalBooking,
      isCancelled: sql<boolean>`(not ${properties.isManaged} or 'CANCELLED' = any (${properties.flags})
        or ${properties.cancelledAt} is not null)`,
    })
    .from(properties)
    .innerJoin(agencies, eq(agencies.id, properties.agencyId))
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
  const [row] = lock ? await query.for('update', { of: properties }) : await query;
  if (!row || row.isCancelled) throw notFound(PROPERTY_NOT_FOUND);
  if (!row.allowBooking) throw forbidden(BOOKING_MESSAGES.notAllowed);
  const services = await activeServices(
    tx,
    agencyId,
    propertyId,
    UNBOOKABLE_STATUSES,
    eq(propertyServices.isManagedByProvider, true),
    sql`not ${pendingHold} and not ${pendingCancellation}`,
  );
  return services
    .map((s) => ({ ...s, code: s.code as TServiceCode }))
    .sort((a, b) => (DISPLAY_ORDER.get(a.code) ?? 99) - (DISPLAY_ORDER.get(b.code) ?? 99));
}

/** The chosen codes, each a bookable service of the property; otherwise 400 naming `field`. */
function checkedCodes(
  codes: readonly TServiceCode[],
  bookable: readonly { code: TServiceCode }[],
  field: string,
): TServiceCode[] {
  const offered = new Set(bookable.map((s) => s.code));
  const unique = [...new Set(codes)];
  if (unique.some((code) => !offered.has(code))) {
    throw badRequest(BOOKING_MESSAGES.serviceNotBookable, {
      [field]: BOOKING_MESSAGES.serviceNotBookable,
    });
  }
  return unique;
}

/** A slot is free for this session: not booked, and not held by another session just now. */
function freeFor(scope: AgencyScope) {
  return and(
    isNull(availabilitySlots.bookingId),
    gt(availabilitySlots.date, scope.today),
    or(
      isNull(availabilitySlots.heldUntil),
      lte(availabilitySlots.heldUntil, scope.now),
      eq(availabilitySlots.heldBySessionId, scope.session.id),
    ),
  );
}

/** GET /v2/property/{id}/services/bookable */
export function listBookableServices(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
): Promise<TBookableService[]> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(scope.agencyId, async (tx) => {
    const services = await readBookable(tx, scope.agencyId, propertyId);
    return services.map((s) => ({
      name: serviceLabels[s.code],
      services: [s.code],
      bookingTypes: s.code,
    }));
  });
}

/** GET /v1/property/{id}/booking/availability?service=... */
export function getAvailability(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  codes: readonly TServiceCode[],
): Promise<TAvailabilityDay[]> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(scope.agencyId, async (tx) => {
    const bookable = await readBookable(tx, scope.agencyId, propertyId);
    const wanted = checkedCodes(codes, bookable, 'query.service');
    const rows = await tx
      .select({
        date: availabilitySlots.date,
        timeFrom: availabilitySlots.timeFrom,
        timeTo: availabilitySlots.timeTo,
        oasMetadataId: availabilitySlots.oasMetadataId,
        technicianId: availabilitySlots.technicianId,
      })
      .from(availabilitySlots)
      .where(
        and(
          eq(availabilitySlots.agencyId, scope.agencyId),
          freeFor(scope),
          sql`${availabilitySlots.serviceCodes} @> ${sql.param(wanted)}::text[]`,
        ),
      )
      .orderBy(
        asc(availabilitySlots.date),
        asc(availabilitySlots.timeFrom),
        asc(availabilitySlots.technicianId),
      );
    const days: TAvailabilityDay[] = [];
    for (const row of rows) {
      let day = days.at(-1);
      if (day?.date !== row.date) {
        day = { date: row.date, bookingTimes: [] };
        days.push(day);
      }
      day.bookingTimes.push({
        timeFrom: hhmm(row.timeFrom),
        timeTo: hhmm(row.timeTo),
        oasMetadataId: row.oasMetadataId,
        technicianId: row.technicianId,
      });
    }
    return days;
  });
}

/** POST /v1/property/{id}/booking/hold: holds the time for this session for 5 minutes. */
export function holdBookingTime(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  oasMetadataId: string,
): Promise<TBookingHold> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    await readBookable(tx, agencyId, propertyId);
    const heldUntil = new Date(scope.now.getTime() + BOOKING_HOLD_SECONDS * 1000);
    // The session holds one time at most: choosing another releases the one before.
    await tx
      .update(availabilitySlots)
      .set({ heldUntil: null, heldBySessionId: null })
      .where(
        and(
          eq(availabilitySlots.agencyId, agencyId),
          eq(availabilitySlots.heldBySessionId, scope.session.id),
          isNull(availabilitySlots.bookingId),
          sql`${availabilitySlots.oasMetadataId} <> ${oasMetadataId}`,
        ),
      );
    const held = await tx
      .update(availabilitySlots)
      .set({ heldUntil, heldBySessionId: scope.session.id })
      .where(
        and(
          eq(availabilitySlots.agencyId, agencyId),
          eq(availabilitySlots.oasMetadataId, oasMetadataId),
          freeFor(scope),
        ),
      )
      .returning({ id: availabilitySlots.id });
    if (held.length === 0) throw conflict(BOOKING_MESSAGES.timeTaken);
    return { oasMetadataId, heldUntil: heldUntil.toISOString(), holdSeconds: BOOKING_HOLD_SECONDS };
  });
}

/** POST /v1/property/{id}/booking */
export function bookService(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  request: TBookingRequest,
): Promise<TBookingResult> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    // The property's row is locked: two bookings of its services are taken one after the other.
    const bookable = await readBookable(tx, agencyId, propertyId, true);
    if (request.propertyId !== propertyId) {
      throw badRequest('Requested property has not been found', {
        'body.propertyId': 'Requested property has not been found',
      });
    }
    const codes = checkedCodes(request.bookingTypes, bookable, 'body.bookingTypes');
    // The slot's row is locked until commit; a booking waiting on it reads it again afterwards
    // and finds it booked (READ COMMITTED re-checks the condition on the newest row).
    const [slot] = await tx
      .select({
        id: availabilitySlots.id,
        date: availabilitySlots.date,
        timeFrom: availabilitySlots.timeFrom,
        timeTo: availabilitySlots.timeTo,
        technicianId: availabilitySlots.technicianId,
        oasMetadataId: availabilitySlots.oasMetadataId,
      })
      .from(availabilitySlots)
      .where(
        and(
          eq(availabilitySlots.agencyId, agencyId),
          eq(availabilitySlots.oasMetadataId, String(request.oasResult.oasMetadataId)),
          freeFor(scope),
          sql`${availabilitySlots.serviceCodes} @> ${sql.param(codes)}::text[]`,
        ),
      )
      .for('update');
    if (!slot) throw conflict(BOOKING_MESSAGES.timeTaken);

    const nominated = request.nominatedContact?.isEnabled ? request.nominatedContact : null;
    const [booking] = await tx
      .insert(bookings)
      .values({
        agencyId,
        propertyId,
        bookingTypes: codes,
        status: 'REQUESTED',
        date: slot.date,
        startTime: slot.timeFrom,
        endTime: slot.timeTo,
        technicianId: slot.technicianId,
        oasMetadataId: slot.oasMetadataId,
        contacts: request.contacts.map((c) => ({
          name: c.name,
          email: c.email ?? null,
          mobile: c.mobile ?? null,
          isPrimaryContact: c.isPrimaryContact,
        })),
        nominatedContact: nominated
          ? {
              name: nominated.name,
              email: nominated.email,
              mobile: nominated.mobile,
              isPrimaryContact: true,
              isEnabled: true,
            }
          : null,
        createdBy: scope.userId,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning({ id: bookings.id });
    // Taken only while still free: the second guard of a slot booked once.
    const taken = await tx
      .update(availabilitySlots)
      .set({ bookingId: booking!.id, heldUntil: null, heldBySessionId: null })
      .where(and(eq(availabilitySlots.id, slot.id), isNull(availabilitySlots.bookingId)))
      .returning({ id: availabilitySlots.id });
    if (taken.length !== 1) throw conflict(BOOKING_MESSAGES.timeTaken);
    await tx
      .update(propertyServices)
      .set({ status: 'BOOKED_IN', tags: ['BookedIn'], updatedAt: scope.now })
      .where(
        and(
          eq(propertyServices.agencyId, agencyId),
          inArray(
            propertyServices.id,
            bookable.filter((s) => codes.includes(s.code)).map((s) => s.id),
          ),
        ),
      );
    const result = {
      bookingId: booking!.id,
      services: codes,
      date: slot.date,
      startTime: hhmm(slot.timeFrom),
      endTime: hhmm(slot.timeTo),
    };
    await recordScopedAudit(tx, scope, {
      action: 'property.book',
      target: String(propertyId),
      detail: {
        ...result,
        oasMetadataId: slot.oasMetadataId,
        contacts: request.contacts.length,
        nominatedContact: nominated !== null,
      },
    });
    return { success: true, error: null, ...result };
  });
}
