import { z } from 'zod/mini';
import { PORTFOLIO_EVIDENCE_STATUSES } from '../rules/property-evidence';
import { ZPortfolioQuery } from './list-queries';
import { ZEvidencePackQuery } from './property-evidence';

/**
 * POST /v1/portfolio/evidence-packs?{the portfolio's filters}&from&to: the filters of GET
 * /v1/portfolio without its page and order, and the period as the property's pack takes it
 * (dd/mm/yyyy, both included; without them the last 12 months).
 */
export const ZPortfolioEvidenceQuery = z.extend(
  z.omit(ZPortfolioQuery, { page: true, 'page-size': true, sort: true }),
  ZEvidencePackQuery.shape,
);
export type TPortfolioEvidenceQuery = z.output<typeof ZPortfolioEvidenceQuery>;

/** A portfolio evidence pack: its period, its progress, and once ready its size and expiry. */
export const ZPortfolioEvidencePack = z.object({
  id: z.int(),
  status: z.enum(PORTFOLIO_EVIDENCE_STATUSES),
  /** The period, 'yyyy-MM-dd', both included. */
  from: z.string(),
  to: z.string(),
  /** Properties packed so far, of all. */
  done: z.int(),
  total: z.int(),
  fileName: z.string(),
  /** Once ready: the zip's bytes, and when it is removed. */
  sizeBytes: z.nullable(z.int()),
  expiresAt: z.nullable(z.string()),
  /** Once failed: why, in words. */
  message: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TPortfolioEvidencePack = z.infer<typeof ZPortfolioEvidencePack>;
