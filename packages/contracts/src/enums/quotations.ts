import { z } from 'zod/mini';

export const QUOTATION_STATUS_CODES = [
  'PENDING',
  'AWAITING_APPROVAL',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
  'COMPLETED',
  'EXPIRED',
  'REACTIVATION_REQUEST_EXTERNAL',
  'REACTIVATION_REQUEST_INTERNAL',
  'READY_TO_SEND',
] as const;
export const ZQuotationStatus = z.enum(QUOTATION_STATUS_CODES);
export type TQuotationStatus = z.infer<typeof ZQuotationStatus>;

export const quotationStatusLabels: Record<TQuotationStatus, string> = {
  PENDING: 'Pending',
  AWAITING_APPROVAL: 'Awaiting approval',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
  REACTIVATION_REQUEST_EXTERNAL: 'Reactivation requested',
  REACTIVATION_REQUEST_INTERNAL: 'Reactivation requested (internal)',
  READY_TO_SEND: 'Ready to send',
};

export interface TQuotationStatusEntry {
  id: number;
  code: TQuotationStatus;
}

/** Ids 1 to 10 follow the spec's order of the codes. */
export const QUOTATION_STATUSES: readonly TQuotationStatusEntry[] = QUOTATION_STATUS_CODES.map(
  (code, index) => ({ id: index + 1, code }),
);

export function quotationStatusById(id: number | null | undefined): TQuotationStatusEntry {
  const status = QUOTATION_STATUSES.find((candidate) => candidate.id === id);
  if (!status) throw new Error('Quotation status ID is required');
  return status;
}

export function quotationStatusId(code: TQuotationStatus): number {
  return QUOTATION_STATUS_CODES.indexOf(code) + 1;
}

/** The statuses an agency is shown: the provider's own steps are left out. */
export type TAgencyQuotationStatus = Exclude<
  TQuotationStatus,
  'READY_TO_SEND' | 'REACTIVATION_REQUEST_INTERNAL'
>;

/**
 * What an agency is told of each status: a step of the provider's own reads as the step the
 * agency is at (a quote ready to send is still pending for it; a reactivation the provider's
 * staff asked for is a reactivation requested).
 */
const AGENCY_QUOTATION_STATUSES: Record<TQuotationStatus, TAgencyQuotationStatus> = {
  PENDING: 'PENDING',
  AWAITING_APPROVAL: 'AWAITING_APPROVAL',
  ACCEPTED: 'ACCEPTED',
  REJECTED: 'REJECTED',
  CANCELLED: 'CANCELLED',
  COMPLETED: 'COMPLETED',
  EXPIRED: 'EXPIRED',
  REACTIVATION_REQUEST_EXTERNAL: 'REACTIVATION_REQUEST_EXTERNAL',
  REACTIVATION_REQUEST_INTERNAL: 'REACTIVATION_REQUEST_EXTERNAL',
  READY_TO_SEND: 'PENDING',
};

/** The status an agency is shown for a quote's status. */
export function agencyQuotationStatus(code: TQuotationStatus): TAgencyQuotationStatus {
  return AGENCY_QUOTATION_STATUSES[code];
}

/** The label of the status an agency is shown (documents and emails sent to agencies). */
export function agencyQuotationStatusLabel(code: TQuotationStatus): string {
  return quotationStatusLabels[agencyQuotationStatus(code)];
}

export const QUOTE_SEVERITY_CODES = [
  'DISCONNECTED_SAFETY_ISSUE',
  'NON_COMPLIANT_FAULTY',
  'RECOMMENDED',
  'URGENT',
] as const;
export const ZQuoteSeverity = z.enum(QUOTE_SEVERITY_CODES);
export type TQuoteSeverity = z.infer<typeof ZQuoteSeverity>;

export const quoteSeverityLabels: Record<TQuoteSeverity, string> = {
  DISCONNECTED_SAFETY_ISSUE: 'Disconnected/Safety Issue',
  NON_COMPLIANT_FAULTY: 'Non-Compliant/Faulty',
  RECOMMENDED: 'Recommended',
  URGENT: 'Urgent',
};

export const UNKNOWN_SEVERITY_LABEL = 'Unknown severity';

export function quoteSeverityLabel(code: string | null | undefined): string {
  const parsed = ZQuoteSeverity.safeParse(code);
  return parsed.success ? quoteSeverityLabels[parsed.data] : UNKNOWN_SEVERITY_LABEL;
}
