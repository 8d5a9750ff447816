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

/** Reason given when resolving through the provider (request/confirm dialog). */
export const ZResolveRequestReason = zRequiredText(NOTES_REQUIRED, 'Notes cannot be empty');

/** Body of POST /v1/notice/{id}/resolve. */
export const ZResolveNotice = z.object({
  resolveReason: ZResolveRequestReason,
  noticeId: z.number().int().positive(),
  propertyId: z.number().int().positive(),
});
export type TResolveNotice = z.output<typeof ZResolveNotice>;

/** Body of POST /v2/property/{id}/access-issues/action; notes are required by some groups. */
export function accessIssueActionSchema(group?: TSolutionGroup | null) {
  const notes = group === 'NOTIFY_WITH_NOTES' ? ZCallNotes : ZOptionalCallNotes;
  return z.object({
    solutionLabel: z.string().trim().min(1, 'Please select a solution'),
    notes,
    date: zTypedDate({ from: todayDate, fromMessage: 'Date cannot be in the past' }),
  });
}

export const ZAccessIssueAction = accessIssueActionSchema();
export type TAccessIssueAction = z.output<typeof ZAccessIssueAction>;
