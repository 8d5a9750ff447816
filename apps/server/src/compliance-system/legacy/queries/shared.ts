import { and, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { nonManagedProperties, properties } from '../../../db/schema/index';

/** The parts of an Australian street address, as the property tables hold them. */
export interface AddressParts {
  addressLine1: string;
  addressLine2: string | null;
  suburb: string;
  stateCode: string;
  postcode: string;
}

/** The address columns of a managed or non-managed property, for a select. */
export const addressOf = (table: typeof properties | typeof nonManagedProperties) => ({
  addressLine1: table.addressLine1,
  addressLine2: table.addressLine2,
  suburb: table.suburb,
  stateCode: table.stateCode,
  postcode: table.postcode,
});

/** The address of a left-joined property: null when there was none to join. */
export function joinedAddress(
  parts: { [K in keyof AddressParts]: AddressParts[K] | null } | null,
): AddressParts | null {
  if (!parts) return null;
  const { addressLine1, addressLine2, suburb, stateCode, postcode } = parts;
  if (addressLine1 === null || suburb === null || stateCode === null || postcode === null) {
    return null;
  }
  return { addressLine1, addressLine2, suburb, stateCode, postcode };
}

export const countRows = () => sql<number>`count(*)`.mapWith(Number);

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of `search` somewhere in the address text (case, commas and word order ignored),
 * so '12 Smith St, Richmond VIC 3121' finds the property the portal showed with that text.
 */
export function addressMatches(searchText: AnyColumn, search: string | undefined): SQL | undefined {
  const words = (search ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(searchText, `%${likeEscape(word)}%`)));
}
