import { z } from 'zod/mini';

export const CONTACT_ROLE_CODES = [
  'PROPERTY_MANAGER',
  'LANDLORD',
  'AGENCY_CONTACT',
  'OCCUPANT',
] as const;
export const ZContactRole = z.enum(CONTACT_ROLE_CODES);
export type TContactRole = z.infer<typeof ZContactRole>;

export const contactRoleLabels: Record<TContactRole, string> = {
  PROPERTY_MANAGER: 'Property Manager',
  LANDLORD: 'Landlord',
  AGENCY_CONTACT: 'Agency Contact',
  OCCUPANT: 'Occupant',
};

export const CONTACT_NUMBER_TYPE_CODES = ['MOBILE', 'HOME', 'OFFICE', 'OTHER'] as const;
export const ZContactNumberType = z.enum(CONTACT_NUMBER_TYPE_CODES);
export type TContactNumberType = z.infer<typeof ZContactNumberType>;

export const contactNumberTypeLabels: Record<TContactNumberType, string> = {
  MOBILE: 'Mobile',
  HOME: 'Home',
  OFFICE: 'Office',
  OTHER: 'Other',
};

export const DO_NOT_CONTACT_REASON_CODES = [
  'WRONG_NUMBER',
  'DISCONNECTED',
  'REQUESTED',
  'OTHER',
] as const;
export const ZDoNotContactReason = z.enum(DO_NOT_CONTACT_REASON_CODES);
export type TDoNotContactReason = z.infer<typeof ZDoNotContactReason>;

export const doNotContactReasonLabels: Record<TDoNotContactReason, string> = {
  WRONG_NUMBER: 'Wrong number',
  DISCONNECTED: 'Disconnected',
  REQUESTED: 'Requested not to be contacted',
  // The spec: the code OTHER is displayed as 'Unable to Contact'.
  OTHER: 'Unable to Contact',
};
