import { z } from 'zod';

/**
 * Emails to a property's occupants (2-property-area, 'Email form', 'Preview response', 'Agency
 * email domain'): who may send them, their preview and what sending answers.
 */

/** The email types the portal previews and downloads today (spec: 'Email types include OCCUPANT_NOTICE'). */
export const PREVIEWABLE_EMAIL_TYPES = ['OCCUPANT_NOTICE'] as const;
export const ZEmailTypeParams = z.object({ emailType: z.enum(PREVIEWABLE_EMAIL_TYPES) });

/**
 * Whether the signed-in user may send occupant notices: 'ready' when the agency's email domain is
 * set up and the user's own email is one of its accounts; 'notSetUp' otherwise; 'disabled' when
 * the agency has switched sending from the portal off.
 */
export const EMAIL_SENDER_STATUSES = ['ready', 'notSetUp', 'disabled'] as const;
export type TEmailSenderStatus = (typeof EMAIL_SENDER_STATUSES)[number];

/** GET /v1/agency/email-domain: the agency's email domain as it applies to the user. */
export const ZEmailSender = z.object({
  status: z.enum(EMAIL_SENDER_STATUSES),
  domain: z.string().nullable(),
  setupUrl: z.string().nullable(),
  /** The domain's accounts a notice may be sent from: the user's own first; empty unless ready. */
  fromOptions: z.array(z.string()),
  /** The user's own address, copied in when 'Send me a copy' is chosen. */
  defaultRecipient: z.string().nullable(),
});
export type TEmailSender = z.infer<typeof ZEmailSender>;

export const ZEmailRecipient = z.object({ type: z.enum(['to', 'cc']), email: z.string() });

/** The answer of POST /v1/email/{emailType}/preview (the spec's names, preview_html included). */
export const ZEmailPreview = z.object({
  subject: z.string(),
  from: z.object({ email: z.string() }),
  recipients: z.array(ZEmailRecipient),
  /** The sanitised HTML of the message as sent: shown in a sandboxed frame, never in the page. */
  preview_html: z.string(),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

export const ZOccupantNotificationResult = z.object({ emailId: z.number().int() });
export type TOccupantNotificationResult = z.infer<typeof ZOccupantNotificationResult>;

/** What the send-email dialog says, in the spec's words. */
export const EMAIL_SENDER_MESSAGES = {
  notSetUp: 'Seems like your account is not setup yet',
  notSetUpDetail:
    "Occupant notices are sent from your agency's email domain. Set the domain up and add your " +
    'email address to its accounts, then try again.',
  disabled: 'Sending emails from the Compliance Portal is disabled',
  disabledDetail:
    'Please contact your account manager to turn sending emails from the Compliance Portal on.',
  /** A From address that is not one of the domain's accounts (the picker offers only those). */
  fromNotAccount: 'The "From" email must be one of your agency\'s email accounts',
  sent: 'Email sent',
  sendFailed: 'Failed to send occupant notification',
  downloaded: 'Download Success',
  requestFailed: 'Request Failed',
} as const;

/** The message type of the .eml a download answers. */
export const EML_CONTENT_TYPE = 'message/rfc822';
