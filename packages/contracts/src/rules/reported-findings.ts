import { z } from 'zod/mini';
import { NOTES_MAX } from '../constants';
import { MESSAGE_TOO_LONG, stripMarkup, ZOptionalNotes } from './text';
import { todayDate, zTypedDate } from './typed-date';

const ZIds = z.array(z.int().check(z.positive()));
const SELECT_FINDING = 'Please select at least one finding';
const DOCUMENT_REQUIRED = 'Please upload at least one document.';

/**
 * The words of the reported findings (3-action-required.md): the wizard's screens and toasts,
 * the third-party form, and the refusals of the calls.
 */
export const REPORTED_FINDING_MESSAGES = {
  entity: 'reported finding',
  entities: 'reported findings',
  emptyList: 'No properties with reported findings',
  noneFoundTitle: 'There are currently no reported findings for this property.',
  noneFoundText: 'Please try again later or contact support.',
  fatalTitle: 'An unexpected error occurred while resolving reported findings.',
  fatalText: 'Please try again later or contact support.',
  notesPlaceholder: 'Brief description of resolution',
  understand: 'I understand',
  disclaimer: (provider: string) =>
    `${provider} does not check that the compliance of a resolution by a third party meets ` +
    'legislative requirements: the agency remains responsible for it.',
  closeQuestion: 'Are you sure you want to finish resolving reported findings?',
  closeNote: 'What you entered for this resolution is not saved.',
  resolve: 'Resolve',
  selectFinding: SELECT_FINDING,
  documentRequired: DOCUMENT_REQUIRED,
  requestQuoteFailed: 'Request quote failed',
  submitFailed: 'Submit failed',
  informDiFailed: 'Inform DI failed',
  dismissed: 'Successfully Dismissed',
  dismissFailed: 'Dismiss Failed',
  restored: 'Successfully Restored',
  restoreFailed: 'Restore Failed',
  loadFailed: 'Failed to get reported findings',
  categoriesLoadFailed: 'Failed to get servicing categories',
  // Refusals of the calls.
  notFound: 'Reported finding not found',
  unknownService: 'Unknown service',
  notDismissible: 'This reported finding cannot be dismissed',
  notOpen: 'This reported finding is no longer open',
  notDismissed: 'This reported finding is not dismissed',
  otherService: 'The selected findings must be open findings of this property',
  cannotRequestQuote: 'A quote cannot be requested for the selected findings',
  cannotInformDi: 'The provider cannot be informed of the selected findings',
  documentNotFound: 'An uploaded document was not found: upload it again',
} as const;

/** Body of POST /v2/property/{id}/reported-findings/quote. */
export const ZRequestQuote = z.object({
  compliancePropertyId: z.int().check(z.positive()),
  problemRegisterIds: ZIds.check(z.minLength(1, SELECT_FINDING)),
});
export type TRequestQuote = z.output<typeof ZRequestQuote>;

/**
 * The inform-the-provider notes: rich text (the editor's HTML) judged on its visible text, as
 * the access-issue call notes are: required ('Required'), at most NOTES_MAX characters.
 */
export const ZInformDiNotes = z.string({ error: 'Required' }).check(
  z.trim(),
  z.refine((html) => stripMarkup(html).length >= 1, 'Required'),
  z.refine((html) => stripMarkup(html).length <= NOTES_MAX, MESSAGE_TOO_LONG),
);

/** Body of POST /v2/property/{id}/reported-findings/inform-di; the built year is asked only in that flow. */
export function informDiSchema(options: { requireBuiltYear?: boolean; today?: () => Date } = {}) {
  return z.object({
    compliancePropertyId: z.int().check(z.positive()),
    problemRegisterIds: ZIds.check(z.minLength(1, SELECT_FINDING)),
    notes: ZInformDiNotes,
    propertyBuilt: zTypedDate({
      required: options.requireBuiltYear ? 'Required' : undefined,
      to: options.today ?? todayDate,
      toMessage: 'Date cannot be in the future',
    }),
  });
}
export const ZInformDi = informDiSchema();
export type TInformDi = z.output<typeof ZInformDi>;

export const ZUploadedDocument = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  size: z.int().check(z.nonnegative()),
});
export type TUploadedDocument = z.output<typeof ZUploadedDocument>;

/** The third-party resolution form. */
export const ZThirdPartyResolutionForm = z.object({
  selectedProblemRegisterIds: ZIds.check(z.minLength(1, SELECT_FINDING)),
  notes: ZOptionalNotes,
  documents: z
    .array(ZUploadedDocument, { error: DOCUMENT_REQUIRED })
    .check(z.minLength(1, DOCUMENT_REQUIRED)),
});
export type TThirdPartyResolutionForm = z.output<typeof ZThirdPartyResolutionForm>;

/** Body of POST /v2/property/{id}/reported-findings. */
export const ZThirdPartyResolution = z.object({
  compliancePropertyId: z.int().check(z.positive()),
  selectedProblemRegisterIds: ZIds.check(z.minLength(1, SELECT_FINDING)),
  documentIds: z
    .array(z.string().check(z.minLength(1)), { error: DOCUMENT_REQUIRED })
    .check(z.minLength(1, DOCUMENT_REQUIRED)),
  notes: ZOptionalNotes,
});
export type TThirdPartyResolution = z.output<typeof ZThirdPartyResolution>;
