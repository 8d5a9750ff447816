import {
  accessIssuePropertyTagLabels,
  complianceStatusLabels,
  reportedFindingGroupTagLabels,
  serviceStatusLabels,
  type TAccessIssuePropertyTag,
  type TComplianceStatus,
  type TReportedFindingGroupTag,
  type TServiceStatus,
} from '@portal/contracts';

/** The five tones of the one status palette (DESIGN.md section 6). */
export type TStatusTone = 'compliant' | 'approaching' | 'overdue' | 'pending' | 'inactive';

/**
 * Mantine colour per tone. Filled surfaces in these colours should set `autoContrast`, so amber
 * gets dark text and the others white.
 */
export const STATUS_PALETTE = {
  compliant: 'green',
  approaching: 'yellow',
  overdue: 'red',
  pending: 'blue',
  inactive: 'gray',
} as const satisfies Record<TStatusTone, string>;

type TStatusColour = (typeof STATUS_PALETTE)[TStatusTone];

type TStatusCode = TServiceStatus | TComplianceStatus;

// Amber means the agency has something to do soon; blue that the provider is on it.
const TONE_BY_STATUS: Record<TStatusCode, TStatusTone> = {
  COMPLIANT: 'compliant',
  APPROACHING_NEXT_SERVICE: 'approaching',
  AWAITING_QUOTATION_APPROVAL: 'approaching',
  UPDATES_REQUIRED: 'approaching',
  MISSING_SUPPLIER: 'approaching',
  MISSING_LAST_SERVICE_DATE: 'approaching',
  GAS_CONFIRMATION_REQUIRED: 'approaching',
  OVERDUE: 'overdue',
  NON_COMPLIANT: 'overdue',
  SERVICE_PENDING: 'pending',
  BOOKED_IN: 'pending',
  REBOOKING_IN_PROGRESS: 'pending',
  PAYMENT_PENDING: 'pending',
  RECENTLY_ADDED: 'pending',
  UNDER_ENROLMENT: 'pending',
  ON_HOLD: 'inactive',
  CANCELLED: 'inactive',
  NOT_ENROLLED: 'inactive',
  NON_RESIDENTIAL_PROPERTY: 'inactive',
};

const LABEL_BY_STATUS: Record<TStatusCode, string> = {
  ...complianceStatusLabels,
  ...serviceStatusLabels,
};

export interface TStatusAppearance {
  tone: TStatusTone;
  color: TStatusColour;
  label: string;
}

function isKnownStatus(code: string): code is TStatusCode {
  return Object.hasOwn(TONE_BY_STATUS, code);
}

/**
 * Tone, colour and label of a service status or a property compliance status. An unknown code
 * (a newer server) is shown grey under its own name rather than breaking the page.
 */
export function statusAppearance(code: TStatusCode | (string & {})): TStatusAppearance {
  if (!isKnownStatus(code))
    return { tone: 'inactive', color: STATUS_PALETTE.inactive, label: code };
  const tone = TONE_BY_STATUS[code];
  return { tone, color: STATUS_PALETTE[tone], label: LABEL_BY_STATUS[code] };
}

const TONE_BY_ACCESS_ISSUE_TAG: Record<TAccessIssuePropertyTag, TStatusTone> = {
  Overdue: 'overdue',
  NotOverdue: 'inactive',
  Vacant: 'inactive',
  OnHold: 'inactive',
  PriorityBooking: 'pending',
  UpdateRequired: 'approaching',
  SuspensionWarning: 'approaching',
  Suspended: 'overdue',
  Cancelled: 'inactive',
};

/** Tone, colour and words of a property's tag in the access-issue lists. */
export function accessIssueTagAppearance(tag: TAccessIssuePropertyTag): TStatusAppearance {
  const tone = TONE_BY_ACCESS_ISSUE_TAG[tag];
  return { tone, color: STATUS_PALETTE[tone], label: accessIssuePropertyTagLabels[tag] };
}

const TONE_BY_FINDING_TAG: Record<TReportedFindingGroupTag, TStatusTone> = {
  AwaitingQuotationApproval: 'approaching',
  AwaitingUrgentQuotationApproval: 'overdue',
  QuoteRejected: 'inactive',
};

/** Tone, colour and words of a reported-finding group's tag. */
export function reportedFindingTagAppearance(tag: TReportedFindingGroupTag): TStatusAppearance {
  const tone = TONE_BY_FINDING_TAG[tag];
  return { tone, color: STATUS_PALETTE[tone], label: reportedFindingGroupTagLabels[tag] };
}
