import { z } from 'zod';
import { zTypedDate } from '../rules/typed-date';

/**
 * GET /v1/property/{id}/evidence-pack?from=dd/mm/yyyy&to=dd/mm/yyyy: the period, whole days,
 * both included, as 'yyyy-MM-dd'; without them the last 12 months up to today (to alone: the 12
 * months up to it). Whether the two make a period is evidencePeriodProblem's (the
 * server answers its words as a 400; the web's form checks the same).
 */
export const ZEvidencePackQuery = z.object({
  from: zTypedDate(),
  to: zTypedDate(),
});
export type TEvidencePackQuery = z.input<typeof ZEvidencePackQuery>;
