import {
  ACCESS_ISSUE_PROPERTY_TAG_CODES,
  SUSPENSION_WARNING_DAYS,
  type TAccessIssuePropertyTag,
} from '@portal/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccessIssueState {
  hasOverdueService: boolean;
  hasServiceOnHold: boolean;
  isVacant: boolean;
  flags: readonly string[];
  tags: readonly string[];
  accessStatus: string;
  /** When the oldest unresolved access issue of the property was opened. */
  openSince: Date;
}

/**
 * The status tags of a property in the access-issue lists. A suspension warning comes once an
 * issue is unresolved for more than SUSPENSION_WARNING_DAYS, until the provider suspends.
 */
export function accessIssueTags(state: AccessIssueState, now: Date): TAccessIssuePropertyTag[] {
  const suspended = state.accessStatus === 'SUSPENDED';
  const unresolvedDays = (now.getTime() - state.openSince.getTime()) / DAY_MS;
  const has: Record<TAccessIssuePropertyTag, boolean> = {
    Overdue: state.hasOverdueService,
    NotOverdue: !state.hasOverdueService,
    Vacant: state.isVacant || state.flags.includes('VACANT'),
    OnHold: state.hasServiceOnHold,
    PriorityBooking: state.tags.includes('PriorityBooking'),
    UpdateRequired:
      state.flags.includes('LEASE_AGREEMENT_UPDATE_REQUIRED') ||
      state.tags.includes('UpdateRequired'),
    SuspensionWarning: !suspended && unresolvedDays > SUSPENSION_WARNING_DAYS,
    Suspended: suspended,
    Cancelled: state.flags.includes('CANCELLED'),
  };
  return ACCESS_ISSUE_PROPERTY_TAG_CODES.filter((tag) => has[tag]);
}
