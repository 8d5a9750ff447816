import {
  EXPERIMENT_CODES,
  SERVICES_IN_DISPLAY_ORDER,
  type TKeyPickupLocation,
  type TPropertyAppliance,
  type TPropertyAppliancesQuery,
  type TPropertyNotice,
  type TPropertyNoticesQuery,
  type TPropertyTag,
  type TPropertyView,
  type TPropertyViewService,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agencies,
  appliances,
  keyLocations,
  notices,
  properties,
  propertyManagers,
  propertyServices,
  tenancies,
  userExperiments,
} from '../../db/schema/index';
import { findNextKeyPickup } from '../../domain/next-key-pickup';
import { oneLineAddress, propertyRef } from '../../domain/property-ref';
import { PROPERTY_NOT_FOUND, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { withProperty } from '../../domain/with-property';
import { appointmentAllowed } from './entry-preferences-service';
import { pendingCancellation, pendingHold } from './pending-requests';

interface Scope {
  agencyId: number;
  userId: number;
  /** The agency's today (yyyy-MM-dd): a temporary entry allowance lasts until its date. */
  today: string;
}

const DISPLAY_ORDER = new Map(SERVICES_IN_DISPLAY_ORDER.map((s, i) => [s.code, i]));
const byDisplayOrder = (a: TServiceCode, b: TServiceCode) =>
  (DISPLAY_ORDER.get(a) ?? 99) - (DISPLAY_ORDER.get(b) ?? 99);

/** Services that are no longer (or not yet) serviced: nothing to hold or cancel. */
const INACTIVE_STATUSES = new Set(['CANCELLED', 'NOT_ENROLLED']);

const isoInstant = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** GET /v1/property/{id}: the property view with the flags of its action menu. */
export function getPropertyView(
  database: Database,
  scope: Scope,
  propertyId: number,
): Promise<TPropertyView> {
  const { agencyId } = scope;
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    const [row] = await tx
      .select({
        id: properties.id,
        addressLine1: properties.addressLine1,
        addressLine2: properties.addressLine2,
        suburb: properties.suburb,
        postcode: properties.postcode,
        stateCode: properties.stateCode,
        flags: properties.flags,
        isIntegrated: properties.isIntegrated,
        isVacant: properties.isVacant,
        cancelledAt: properties.cancelledAt,
        isKeyAvailable: properties.isKeyAvailable,
        keyNumber: properties.keyNumber,
        keyLocationId: properties.keyLocationId,
        onsiteAvailability: properties.onsiteAvailability,
        temporaryKeyExpirationDate: properties.temporaryKeyExpirationDate,
        keyOnsiteNotes: properties.keyOnsiteNotes,
        keyInfoValidFrom: properties.keyInfoValidFrom,
        managerId: propertyManagers.id,
        managerName: propertyManagers.name,
        managerEmail: propertyManagers.email,
        allowBooking: agencies.allowAgencyPortalBooking,
        hasCurrentTenancy: sql<boolean>`exists (select 1 from ${tenancies} t
          where t.agency_id = ${properties.agencyId} and t.property_id = ${properties.id}
            and t.is_current)`,
        appointmentAllowed: appointmentAllowed(scope.today),
      })
      .from(properties)
      .innerJoin(agencies, eq(agencies.id, properties.agencyId))
      .leftJoin(
        propertyManagers,
        and(
          eq(propertyManagers.agencyId, properties.agencyId),
          eq(propertyManagers.id, properties.propertyManagerId),
        ),
      )
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    if (!row) throw notFound(PROPERTY_NOT_FOUND);

    const serviceRows = await tx
      .select({
        id: propertyServices.id,
        code: propertyServices.serviceCode,
        status: propertyServices.status,
        tags: propertyServices.tags,
        lastServiceDate: propertyServices.lastServiceDate,
        nextDueDate: propertyServices.nextDueDate,
        onHoldUntil: propertyServices.onHoldUntil,
        managed: propertyServices.isManagedByProvider,
        pendingHold,
        pendingCancellation,
      })
      .from(propertyServices)
      .where(
        and(eq(propertyServices.agencyId, agencyId), eq(propertyServices.propertyId, propertyId)),
      );

    const nextKeyPickup = await findNextKeyPickup(tx, agencyId, propertyId, scope.today);

    const experimentRows = await tx
      .select({ code: userExperiments.experimentCode, enabled: userExperiments.enabled })
      .from(userExperiments)
      .where(eq(userExperiments.userId, scope.userId));
    const on = new Map(experimentRows.map((e) => [e.code, e.enabled]));
    const experiments = Object.fromEntries(
      EXPERIMENT_CODES.map((code) => [code, on.get(code) ?? false]),
    );

    const flags = new Set(row.flags);
    const cancelled = flags.has('CANCELLED') || row.cancelledAt !== null;
    const vacant = row.isVacant || flags.has('VACANT');
    const tags: TPropertyTag[] = [];
    if (row.isIntegrated) tags.push('Integrated');
    if (vacant) tags.push('Vacant');
    if (cancelled) tags.push('Cancelled');

    const isActive = (s: (typeof serviceRows)[number]) =>
      s.managed && !INACTIVE_STATUSES.has(s.status);
    const isHoldable = (s: (typeof serviceRows)[number]) =>
      isActive(s) && s.status !== 'ON_HOLD' && !s.pendingHold;
    const active = serviceRows.filter(isActive);
    const services: TPropertyViewService[] = serviceRows
      .map((s) => ({
        serviceId: s.id,
        shortName: s.code as TServiceCode,
        status: s.status as TPropertyViewService['status'],
        tags: s.tags as TPropertyViewService['tags'],
        lastServiceDate: s.lastServiceDate,
        nextDueDate: s.nextDueDate,
        onHoldUntil: s.onHoldUntil,
        isHoldable: !cancelled && isHoldable(s),
        isPendingCancellation: s.pendingCancellation,
      }))
      .sort((a, b) => byDisplayOrder(a.shortName, b.shortName));

    const tenancyEditable = !cancelled && !row.isIntegrated;
    const ref = propertyRef(row.id, row);
    return {
      id: row.id,
      addressLine1: ref.addressLine1,
      addressLine2: ref.addressLine2,
      address: oneLineAddress(row),
      state: row.stateCode as TPropertyView['state'],
      tags,
      services,
      propertyManager:
        row.managerId === null
          ? null
          : { id: row.managerId, name: row.managerName ?? '', email: row.managerEmail },
      isKeyAvailable: row.isKeyAvailable,
      keyNumber: row.keyNumber,
      keyLocationId: row.keyLocationId,
      propertyKeyInformation: {
        onsiteAvailability:
          row.onsiteAvailability as TPropertyView['propertyKeyInformation']['onsiteAvailability'],
        temporaryKeyExpirationDate: row.temporaryKeyExpirationDate,
        keyOnsiteNotes: row.keyOnsiteNotes,
        validFrom: isoInstant(row.keyInfoValidFrom),
      },
      nextKeyPickup,
      hasCurrentTenancy: row.hasCurrentTenancy,
      allowAgencyPortalBooking: row.allowBooking,
      actions: {
        canEditTenancy: tenancyEditable && row.hasCurrentTenancy,
        canAddTenancy: tenancyEditable && !row.hasCurrentTenancy,
        canUpdateKeyNumber: !cancelled,
        canRequestService: !cancelled,
        canHold: !cancelled && active.some(isHoldable),
        canCancel: !cancelled && active.some((s) => !s.pendingCancellation),
        canBook: !cancelled && row.allowBooking,
        canRequestOneOffEntryNotification:
          !cancelled &&
          !vacant &&
          row.appointmentAllowed &&
          !flags.has('LEASE_AGREEMENT_UPDATE_REQUIRED'),
        canEmailTenant: !cancelled && row.hasCurrentTenancy,
      },
      experiments,
    };
  });
}

