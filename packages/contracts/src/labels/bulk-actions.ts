import { formatNumber } from '../format/number';

/**
 * Bulk actions on the urgent lists' selected rows (quotes awaiting approval, overdue invoices,
 * new managements, required updates). Each selected row runs the list's own one-row call; its
 * result is shown in words, row by row, until the user dismisses it.
 */

/** Where one row of a bulk action is. */
export type TBulkRowStatus =
  | 'queued'
  | 'working'
  | 'done'
  | 'failed'
  /** Lacks what the action needs (a landlord's email): not sent, with what to add. */
  | 'needs-details'
  /** Nothing to do, or not possible for this row (already uploaded): left as it is. */
  | 'skipped'
  | 'cancelled';

export const bulkRowStatusLabels: Record<TBulkRowStatus, string> = {
  queued: 'Waiting',
  working: 'In progress',
  done: 'Done',
  failed: 'Failed',
  'needs-details': 'Needs details',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

const count = (n: number, singular: string, plural: string) =>
  `${formatNumber(n)} ${n === 1 ? singular : plural}`;

export const BULK_MESSAGES = {
  selected: (n: number) => `${formatNumber(n)} selected`,
  selectAll: 'Select all on this page',
  selectRow: (what: string) => `Select ${what}`,
  clearSelection: 'Clear selection',
  barLabel: 'Actions on the selected rows',
  resultsLabel: 'Results of the bulk action',
  retryFailed: (n: number) => `Retry ${count(n, 'failed row', 'failed rows')}`,
  cancelRemaining: 'Cancel remaining',
  dismiss: 'Dismiss results',
  /** In the confirmation: rows known to need details or have nothing to do, never sent. */
  leftOut: (n: number, reason: string) => `Left out (${formatNumber(n)}): ${reason}`,
  /** Said of a row whose call failed without a message of the server's. */
  unknownError: 'Something went wrong. Please try again.',
  /** A row not yet started when the user cancelled: nothing was done to it. */
  cancelled: 'Not done: cancelled before it started',
  /** The results' heading while it runs, then once every row has its result. */
  progress: (finished: number, total: number) =>
    `${formatNumber(finished)} of ${formatNumber(total)} done`,
  summary: (counts: Partial<Record<TBulkRowStatus, number>>) => {
    const parts = [
      counts.done ? `${formatNumber(counts.done)} done` : null,
      counts.failed ? `${formatNumber(counts.failed)} failed` : null,
      counts['needs-details'] ? `${formatNumber(counts['needs-details'])} need details` : null,
      counts.skipped ? `${formatNumber(counts.skipped)} skipped` : null,
      counts.cancelled ? `${formatNumber(counts.cancelled)} cancelled` : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : 'Nothing to do';
  },
} as const;

/** The words of one bulk action: its button, its confirmation and each row's result. */
export interface TBulkActionWords {
  /** The bar's button. */
  button: string;
  /** The confirmation's title for n rows, also its confirm button's question. */
  title: (n: number) => string;
  /** What will happen, said to a property manager. */
  description: string;
  /** The confirm button. */
  confirm: string;
  /** The results' heading. */
  heading: string;
}

/** Forward quotes to the landlords on record for their properties. */
export const BULK_FORWARD_QUOTES = {
  button: 'Forward to landlords',
  title: (n: number) => `Forward ${count(n, 'quote', 'quotes')} to their landlords?`,
  description:
    'Each quote is emailed, with its PDF, to the landlords on record for its property. A ' +
    'quote whose property has no landlord email is not sent: it is listed as needing details.',
  confirm: 'Forward quotes',
  heading: 'Forwarding quotes to landlords',
  sentTo: (names: readonly string[]) => `Sent to ${names.join(', ')}`,
  noLandlordEmail:
    'No landlord email on record for this property. Add one, or forward this quote on its own.',
  tooManyLandlords: (limit: number) =>
    `More than ${formatNumber(limit)} landlords have an email: forward this quote on its own to choose.`,
} as const satisfies TBulkActionWords & Record<string, unknown>;

/** Upload invoices to the agency's property software. */
export const BULK_UPLOAD_INVOICES = {
  button: 'Upload to software',
  title: (n: number) => `Upload ${count(n, 'invoice', 'invoices')} to your property software?`,
  description:
    'Each invoice is sent to your property software in the background; its row then shows ' +
    'whether the software accepted it. Invoices already uploaded, or uploading, are left as ' +
    'they are.',
  confirm: 'Upload invoices',
  heading: 'Uploading invoices to your property software',
  started: 'Upload started: the invoice row shows when your software has it',
  notEligible: 'This invoice cannot be uploaded to your property software',
  alreadyUploaded: 'Already uploaded: nothing to do',
  alreadyUploading: 'Already uploading: nothing to do',
} as const satisfies TBulkActionWords & Record<string, unknown>;

/** Confirm that required updates' properties have current details. */
export const BULK_CONFIRM_DETAILS = {
  button: 'Confirm details',
  title: (n: number) => `Confirm the details of ${count(n, 'property', 'properties')}?`,
  description:
    "Each property's details are confirmed as up to date, as 'Confirm details' does for one, " +
    'and the property leaves the required updates list.',
  confirm: 'Confirm details',
  heading: 'Confirming property details',
  confirmed: 'Details confirmed',
} as const satisfies TBulkActionWords & Record<string, unknown>;

/**
 * Dismiss new managements. Enrolment is not offered in bulk: each one places a job order on the
 * compliance system's page, one property at a time.
 */
export const BULK_DISMISS_NEW_MANAGEMENTS = {
  button: 'Dismiss',
  title: (n: number) => `Dismiss ${count(n, 'new management', 'new managements')}?`,
  description:
    'Each one will no longer be listed in your new managements. New managements whose ' +
    'enrolment was requested are left as they are.',
  confirm: 'Dismiss',
  heading: 'Dismissing new managements',
  dismissed: 'Dismissed: no longer listed',
  enrolmentRequested: 'Enrolment already requested: it can no longer be dismissed',
} as const satisfies TBulkActionWords & Record<string, unknown>;
