import { and, asc, eq } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { keyLocations, properties } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressMatches, addressOf, countRows, joinedAddress, type AddressParts } from './shared';

export interface KeyRow {
  propertyId: number;
  address: AddressParts;
  isKeyAvailable: boolean;
  keyNumber: string | null;
  keyLocation: (AddressParts & { name: string }) | null;
  onsiteAvailability: string | null;
  temporaryKeyExpirationDate: string | null;
}

/** The agency's key details of every property it has on service, by address. */
export async function findKeys(
  tx: AgencyTx,
  agencyId: number,
  filter: { search?: string; page: number },
): Promise<Paged<KeyRow>> {
  const where = and(
    eq(properties.agencyId, agencyId),
    eq(properties.isManaged, true),
    addressMatches(properties.searchText, filter.search),
  );
  const [counted] = await tx.select({ total: countRows() }).from(properties).where(where);
  const rows = await loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        propertyId: properties.id,
        address: addressOf(properties),
        isKeyAvailable: properties.isKeyAvailable,
        keyNumber: properties.keyNumber,
        locationName: keyLocations.name,
        location: {
          addressLine1: keyLocations.addressLine1,
          addressLine2: keyLocations.addressLine2,
          suburb: keyLocations.suburb,
          stateCode: keyLocations.stateCode,
          postcode: keyLocations.postcode,
        },
        onsiteAvailability: properties.onsiteAvailability,
        temporaryKeyExpirationDate: properties.temporaryKeyExpirationDate,
      })
      .from(properties)
      .leftJoin(
        keyLocations,
        and(
          eq(keyLocations.agencyId, properties.agencyId),
          eq(keyLocations.id, properties.keyLocationId),
        ),
      )
      .where(where)
      .orderBy(asc(properties.addressLine1), asc(properties.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...rows,
    rows: rows.rows.map(({ locationName, location, ...row }) => {
      const address = joinedAddress(location);
      return {
        ...row,
        keyLocation: address && locationName !== null ? { name: locationName, ...address } : null,
      };
    }),
  };
}