/** GET /v1/property/{id}/appliances: by service (display order), then by name. */
export function getPropertyAppliances(
  database: Database,
  agencyId: number,
  propertyId: number,
  query: TPropertyAppliancesQuery,
): Promise<TPropertyAppliance[]> {
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const rows = await tx
      .select({
        id: appliances.id,
        serviceCode: appliances.serviceCode,
        name: appliances.name,
        location: appliances.location,
        applianceType: appliances.applianceType,
      })
      .from(appliances)
      .where(
        and(
          eq(appliances.agencyId, agencyId),
          eq(appliances.propertyId, propertyId),
          query.service ? eq(appliances.serviceCode, query.service) : undefined,
        ),
      )
      .orderBy(asc(appliances.name), asc(appliances.id));
    return rows
      .map((row) => ({ ...row, serviceCode: row.serviceCode as TServiceCode }))
      .sort((a, b) => byDisplayOrder(a.serviceCode, b.serviceCode));
  });
}

/** GET /v1/property/{id}/notices: newest first; `resolved` narrows to resolved or active ones. */
export function getPropertyNotices(
  database: Database,
  agencyId: number,
  propertyId: number,
  query: TPropertyNoticesQuery,
): Promise<TPropertyNotice[]> {
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const resolvedFilter =
      query.resolved === undefined
        ? undefined
        : query.resolved
          ? isNotNull(notices.resolvedAt)
          : isNull(notices.resolvedAt);
    const rows = await tx
      .select({
        noticeId: notices.id,
        noticeType: notices.noticeType,
        isUrgent: notices.isUrgent,
        isContactDiRequired: notices.isContactDiRequired,
        message: notices.message,
        serviceCodes: notices.serviceCodes,
        createdAt: notices.createdAt,
        resolvedAt: notices.resolvedAt,
        resolveReason: notices.resolveReason,
      })
      .from(notices)
      .where(
        and(eq(notices.agencyId, agencyId), eq(notices.propertyId, propertyId), resolvedFilter),
      )
      .orderBy(desc(notices.createdAt), desc(notices.id));
    return rows.map((row) => ({
      ...row,
      noticeType: row.noticeType as TPropertyNotice['noticeType'],
      serviceCodes: row.serviceCodes as TServiceCode[],
      createdAt: isoInstant(row.createdAt)!,
      resolvedAt: isoInstant(row.resolvedAt),
    }));
  });
}

/** GET /v1/property/{id}/key-pickup-location: the key location of the property, or null. */
export function getKeyPickupLocation(
  database: Database,
  agencyId: number,
  propertyId: number,
): Promise<TKeyPickupLocation | null> {
  return withProperty(database, agencyId, propertyId, async (tx) => {
    const [row] = await tx
      .select({
        keyLocationId: keyLocations.id,
        name: keyLocations.name,
        addressLine1: keyLocations.addressLine1,
        addressLine2: keyLocations.addressLine2,
        suburb: keyLocations.suburb,
        postcode: keyLocations.postcode,
        stateCode: keyLocations.stateCode,
        instructions: keyLocations.instructions,
      })
      .from(properties)
      .innerJoin(
        keyLocations,
        and(
          eq(keyLocations.agencyId, properties.agencyId),
          eq(keyLocations.id, properties.keyLocationId),
        ),
      )
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    if (!row) return null;
    return {
      keyLocationId: row.keyLocationId,
      name: row.name,
      fullAddress: oneLineAddress(row),
      instructions: row.instructions,
    };
  });
}
