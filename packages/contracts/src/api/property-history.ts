import { z } from 'zod';
import { PROPERTY_HISTORY_KINDS } from '../labels/property-history';
import { ZPageQuery, repeated } from './query';

export const ZPropertyHistoryKind = z.enum(PROPERTY_HISTORY_KINDS);

/** GET /v1/property/{id}/history: pages of the timeline, optionally of some kinds only. */
export const ZPropertyHistoryQuery = z.object({
  ...ZPageQuery.shape,
  kind: repeated(ZPropertyHistoryKind),
});
export type TPropertyHistoryQuery = z.output<typeof ZPropertyHistoryQuery>;

/**
 * One thing that happened to a property: when (an instant), what (words, from the action's
 * label), who did it (their name) and, when a staff member was viewing the portal as them, the
 * staff member's name.
 */
export const ZPropertyHistoryEntry = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  kind: ZPropertyHistoryKind,
  label: z.string(),
  /** null when nobody signed in did it (the system). */
  by: z.string().nullable(),
  impersonatedBy: z.string().nullable(),
});
export type TPropertyHistoryEntry = z.infer<typeof ZPropertyHistoryEntry>;
