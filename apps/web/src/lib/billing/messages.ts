/** The spec's toasts and form errors of the invoice and quote widgets (3-action-required §8). */
export const INVOICE_MESSAGES = {
  preparing: "We're preparing your invoice",
  downloaded: (number: string) => `Invoice #${number} downloaded`,
  downloadFailed: (number: string) => `Invoice #${number} failed to download`,
  retryAdvice: 'Please try again. If the problem continues, contact support.',
  uploadStarted: (number: string) => `Invoice #${number} started uploading`,
  uploadFailed: (number: string) => `Invoice #${number} failed to upload`,
  forwarded: 'Invoice email forwarded',
  forwardFailed: 'We were unable to forward this invoice',
} as const;

export const QUOTE_MESSAGES = {
  downloaded: (number: string) => `Quote ${number} downloaded`,
  downloadFailed: (number: string) => `Quote ${number} failed to download`,
  retryAdvice: 'Please try again. If the problem continues, contact support.',
  forwarded: 'Quote email forwarded',
  forwardFailed: 'We were unable to forward this quote',
} as const;

export const FORWARDED_DETAIL = 'The specified recipient(s) should receive the email shortly.';
