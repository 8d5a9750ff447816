// Apart from api/notices.ts, whose schemas every page loads: these load with the dialogs.

/** The notices' words on the property page and in the access-issue dialogs (the spec's). */
export const NOTICE_MESSAGES = {
  resolveSuccess: 'Resolve Success',
  resolveFailed: 'Resolve Failed',
  requestFailed: 'An error occurred while submitting your request. Please try again.',
  sendAndResolveFailed: 'Failed to send notification and resolve access issue',
  noTenants: 'There are no tenants that can be contacted.',
} as const;
