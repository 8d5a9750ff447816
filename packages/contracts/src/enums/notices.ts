import { z } from 'zod/mini';

export const NOTICE_TYPE_CODES = [
  'REQUIRES_AGENCY_CONFIRMATION',
  'REFUSING_SERVICE',
  'COMMUNICATION_DIFFICULTY',
  'NO_TENANT_DETAILS',
  'SAME_TENANT_DETAILS',
  'TENANT_REQUIRES_AGENCY_ATTENDANCE',
  'TENANT_UNAVAILABLE_BUSINESS_HOURS',
  'REQUIRE_UPDATE_DETAIL_X_DAYS',
  'TENANT_CANCELLED_CONSECUTIVELY',
  'UNKNOWN',
  'BOOKING_PROBLEM_OTHER',
  'UNABLE_TO_CONTACT_OCCUPANT',
  'UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC',
  'ACCESS_PROBLEM_BAD_KEYS',
  'TENANT_DETAILS_OUTSTANDING_30_DAYS',
] as const;
export const ZNoticeType = z.enum(NOTICE_TYPE_CODES);
export type TNoticeType = z.infer<typeof ZNoticeType>;

export const noticeTypeLabels: Record<TNoticeType, string> = {
  REQUIRES_AGENCY_CONFIRMATION: 'Requires confirmation',
  REFUSING_SERVICE: 'Refusing service',
  COMMUNICATION_DIFFICULTY: 'Communication difficulty',
  NO_TENANT_DETAILS: 'No tenant details',
  SAME_TENANT_DETAILS: 'Same tenant details',
  TENANT_REQUIRES_AGENCY_ATTENDANCE: 'Agency attendance required',
  TENANT_UNAVAILABLE_BUSINESS_HOURS: 'Unavailable in business hours',
  REQUIRE_UPDATE_DETAIL_X_DAYS: 'Update details required',
  TENANT_CANCELLED_CONSECUTIVELY: 'Cancelled consecutively',
  UNKNOWN: 'Access issues',
  BOOKING_PROBLEM_OTHER: 'Access issues',
  UNABLE_TO_CONTACT_OCCUPANT: 'Unable to contact',
  UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC: 'Unable to contact',
  ACCESS_PROBLEM_BAD_KEYS: 'Key issue',
  TENANT_DETAILS_OUTSTANDING_30_DAYS: 'Tenant details outstanding',
};

/**
 * Product decision (the spec leaves the list unnamed): only the provider can act on a tenant who
 * refuses service, keeps cancelling, or an issue of unknown cause, so the agency's resolve
 * buttons are disabled and the user is told to contact the provider.
 */
export const NOTICE_TYPES_REQUIRING_PROVIDER_CONTACT: readonly TNoticeType[] = [
  'REFUSING_SERVICE',
  'TENANT_CANCELLED_CONSECUTIVELY',
  'UNKNOWN',
];

export function noticeRequiresProviderContact(type: TNoticeType): boolean {
  return NOTICE_TYPES_REQUIRING_PROVIDER_CONTACT.includes(type);
}
