import { z } from 'zod';
import { MAX_CC_EMAILS, MAX_TO_EMAILS } from '../constants';
import { ZMessageType } from '../enums/messages';
import { ZOptionalNotes, isValidEmail } from './text';

const ZAddressList = z.array(z.string().trim()).default([]);

/**
 * Why a recipient is refused, in the spec's words (2-property-area §Email), for the form's checks,
 * the server's and the email picker's refusals as an address is added.
 */
export const EMAIL_MESSAGES = {
  required: 'At least one email is required',
  invalid: 'Please enter a valid email address',
  tooManyTo: `A maximum of ${MAX_TO_EMAILS} To emails are allowed`,
  tooManyCc: `A maximum of ${MAX_CC_EMAILS} CC emails are allowed`,
  alreadyInTo: (repeats: readonly string[]) =>
    `One or more email addresses are already included in the "To" section (${repeats.join(', ')})`,
} as const;

/** CC addresses already in To, compared without case; each listed once, as typed in CC. */
export function repeatedInTo(toAddresses: string[], ccAddresses: string[]): string[] {
  const to = new Set(toAddresses.map((address) => address.toLowerCase()));
  const seen = new Set<string>();
  return ccAddresses.filter((address) => {
    const key = address.toLowerCase();
    if (!to.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface TRecipients {
  toAddresses: string[];
  ccAddresses: string[];
}

function checkRecipients(value: TRecipients, ctx: z.RefinementCtx): void {
  const { toAddresses, ccAddresses } = value;
  if (toAddresses.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: EMAIL_MESSAGES.required,
      path: ['toAddresses'],
    });
  }
  if (toAddresses.length > MAX_TO_EMAILS) {
    ctx.addIssue({
      code: 'custom',
      message: EMAIL_MESSAGES.tooManyTo,
      path: ['toAddresses'],
    });
  }
  if (ccAddresses.length > MAX_CC_EMAILS) {
    ctx.addIssue({
      code: 'custom',
      message: EMAIL_MESSAGES.tooManyCc,
      path: ['ccAddresses'],
    });
  }
  for (const field of ['toAddresses', 'ccAddresses'] as const) {
    if (value[field].some((address) => !isValidEmail(address))) {
      ctx.addIssue({
        code: 'custom',
        message: EMAIL_MESSAGES.invalid,
        path: [field],
      });
    }
  }
  const repeats = repeatedInTo(toAddresses, ccAddresses);
  if (repeats.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: EMAIL_MESSAGES.alreadyInTo(repeats),
      path: ['ccAddresses'],
    });
  }
}

export const ZEmailRecipients = z
  .object({ toAddresses: ZAddressList, ccAddresses: ZAddressList })
  .superRefine(checkRecipients);
export type TEmailRecipients = z.output<typeof ZEmailRecipients>;

const forwardEmailShape = {
  toAddresses: ZAddressList,
  ccAddresses: ZAddressList,
  message: ZOptionalNotes,
};

/** Body of POST /v1/invoice/{id}/forward. */
export const ZForwardEmail = z.object(forwardEmailShape).superRefine(checkRecipients);
export type TForwardEmail = z.output<typeof ZForwardEmail>;

/** Body of POST /v1/quote/{id}/forward. */
export const ZForwardQuote = z
  .object({ ...forwardEmailShape, subscribeToNotifications: z.boolean().default(false) })
  .superRefine(checkRecipients);
export type TForwardQuote = z.output<typeof ZForwardQuote>;

/** Body of POST /v1/notice/send-occupant-notification. */
export const ZOccupantNotification = z
  .object({
    ...forwardEmailShape,
    noticeId: z.number().int().positive().nullish(),
    propertyId: z.number().int().positive(),
  })
  .superRefine(checkRecipients);
export type TOccupantNotification = z.output<typeof ZOccupantNotification>;

/** The send-email-to-tenant form (occupant notices need a From address). */
export const ZOccupantEmailForm = z
  .object({
    ...forwardEmailShape,
    fromEmail: z
      .string({ error: 'A "From" email is required' })
      .trim()
      .min(1, 'A "From" email is required'),
    emailFooter: z.string().nullish(),
    sendToDefaultRecipient: z.boolean().default(false),
    defaultRecipient: z.string().trim().nullish(),
  })
  .superRefine(checkRecipients)
  // Copy-to-self: the default recipient joins CC unless already a recipient.
  .transform((form) => {
    const copy = form.defaultRecipient;
    if (!form.sendToDefaultRecipient || !copy) return form;
    const present = [...form.toAddresses, ...form.ccAddresses].some(
      (address) => address.toLowerCase() === copy.toLowerCase(),
    );
    return present ? form : { ...form, ccAddresses: [...form.ccAddresses, copy] };
  });
export type TOccupantEmailForm = z.output<typeof ZOccupantEmailForm>;

/** Body of POST /v1/email/{emailType}/preview and /download. */
export const ZEmailPreviewRequest = z
  .object({
    ...forwardEmailShape,
    emailType: ZMessageType,
    propertyId: z.number().int().positive(),
    noticeId: z.number().int().positive().nullish(),
    emailFooter: z.string().nullish(),
  })
  .superRefine(checkRecipients);
export type TEmailPreviewRequest = z.output<typeof ZEmailPreviewRequest>;

/** A new option in the email picker is accepted only when it is a valid address. */
export const EMAIL_PICKER_CREATE_LABEL = 'Add new email';
