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

/**
 * The evidence pack of a set of properties (the portfolio's filters), built in the background:
 * one zip with a folder per property holding that property's pack.
 */

/** The most properties one portfolio pack holds. */
export const PORTFOLIO_EVIDENCE_MAX_PROPERTIES = 500;

/** Portfolio packs a user may start in a day (the last 24 hours). */
export const PORTFOLIO_EVIDENCE_PACKS_PER_DAY = 10;

/** Days a ready pack stays downloadable; then it and its file are removed. */
export const PORTFOLIO_EVIDENCE_KEPT_DAYS = 7;

/** The packs the dialog lists: the user's most recent ones (still kept). */
export const PORTFOLIO_EVIDENCE_RECENT = 10;

export const PORTFOLIO_EVIDENCE_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type TPortfolioEvidenceStatus = (typeof PORTFOLIO_EVIDENCE_STATUSES)[number];

export const PORTFOLIO_EVIDENCE_MESSAGES = {
  action: 'Download evidence pack',
  title: 'Evidence pack of the portfolio',
  intro:
    "One zip with a folder per property: each property's documents, notices, reported findings, " +
    'invoices and quotes dated in the period, with an index listing them. It is built in the ' +
    'background: you can close this dialog and come back to it.',
  start: 'Start the pack',
  started: 'The evidence pack is being built',
  ready: 'Your evidence pack is ready',
  download: 'Download',
  recent: 'Your recent evidence packs',
  noRecent: 'You have not built an evidence pack in the last 7 days.',
  recentFailed: 'Your recent evidence packs could not be loaded.',
  startFailed: 'The evidence pack could not be started',
  downloadFailed: 'The evidence pack could not be downloaded. Try again.',
  none: 'No properties match these filters: there is nothing to pack.',
  notFound: 'Evidence pack not found',
  notReady: 'The evidence pack is not ready yet',
  gaveUp: 'The evidence pack could not be built. Start it again, or narrow the filters.',
  fromAnotherSite: 'Download the evidence pack from the portfolio in the portal',
} as const;

/** How many properties the pack covers, in words. */
export const portfolioEvidenceCovers = (n: number) =>
  `The pack covers ${n.toLocaleString('en-AU')} ${n === 1 ? 'property' : 'properties'} (the portfolio's current filters).`;

/** The 400 of a filtered set above the cap. */
export const portfolioEvidenceTooMany = (n: number) =>
  `An evidence pack holds at most ${PORTFOLIO_EVIDENCE_MAX_PROPERTIES} properties: narrow the ` +
  `filters (this view has ${n.toLocaleString('en-AU')})`;

/** Why the current view cannot be packed, or null when it can. */
export function portfolioEvidenceCountProblem(n: number): string | null {
  if (n === 0) return PORTFOLIO_EVIDENCE_MESSAGES.none;
  if (n > PORTFOLIO_EVIDENCE_MAX_PROPERTIES) return portfolioEvidenceTooMany(n);
  return null;
}

/** A pack's state in words: 'Queued', 'Building: 12 of 40 properties', 'Ready', 'Failed'. */
export function portfolioEvidenceState(pack: {
  status: TPortfolioEvidenceStatus;
  done: number;
  total: number;
}): string {
  switch (pack.status) {
    case 'queued':
      return 'Queued';
    case 'building':
      return `Building: ${pack.done} of ${pack.total} ${pack.total === 1 ? 'property' : 'properties'}`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return 'Failed';
  }
}

/** The portfolio pack's file name: evidence-pack-portfolio-{from}-to-{to}.zip. */
export const portfolioEvidenceFileName = (from: string, to: string) =>
  evidencePackFileName('portfolio', from, to);

/** A ready pack's size as the dialog shows it: '840 KB', '12.5 MB'. */
export const portfolioEvidenceSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
