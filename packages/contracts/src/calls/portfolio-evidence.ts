import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPortfolioEvidencePack, ZPortfolioEvidenceQuery } from '../api/portfolio-evidence';
import {
  PORTFOLIO_EVIDENCE_KEPT_DAYS,
  PORTFOLIO_EVIDENCE_MAX_PROPERTIES,
  PORTFOLIO_EVIDENCE_MESSAGES,
  PORTFOLIO_EVIDENCE_PACKS_PER_DAY,
  PORTFOLIO_EVIDENCE_RECENT,
} from '../rules/property-evidence';

// The evidence pack of a filtered portfolio: built by a background job, then downloaded.

const NOT_FOUND =
  `404 '${PORTFOLIO_EVIDENCE_MESSAGES.notFound}' for a pack that is missing, expired, ` +
  "another user's or another agency's.";

export const start = defineCall({
  method: 'POST',
  path: '/v1/portfolio/evidence-packs',
  access: 'session',
  tags: ['portfolio'],
  summary: 'Starts the evidence pack of the filtered portfolio',
  description:
    'The query holds the filters of GET /v1/portfolio (no page or order) and the period as ' +
    "the property's pack takes it (from and to, dd/mm/yyyy; without them the last 12 " +
    'months). The matching properties are fixed now and a background job builds one zip with ' +
    "a folder per property (each property's pack) and index.pdf listing the folders. 400 when " +
    `no property matches or more than ${PORTFOLIO_EVIDENCE_MAX_PROPERTIES} do, or the period ` +
    `is not one; 429 past ${PORTFOLIO_EVIDENCE_PACKS_PER_DAY} packs per user in 24 hours. ` +
    `A ready pack is kept ${PORTFOLIO_EVIDENCE_KEPT_DAYS} days.`,
  query: ZPortfolioEvidenceQuery,
  data: ZPortfolioEvidencePack,
  errors: [400, 429],
});

export const recent = defineCall({
  method: 'GET',
  path: '/v1/portfolio/evidence-packs',
  access: 'session',
  tags: ['portfolio'],
  summary: "The user's recent portfolio evidence packs",
  description: `The user's ${PORTFOLIO_EVIDENCE_RECENT} most recent packs still kept, newest first.`,
  data: z.array(ZPortfolioEvidencePack),
  errors: [],
});

export const state = defineCall({
  method: 'GET',
  path: '/v1/portfolio/evidence-packs/:id',
  access: 'session',
  tags: ['portfolio'],
  summary: 'One portfolio evidence pack: queued, building (done of total), ready or failed',
  description: `The pack's state, for polling while it builds. ${NOT_FOUND}`,
  params: ZIdParams,
  data: ZPortfolioEvidencePack,
  errors: [],
});

export const download = defineCall({
  method: 'GET',
  path: '/v1/portfolio/evidence-packs/:id/download',
  access: 'session',
  tags: ['portfolio'],
  summary: 'Streams a ready portfolio evidence pack',
  description:
    `The zip of a ready pack. ${NOT_FOUND} 409 '${PORTFOLIO_EVIDENCE_MESSAGES.notReady}' ` +
    'while it is queued or building, or when it failed. 403 when the browser says the request ' +
    'comes from another site (a link or image there).',
  params: ZIdParams,
  file: { contentType: 'application/zip', description: 'The evidence pack as a zip' },
  errors: [403, 409],
});
