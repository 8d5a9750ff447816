import type {
  TContactNumberType,
  TPropertyContact,
  TPropertyContactsQuery,
} from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  contactNumbers,
  contacts,
  occupants,
  properties,
  propertyManagers,
  suburbs,
  tenancies,
} from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';

type NumbersByOwner = Map<number, TPropertyContact['contactNumbers']>;

function groupNumbers(
  rows: { ownerId: number | null; id: number; number: string; type: string }[],
): NumbersByOwner {
  const byOwner: NumbersByOwner = new Map();
  for (const row of rows) {
    if (row.ownerId === null) continue;
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({
      contactNumberId: row.id,
      number: row.number,
      type: row.type as TContactNumberType,
    });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

async function propertyContacts(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  roles: 'LANDLORD'[],
): Promise<TPropertyContact[]> {
  if (roles.length === 0) return [];
  const rows = await tx
    .select({
      id: contacts.id,
      role: contacts.role,
      name: contacts.name,
      email: contacts.email,
      salutation: contacts.salutation,
      addressLine1: contacts.addressLine1,
      addressLine2: contacts.addressLine2,
      addressLine3: contacts.addressLine3,
      international: contacts.internationalAddress,
      suburb: suburbs.name,
      postcode: suburbs.postcode,
      state: suburbs.stateCode,
    })
    .from(contacts)
    .leftJoin(suburbs, eq(suburbs.id, contacts.suburbId))
    .where(
      and(
        eq(contacts.agencyId, agencyId),
        eq(contacts.propertyId, propertyId),
        inArray(contacts.role, roles),
      ),
    )
    .orderBy(asc(contacts.role), asc(contacts.name), asc(contacts.id));
  const numbers = rows.length
    ? groupNumbers(
        await tx
          .select({
            ownerId: contactNumbers.contactId,
            id: contactNumbers.id,
            number: contactNumbers.number,
            type: contactNumbers.type,
          })
          .from(contactNumbers)
          .where(
            and(
              eq(contactNumbers.agencyId, agencyId),
              inArray(
                contactNumbers.contactId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(contactNumbers.id)),
      )
    : (new Map() as NumbersByOwner);
  return rows.map((row) => {
    const street = [row.addressLine1, row.addressLine2, row.addressLine3].filter(Boolean);
    const locality = row.suburb ? `${row.suburb} ${row.state} ${row.postcode}` : null;
    const address =
      row.international ??
      (street.length ? [...street, locality].filter(Boolean).join(', ') : null);
    return {
      id: row.id,
      role: row.role as TPropertyContact['role'],
      name: row.name,
      email: row.email,
      salutation: row.salutation,
      contactNumbers: numbers.get(row.id) ?? [],
      address,
    };
  });
}

/** The property manager the property is assigned to, with their office phone. */
async function assignedManager(
  tx: AgencyTx,
  agencyId: number,
  managerId: number | null,
): Promise<TPropertyContact[]> {
  if (managerId === null) return [];
  const rows = await tx
    .select({
      id: propertyManagers.id,
      name: propertyManagers.name,
      email: propertyManagers.email,
      phone: propertyManagers.phone,
    })
    .from(propertyManagers)
    .where(and(eq(propertyManagers.agencyId, agencyId), eq(propertyManagers.id, managerId)));
  return rows.map((row) => ({
    id: row.id,
    role: 'PROPERTY_MANAGER' as const,
    name: row.name,
    email: row.email,
    salutation: null,
    contactNumbers: row.phone
      ? [{ contactNumberId: null, number: row.phone, type: 'OFFICE' as const }]
      : [],
    address: null,
  }));
}

async function currentOccupants(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
): Promise<TPropertyContact[]> {
  const rows = await tx
    .select({ id: occupants.id, name: occupants.name, email: occupants.email })
    .from(occupants)
    .innerJoin(
      tenancies,
      and(eq(tenancies.agencyId, occupants.agencyId), eq(tenancies.id, occupants.tenancyId)),
    )
    .where(
      and(
        eq(occupants.agencyId, agencyId),
        eq(tenancies.propertyId, propertyId),
        eq(tenancies.isCurrent, true),
      ),
    )
    .orderBy(asc(occupants.displayOrder), asc(occupants.id));
  const numbers = rows.length
    ? groupNumbers(
        await tx
          .select({
            ownerId: contactNumbers.occupantId,
            id: contactNumbers.id,
            number: contactNumbers.number,
            type: contactNumbers.type,
          })
          .from(contactNumbers)
          .where(
            and(
              eq(contactNumbers.agencyId, agencyId),
              inArray(
                contactNumbers.occupantId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(contactNumbers.id)),
      )
    : (new Map() as NumbersByOwner);
  return rows.map((row) => ({
    id: row.id,
    role: 'OCCUPANT' as const,
    name: row.name,
    email: row.email,
    salutation: null,
    contactNumbers: numbers.get(row.id) ?? [],
    address: null,
  }));
}

/**
 * GET /v1/property/{id}/contacts: the property's landlords (its contacts), the property manager
 * it is assigned to and the occupants of its current tenancy; the flags choose groups, none given means all.
 */
export function getPropertyContacts(
  database: Database,
  agencyId: number,
  propertyId: number,
  query: TPropertyContactsQuery,
): Promise<TPropertyContact[]> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const all = !query.landlords && !query.occupants && !query.propertyManagers;
  return database.withAgency(agencyId, async (tx) => {
    const [property] = await tx
      .select({ id: properties.id, managerId: properties.propertyManagerId })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    const people =
      all || query.landlords ? await propertyContacts(tx, agencyId, propertyId, ['LANDLORD']) : [];
    if (all || query.propertyManagers) {
      people.push(...(await assignedManager(tx, agencyId, property.managerId)));
    }
    if (all || query.occupants) people.push(...(await currentOccupants(tx, agencyId, propertyId)));
    return people;
  });
}
