import { z } from 'zod/mini';

export const REPORTED_FINDING_STATUS_CODES = [
  'OPEN',
  'RESOLVED',
  'RESOLVED_BY_THIRD_PARTY',
  'DISMISSED',
] as const;
export const ZReportedFindingStatus = z.enum(REPORTED_FINDING_STATUS_CODES);
export type TReportedFindingStatus = z.infer<typeof ZReportedFindingStatus>;

export const reportedFindingStatusLabels: Record<TReportedFindingStatus, string> = {
  OPEN: 'Open',
  RESOLVED: 'Resolved',
  RESOLVED_BY_THIRD_PARTY: 'Resolved by third party',
  DISMISSED: 'Dismissed',
};

export const NEW_MANAGEMENT_STATUS_CODES = [
  'NOT_ENROLLED',
  'UNDER_ENROLMENT',
  'DISMISSED',
] as const;
export const ZNewManagementStatus = z.enum(NEW_MANAGEMENT_STATUS_CODES);
export type TNewManagementStatus = z.infer<typeof ZNewManagementStatus>;

export const newManagementStatusLabels: Record<TNewManagementStatus, string> = {
  NOT_ENROLLED: 'Not enrolled',
  UNDER_ENROLMENT: 'Under enrolment',
  DISMISSED: 'Dismissed',
};

/**
 * Where a new management's enrolment stands, as the list shows it: under enrolment is 'requested'
 * until the compliance system holds a job order for the property, then 'in progress'.
 */
export const ENROLMENT_STATUS_CODES = ['NOT_ENROLLED', 'REQUESTED', 'IN_PROGRESS'] as const;
export const ZEnrolmentStatus = z.enum(ENROLMENT_STATUS_CODES);
export type TEnrolmentStatus = z.infer<typeof ZEnrolmentStatus>;

export const enrolmentStatusLabels: Record<TEnrolmentStatus, string> = {
  NOT_ENROLLED: 'Not enrolled',
  REQUESTED: 'Enrolment requested',
  IN_PROGRESS: 'Enrolment in progress',
};

export const BOOKING_STATUS_CODES = ['REQUESTED', 'CONFIRMED', 'CANCELLED', 'COMPLETED'] as const;
export const ZBookingStatus = z.enum(BOOKING_STATUS_CODES);
export type TBookingStatus = z.infer<typeof ZBookingStatus>;

export const bookingStatusLabels: Record<TBookingStatus, string> = {
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};

/** Status of a request to hold or cancel services, reviewed by the provider. */
export const HOLD_CANCELLATION_STATUS_CODES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ZHoldCancellationStatus = z.enum(HOLD_CANCELLATION_STATUS_CODES);
export type THoldCancellationStatus = z.infer<typeof ZHoldCancellationStatus>;

export const holdCancellationStatusLabels: Record<THoldCancellationStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const HOLD_CANCELLATION_KIND_CODES = ['HOLD', 'CANCELLATION'] as const;
export const ZHoldCancellationKind = z.enum(HOLD_CANCELLATION_KIND_CODES);
export type THoldCancellationKind = z.infer<typeof ZHoldCancellationKind>;
