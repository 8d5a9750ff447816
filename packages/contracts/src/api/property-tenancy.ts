import { z } from 'zod';
import { ZContactNumberType, ZDoNotContactReason } from '../enums/contacts';
import { ZLeaseType } from '../enums/properties';

/** A phone number of an occupant as stored (E.164), with its do-not-contact reason when set. */
export const ZOccupantContactNumber = z.object({
  contactNumberId: z.number().int(),
  number: z.string(),
  type: ZContactNumberType,
  /** Set when the number must not be called; OTHER is shown as 'Unable to Contact'. */
  doNotContactReasonCode: z.nullable(ZDoNotContactReason),
  doNotContactReasonName: z.string().nullable(),
});
export type TOccupantContactNumber = z.infer<typeof ZOccupantContactNumber>;

export const ZTenancyOccupant = z.object({
  occupantId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  contactNumbers: z.array(ZOccupantContactNumber),
  isAllContactNumbersBlacklisted: z.boolean(),
});
export type TTenancyOccupant = z.infer<typeof ZTenancyOccupant>;

/** A tenancy of a property; dates are ISO days ('yyyy-MM-dd'). */
export const ZTenancy = z.object({
  tenancyId: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  vacatingAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** Where it came from: 'PORTAL' or the property-management software. */
  source: z.string().nullable(),
  leaseType: z.nullable(ZLeaseType),
  isCurrent: z.boolean(),
  occupants: z.array(ZTenancyOccupant),
});
export type TTenancy = z.infer<typeof ZTenancy>;

/**
 * GET /v1/property/{id}/tenancy: the current tenancy (or none), the next one to start, and the
 * property's state that decides what may be changed.
 */
export const ZPropertyTenancy = z.object({
  propertyId: z.number().int(),
  currentTenancy: z.nullable(ZTenancy),
  upcomingTenancy: z.nullable(ZTenancy),
  isVacant: z.boolean(),
  /** Tenancy data comes from the agency's software and is read-only here. */
  isIntegrated: z.boolean(),
  isCancelled: z.boolean(),
  /** When the agency last confirmed the property's details (ISO timestamp), or null. */
  confirmedAt: z.string().nullable(),
});
export type TPropertyTenancy = z.infer<typeof ZPropertyTenancy>;

/** Path of PUT /v1/property/{id}/tenancy/{tenancyId}. */
export const ZTenancyParams = z.object({
  id: z.coerce.number().int().positive(),
  tenancyId: z.coerce.number().int().positive(),
});

export const ZMarkedVacant = z.object({
  propertyId: z.number().int(),
  /** How many tenancies were given a vacate date or stopped being current. */
  vacatedTenancies: z.number().int(),
});
export type TMarkedVacant = z.infer<typeof ZMarkedVacant>;
