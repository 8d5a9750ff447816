import { and, asc, eq, gt } from 'drizzle-orm';
import type { TNextKeyPickup } from '@portal/contracts';
import type { AgencyTx } from '../../../db/client';
import {
  keyLocations,
  occupants,
  properties,
  propertyManagers,
  propertyServices,
  tenancies,
} from '../../../db/schema/index';
import { findNextKeyPickup } from '../../../domain/next-key-pickup';
import { addressOf, type AddressParts } from './shared';

export interface PropertyDetails {
  id: number;
  address: AddressParts;
  complianceStatus: string;
  flags: string[];
  isVacant: boolean;
  isIntegrated: boolean;
  isManaged: boolean;
  manager: { name: string; email: string | null; phone: string | null } | null;
  isKeyAvailable: boolean;
  keyNumber: string | null;
  keyLocationName: string | null;
  onsiteAvailability: string | null;
  temporaryKeyExpirationDate: string | null;
  nextKeyPickup: TNextKeyPickup | null;
  lastServiceDate: string | null;
  nextServiceDue: string | null;
  services: {
    serviceCode: string;
    status: string;
    lastServiceDate: string | null;
    nextDueDate: string | null;
    onHoldUntil: string | null;
  }[];
  currentTenancy: {
    startDate: string;
    endDate: string | null;
    vacateDate: string | null;
    occupants: string[];
  } | null;
  upcomingTenancyStart: string | null;
}

/** One property of the agency with its services and tenancy summary; null when not its own. */
export async function findProperty(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  today: string,
): Promise<PropertyDetails | null> {
  const [property] = await tx
    .select({
      id: properties.id,
      address: addressOf(properties),
      complianceStatus: properties.complianceStatus,
      flags: properties.flags,
      isVacant: properties.isVacant,
      isIntegrated: properties.isIntegrated,
      isManaged: properties.isManaged,
      managerName: propertyManagers.name,
      managerEmail: propertyManagers.email,
      managerPhone: propertyManagers.phone,
      isKeyAvailable: properties.isKeyAvailable,
      keyNumber: properties.keyNumber,
      keyLocationName: keyLocations.name,
      onsiteAvailability: properties.onsiteAvailability,
      temporaryKeyExpirationDate: properties.temporaryKeyExpirationDate,
      lastServiceDate: properties.lastServiceDate,
      nextServiceDue: properties.nextServiceDue,
    })
    .from(properties)
    .leftJoin(
      propertyManagers,
      and(
        eq(propertyManagers.agencyId, properties.agencyId),
        eq(propertyManagers.id, properties.propertyManagerId),
      ),
    )
    .leftJoin(
      keyLocations,
      and(
        eq(keyLocations.agencyId, properties.agencyId),
        eq(keyLocations.id, properties.keyLocationId),
      ),
    )
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
  if (!property) return null;

  const services = await tx
    .select({
      serviceCode: propertyServices.serviceCode,
      status: propertyServices.status,
      lastServiceDate: propertyServices.lastServiceDate,
      nextDueDate: propertyServices.nextDueDate,
      onHoldUntil: propertyServices.onHoldUntil,
    })
    .from(propertyServices)
    .where(
      and(eq(propertyServices.agencyId, agencyId), eq(propertyServices.propertyId, propertyId)),
    );

  const ofProperty = and(eq(tenancies.agencyId, agencyId), eq(tenancies.propertyId, propertyId));
  const [current] = await tx
    .select({
      id: tenancies.id,
      startDate: tenancies.startDate,
      endDate: tenancies.endDate,
      vacateDate: tenancies.vacateDate,
    })
    .from(tenancies)
    .where(and(ofProperty, eq(tenancies.isCurrent, true)));
  const [upcoming] = await tx
    .select({ startDate: tenancies.startDate })
    .from(tenancies)
    .where(and(ofProperty, eq(tenancies.isCurrent, false), gt(tenancies.startDate, today)))
    .orderBy(asc(tenancies.startDate))
    .limit(1);
  const names = current
    ? await tx
        .select({ name: occupants.name })
        .from(occupants)
        .where(and(eq(occupants.agencyId, agencyId), eq(occupants.tenancyId, current.id)))
        .orderBy(asc(occupants.displayOrder), asc(occupants.id))
    : [];

  const { managerName, managerEmail, managerPhone, ...rest } = property;
  return {
    ...rest,
    manager:
      managerName === null ? null : { name: managerName, email: managerEmail, phone: managerPhone },
    services,
    currentTenancy: current
      ? {
          startDate: current.startDate,
          endDate: current.endDate,
          vacateDate: current.vacateDate,
          occupants: names.map((o) => o.name),
        }
      : null,
    upcomingTenancyStart: upcoming?.startDate ?? null,
    nextKeyPickup: await findNextKeyPickup(tx, agencyId, propertyId, today),
  };
}
