import { z } from 'zod/mini';
import { ZContactNumberType, ZContactRole } from '../enums/contacts';
import { ZQueryFlag } from './query';

/** A stored phone number of a contact or occupant, as the server answers it. */
export const ZStoredContactNumber = z.object({
  /** null for a property manager's phone, which is not one of the property's contact numbers. */
  contactNumberId: z.nullable(z.int()),
  number: z.string(),
  type: ZContactNumberType,
});
export type TStoredContactNumber = z.infer<typeof ZStoredContactNumber>;

/**
 * One person of a property (GET /v1/property/{id}/contacts): a landlord (a contact of the
 * property), its property manager (id: the property manager's) or an occupant of the current
 * tenancy. `id` is unique per role; address is one line or null.
 */
export const ZPropertyContact = z.object({
  id: z.int(),
  role: ZContactRole,
  name: z.string(),
  email: z.nullable(z.string()),
  salutation: z.nullable(z.string()),
  contactNumbers: z.array(ZStoredContactNumber),
  address: z.nullable(z.string()),
});
export type TPropertyContact = z.infer<typeof ZPropertyContact>;

/** Which groups to include; none given means all three. */
export const ZPropertyContactsQuery = z.object({
  landlords: ZQueryFlag,
  occupants: ZQueryFlag,
  propertyManagers: ZQueryFlag,
});
export type TPropertyContactsQuery = z.output<typeof ZPropertyContactsQuery>;
