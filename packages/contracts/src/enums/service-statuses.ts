import { z } from 'zod/mini';

export const SERVICE_STATUS_CODES = [
  'OVERDUE',
  'SERVICE_PENDING',
  'BOOKED_IN',
  'REBOOKING_IN_PROGRESS',
  'AWAITING_QUOTATION_APPROVAL',
  'PAYMENT_PENDING',
  'UPDATES_REQUIRED',
  'ON_HOLD',
  'CANCELLED',
  'COMPLIANT',
  'APPROACHING_NEXT_SERVICE',
  'NOT_ENROLLED',
] as const;
export const ZServiceStatus = z.enum(SERVICE_STATUS_CODES);
export type TServiceStatus = z.infer<typeof ZServiceStatus>;

export const serviceStatusLabels: Record<TServiceStatus, string> = {
  OVERDUE: 'Overdue',
  SERVICE_PENDING: 'Service pending',
  BOOKED_IN: 'Booked in',
  REBOOKING_IN_PROGRESS: 'Rebooking in progress',
  AWAITING_QUOTATION_APPROVAL: 'Awaiting quotation approval',
  PAYMENT_PENDING: 'Payment pending',
  UPDATES_REQUIRED: 'Updates required',
  ON_HOLD: 'On hold',
  CANCELLED: 'Cancelled',
  COMPLIANT: 'Compliant',
  APPROACHING_NEXT_SERVICE: 'Approaching next service',
  NOT_ENROLLED: 'Not enrolled',
};

/** Tags of a service on a property, spelled as the spec writes them (ON_HOLD is upper-case). */
export const SERVICE_TAG_CODES = [
  'ON_HOLD',
  'BookedIn',
  'Overdue',
  'RebookingInProgress',
  'ServicePending',
] as const;
export const ZServiceTag = z.enum(SERVICE_TAG_CODES);
export type TServiceTag = z.infer<typeof ZServiceTag>;

export const serviceTagLabels: Record<TServiceTag, string> = {
  ON_HOLD: 'On hold',
  BookedIn: 'Booked in',
  Overdue: 'Overdue',
  RebookingInProgress: 'Rebooking in progress',
  ServicePending: 'Service pending',
};
