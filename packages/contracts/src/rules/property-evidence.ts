import { addDays, addYears, format, parseISO, subMonths } from 'date-fns';

/**
 * The evidence pack of a property (GET /v1/property/{id}/evidence-pack): one zip of what the
 * portal holds about it over a period, for a tribunal or an insurer.
 */

/** The longest period a pack can cover: up to the same day 3 years on. */
export const EVIDENCE_PACK_MAX_YEARS = 3;

/** The period a new pack proposes: the last 12 months up to today. */
export const EVIDENCE_PACK_DEFAULT_MONTHS = 12;

export const EVIDENCE_PACK_MESSAGES = {
  fromRequired: 'Choose the first day of the period',
  toRequired: 'Choose the last day of the period',
  toBeforeFrom: 'The last day cannot be before the first day',
  tooLong: 'The period can be at most 3 years',
  fromAnotherSite: 'Download the evidence pack from the property page in the portal',
  action: 'Download evidence pack',
  title: 'Download evidence pack',
  intro:
    "One zip of the property's documents, notices, reported findings, invoices and quotes " +
    'dated in the period, with an index listing them.',
  download: 'Download',
  preparing: 'Preparing the evidence pack…',
  done: 'Evidence pack downloaded',
  failed: 'The evidence pack could not be downloaded. Try again.',
  from: 'From',
  to: 'To',
} as const;

/** The first day of the default period ending on `to` (ISO days): 12 months, both ends included. */
export const defaultEvidenceFrom = (to: string): string =>
  format(addDays(subMonths(parseISO(to), EVIDENCE_PACK_DEFAULT_MONTHS), 1), 'yyyy-MM-dd');

/** Why a period (ISO days) cannot make a pack, or null when it can. */
export function evidencePeriodProblem(from: string, to: string): string | null {
  // ISO days compare as text.
  if (to < from) return EVIDENCE_PACK_MESSAGES.toBeforeFrom;
  const last = format(addYears(parseISO(from), EVIDENCE_PACK_MAX_YEARS), 'yyyy-MM-dd');
  if (to > last) return EVIDENCE_PACK_MESSAGES.tooLong;
  return null;
}

/** The zip's file name: evidence-pack-{address}-{from}-to-{to}.zip, letters, digits and dashes. */
export function evidencePackFileName(address: string, from: string, to: string): string {
  const slug = address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const day = (iso: string) => format(parseISO(iso), 'yyyy-MM-dd');
  return `evidence-pack-${slug ? `${slug}-` : ''}${day(from)}-to-${day(to)}.zip`;
}
