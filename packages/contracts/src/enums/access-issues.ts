import { z } from 'zod/mini';

export const ACCESS_ISSUE_STATUS_CODES = [
  'OPEN',
  'RESOLVED',
  'RESOLVED_BY_THIRD_PARTY',
  'ADDITIONAL_INFO_PROVIDED',
] as const;
export const ZAccessIssueStatus = z.enum(ACCESS_ISSUE_STATUS_CODES);
export type TAccessIssueStatus = z.infer<typeof ZAccessIssueStatus>;

export const accessIssueStatusLabels: Record<TAccessIssueStatus, string> = {
  OPEN: 'Open',
  RESOLVED: 'Resolved',
  RESOLVED_BY_THIRD_PARTY: 'Resolved by third party',
  ADDITIONAL_INFO_PROVIDED: 'Additional info provided',
};

/** Access status of a property: suspension follows important issues left unresolved. */
export const ACCESS_STATUS_CODES = ['ACTIVE', 'SUSPENSION_WARNING', 'SUSPENDED'] as const;
export const ZAccessStatus = z.enum(ACCESS_STATUS_CODES);
export type TAccessStatus = z.infer<typeof ZAccessStatus>;

export const accessStatusLabels: Record<TAccessStatus, string> = {
  ACTIVE: 'Active',
  SUSPENSION_WARNING: 'Suspension warning',
  SUSPENDED: 'Suspended',
};

/** Problem types behind an access issue (product decision: the spec does not list them). */
export const ACCESS_ISSUE_TYPE_CODES = [
  'NO_TENANT_DETAILS',
  'TENANT_UNCONTACTABLE',
  'REFUSED_ENTRY',
  'KEYS_NOT_WORKING',
  'KEYS_UNAVAILABLE',
  'TENANT_UNAVAILABLE',
  'AGENCY_ATTENDANCE_REQUIRED',
] as const;
export const ZAccessIssueType = z.enum(ACCESS_ISSUE_TYPE_CODES);
export type TAccessIssueType = z.infer<typeof ZAccessIssueType>;

export const accessIssueTypeLabels: Record<TAccessIssueType, string> = {
  NO_TENANT_DETAILS: 'No tenant details',
  TENANT_UNCONTACTABLE: 'Unable to contact tenant',
  REFUSED_ENTRY: 'Tenant refused entry',
  KEYS_NOT_WORKING: 'Keys do not work',
  KEYS_UNAVAILABLE: 'Keys unavailable',
  TENANT_UNAVAILABLE: 'Tenant unavailable in business hours',
  AGENCY_ATTENDANCE_REQUIRED: 'Agency attendance required',
};

/** How a suggested solution is confirmed: plain, with notes, or with a date. */
export const SOLUTION_GROUP_CODES = [
  'NOTIFY_PROVIDER',
  'NOTIFY_WITH_NOTES',
  'NOTIFY_WITH_DATE',
] as const;
export const ZSolutionGroup = z.enum(SOLUTION_GROUP_CODES);
export type TSolutionGroup = z.infer<typeof ZSolutionGroup>;

export const solutionGroupLabels: Record<TSolutionGroup, string> = {
  NOTIFY_PROVIDER: 'Notify provider',
  NOTIFY_WITH_NOTES: 'Notify with notes',
  NOTIFY_WITH_DATE: 'Notify with date',
};

/** The resolve-through-provider dialog has two steps. */
export const RESOLVE_REQUEST_STEP_CODES = ['REQUEST', 'CONFIRM'] as const;
export const ZResolveRequestStep = z.enum(RESOLVE_REQUEST_STEP_CODES);
export type TResolveRequestStep = z.infer<typeof ZResolveRequestStep>;
