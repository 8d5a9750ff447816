import type { TReportedFindingGroupTag } from '../api/dashboard';

/** The spec's words for the status tags of a reported-finding group (3-action-required.md). */
export const reportedFindingGroupTagLabels: Record<TReportedFindingGroupTag, string> = {
  AwaitingQuotationApproval: 'Awaiting quotation approval',
  AwaitingUrgentQuotationApproval: 'Awaiting urgent quotation approval',
  QuoteRejected: 'Quote rejected',
};
