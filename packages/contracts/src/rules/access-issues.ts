import { z } from 'zod';
import { NOTES_MAX } from '../constants';
import type { TSolutionGroup } from '../enums/access-issues';
import { MESSAGE_TOO_LONG, stripMarkup, zRequiredText } from './text';
import { todayDate, zTypedDate } from './typed-date';

const NOTES_REQUIRED = 'Notes are required';

/** Rich-text call notes: judged on their visible text. */
export const ZCallNotes = z
  .string({ error: NOTES_REQUIRED })
  .refine((html) => stripMarkup(html).length >= 1, NOTES_REQUIRED)
  .refine((html) => stripMarkup(html).length <= NOTES_MAX, MESSAGE_TOO_LONG);

/** Call notes where a solution does not demand them: only the length is checked. */
export const ZOptionalCallNotes = z
  .string()
  .refine((html) => stripMarkup(html).length <= NOTES_MAX, MESSAGE_TOO_LONG)
  .nullish();

/** Resolving a notice with notes taken on a call to a tenant. */
export const ZCallNotesForm = z.object({
  occupantId: z.number({ error: 'Please select a tenant' }).int().positive(),
  notes: ZCallNotes,
});
export type TCallNotesForm = z.output<typeof ZCallNotesForm>;

/**
 * Body of POST /v1/notice/{id}/send-notification-and-resolve: the chosen tenant and the call
 * notes (rich text judged on its visible text), with the notice and its property.
 */
export const ZNotificationAndResolve = /* @__PURE__ */ ZCallNotesForm.extend({
  noticeId: z.number().int().positive(),
  propertyId: z.number().int().positive(),
});
export type TNotificationAndResolve = z.output<typeof ZNotificationAndResolve>;

/**
 * Why a tenant cannot be sent the notification, or null when they can. The portal sends email
 * only (no SMS), and do-not-contact marks are kept on phone numbers, never on an address: a
 * tenant can be contacted when they have an email address.
 */
export function whyTenantCannotBeContacted(occupant: { email: string | null }): string | null {
  return occupant.email?.trim() ? null : 'No email address';
}

/** Reason given when resolving through the provider (request/confirm dialog). */
export const ZResolveRequestReason = zRequiredText(NOTES_REQUIRED, 'Notes cannot be empty');

/** Body of POST /v1/notice/{id}/resolve. */
export const ZResolveNotice = z.object({
  resolveReason: ZResolveRequestReason,
  noticeId: z.number().int().positive(),
  propertyId: z.number().int().positive(),
});
export type TResolveNotice = z.output<typeof ZResolveNotice>;

/**
 * Body of POST /v2/property/{id}/access-issues/action: notes are required by NOTIFY_WITH_NOTES
 * (judged on their visible text), the date is optional and not before `today` (the local day by
 * default; the server passes the agency's; null: no bound).
 */
export function accessIssueActionSchema(
  group?: TSolutionGroup | null,
  today: (() => Date) | null = todayDate,
) {
  // Typed as optional whatever the group (the body of every group has one type); the group's
  // rule is what runs.
  const notes = (
    group === 'NOTIFY_WITH_NOTES' ? ZCallNotes : ZOptionalCallNotes
  ) as typeof ZOptionalCallNotes;
  return z.object({
    solutionLabel: z.string().trim().min(1, 'Please select a solution'),
    notes,
    date: zTypedDate(today ? { from: today, fromMessage: 'Date cannot be in the past' } : {}),
  });
}

export const ZAccessIssueAction = accessIssueActionSchema();
export type TAccessIssueAction = z.output<typeof ZAccessIssueAction>;

/**
 * The call's body: the rules every group shares; the server checks the solution's group's notes
 * and the day's bound with the agency's today.
 */
export const ZAccessIssueActionBody = accessIssueActionSchema(null, null);
