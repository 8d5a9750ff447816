import { z } from 'zod/mini';

export const PROPERTY_FLAG_CODES = [
  'CANCELLED',
  'OUTSTANDING_INVOICES',
  'SAFER_HOME_PACKAGE',
  'VACANT',
  'OVERDUE_INVOICES',
  'INTEGRATED',
  'PAYG_BILLING',
  'SUBSCRIPTION_BILLING',
  'BETWEEN_TENANCY_TRACKING',
  'EXTERNAL_ACTIVE_NOTICES',
  'LEASE_AGREEMENT_UPDATE_REQUIRED',
  'LEGISLATION_UPGRADE_PENDING',
  'NOT_ENROLLED',
  'ACCESS_ISSUES',
  'NET_STATE_CANCELLATION',
  'COMPLIANCE_ISSUES',
  'PENDING_ITEMS',
  'LEGACY_PENDING_ITEMS',
] as const;
export const ZPropertyFlag = z.enum(PROPERTY_FLAG_CODES);
export type TPropertyFlag = z.infer<typeof ZPropertyFlag>;

export const propertyFlagLabels: Record<TPropertyFlag, string> = {
  CANCELLED: 'Cancelled',
  OUTSTANDING_INVOICES: 'Outstanding invoices',
  SAFER_HOME_PACKAGE: 'Safer home package',
  VACANT: 'Vacant',
  OVERDUE_INVOICES: 'Overdue invoices',
  INTEGRATED: 'Integrated',
  PAYG_BILLING: 'PAYG billing',
  SUBSCRIPTION_BILLING: 'Subscription billing',
  BETWEEN_TENANCY_TRACKING: 'Between tenancy tracking',
  EXTERNAL_ACTIVE_NOTICES: 'Active notices',
  LEASE_AGREEMENT_UPDATE_REQUIRED: 'Lease agreement update required',
  LEGISLATION_UPGRADE_PENDING: 'Legislation upgrade pending',
  NOT_ENROLLED: 'Not enrolled',
  ACCESS_ISSUES: 'Access issues',
  NET_STATE_CANCELLATION: 'State cancellation',
  COMPLIANCE_ISSUES: 'Compliance issues',
  PENDING_ITEMS: 'Pending items',
  LEGACY_PENDING_ITEMS: 'Legacy pending items',
};

/** Tags shown on a property header. */
export const PROPERTY_TAG_CODES = ['Integrated', 'Vacant', 'Cancelled'] as const;
export const ZPropertyTag = z.enum(PROPERTY_TAG_CODES);
export type TPropertyTag = z.infer<typeof ZPropertyTag>;

/** Tags of a property in the access-issue lists. */
export const ACCESS_ISSUE_PROPERTY_TAG_CODES = [
  'Overdue',
  'NotOverdue',
  'Vacant',
  'OnHold',
  'PriorityBooking',
  'UpdateRequired',
  'SuspensionWarning',
  'Suspended',
  'Cancelled',
] as const;
export const ZAccessIssuePropertyTag = z.enum(ACCESS_ISSUE_PROPERTY_TAG_CODES);
export type TAccessIssuePropertyTag = z.infer<typeof ZAccessIssuePropertyTag>;

export const accessIssuePropertyTagLabels: Record<TAccessIssuePropertyTag, string> = {
  Overdue: 'Overdue',
  NotOverdue: 'Not overdue',
  Vacant: 'Vacant',
  OnHold: 'On hold',
  PriorityBooking: 'Priority booking',
  UpdateRequired: 'Update required',
  SuspensionWarning: 'Suspension warning',
  Suspended: 'Suspended',
  Cancelled: 'Cancelled',
};

export const OTHER_PROPERTY_TAG_CODES = [
  'ComplianceIssues',
  'PendingItems',
  'LegacyPendingItems',
  'CordedBlinds',
  'WaterEfficiency',
  'RCD',
] as const;
export const ZOtherPropertyTag = z.enum(OTHER_PROPERTY_TAG_CODES);
export type TOtherPropertyTag = z.infer<typeof ZOtherPropertyTag>;

export const otherPropertyTagLabels: Record<TOtherPropertyTag, string> = {
  ComplianceIssues: 'Compliance issues',
  PendingItems: 'Pending items',
  LegacyPendingItems: 'Legacy pending items',
  CordedBlinds: 'Corded blinds',
  WaterEfficiency: 'Water efficiency',
  RCD: 'RCD',
};
