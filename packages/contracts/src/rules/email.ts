import { z } from 'zod/mini';
import { MAX_CC_EMAILS, MAX_TO_EMAILS, NOTES_MAX } from '../constants';
import { MESSAGE_TOO_LONG, ZOptionalNotes, isValidEmail, stripMarkup } from './text';

const ZAddressList = z._default(z.array(z.string().check(z.trim())), []);

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
  fromRequired: 'A "From" email is required',
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

function checkRecipients(value: TRecipients, ctx: z.core.$RefinementCtx): void {
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
  .check(z.superRefine(checkRecipients));
export type TEmailRecipients = z.output<typeof ZEmailRecipients>;

const forwardEmailShape = {
  toAddresses: ZAddressList,
  ccAddresses: ZAddressList,
  message: ZOptionalNotes,
};

/** Body of POST /v1/invoice/{id}/forward. */
export const ZForwardEmail = z.object(forwardEmailShape).check(z.superRefine(checkRecipients));
export type TForwardEmail = z.output<typeof ZForwardEmail>;

/** Body of POST /v1/quote/{id}/forward. */
export const ZForwardQuote = z
  .object({ ...forwardEmailShape, subscribeToNotifications: z._default(z.boolean(), false) })
  .check(z.superRefine(checkRecipients));
export type TForwardQuote = z.output<typeof ZForwardQuote>;

/** The HTML of a rich-text message may be longer than its text (tags, image addresses), within reason. */
export const RICH_MESSAGE_HTML_MAX = 20_000;

/**
 * A rich-text message (the editor's HTML): its visible text at most NOTES_MAX characters, the
 * spec's 'message under 500'; empty editor markup ('<p></p>') is no message.
 */
export const ZRichMessage = z.pipe(
  z.nullish(
    z.string().check(
      z.maxLength(RICH_MESSAGE_HTML_MAX, MESSAGE_TOO_LONG),
      z.refine((html) => stripMarkup(html).length <= NOTES_MAX, MESSAGE_TOO_LONG),
    ),
  ),
  z.transform((html: string | null | undefined) =>
    html && (stripMarkup(html) !== '' || /<img\b/i.test(html)) ? html : undefined,
  ),
);

/** The sender of an occupant notice: one of the agency's email-domain accounts (checked by the server). */
const ZFromEmail = z
  .string({ error: EMAIL_MESSAGES.fromRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: EMAIL_MESSAGES.fromRequired, abort: true }),
    z.refine(isValidEmail, EMAIL_MESSAGES.invalid),
  );

const occupantNoticeShape = {
  toAddresses: ZAddressList,
  ccAddresses: ZAddressList,
  message: ZRichMessage,
  fromEmail: ZFromEmail,
  /** Plain text under the message (a signature); escaped, its line breaks kept. */
  emailFooter: ZOptionalNotes,
  noticeId: z.nullish(z.int().check(z.positive())),
  propertyId: z.int().check(z.positive()),
};

/**
 * Body of POST /v1/notice/send-occupant-notification, and of POST /v1/email/{emailType}/preview
 * and /download (the message as it would be sent).
 */
export const ZOccupantNotification = z
  .object(occupantNoticeShape)
  .check(z.superRefine(checkRecipients));
export type TOccupantNotification = z.output<typeof ZOccupantNotification>;
export type TOccupantNotificationInput = z.input<typeof ZOccupantNotification>;

/** Copy-to-self: the default recipient joins CC unless already a recipient. */
function withCopyToSelf<
  F extends TRecipients & { sendToDefaultRecipient: boolean; defaultRecipient?: string | null },
>(form: F): F {
  const copy = form.defaultRecipient;
  if (!form.sendToDefaultRecipient || !copy) return form;
  const present = [...form.toAddresses, ...form.ccAddresses].some(
    (address) => address.toLowerCase() === copy.toLowerCase(),
  );
  return present ? form : { ...form, ccAddresses: [...form.ccAddresses, copy] };
}

/**
 * The send-email-to-tenant form (occupant notices need a From address). The recipients' rules
 * apply to the lists as sent, the copy to self included (a sixth CC is refused like any other).
 */
export const ZOccupantEmailForm = z.pipe(
  z
    .object({
      toAddresses: ZAddressList,
      ccAddresses: ZAddressList,
      message: ZRichMessage,
      fromEmail: ZFromEmail,
      sendToDefaultRecipient: z._default(z.boolean(), false),
      defaultRecipient: z.nullish(z.string().check(z.trim())),
    })
    .check(z.superRefine((form, ctx) => checkRecipients(withCopyToSelf(form), ctx))),
  z.transform(withCopyToSelf),
);
export type TOccupantEmailForm = z.output<typeof ZOccupantEmailForm>;

/** A new option in the email picker is accepted only when it is a valid address. */
export const EMAIL_PICKER_CREATE_LABEL = 'Add new email';
