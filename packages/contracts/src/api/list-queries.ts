import { z } from 'zod/mini';
import { ZComplianceFilter, ZPortfolioFacet } from '../enums/compliance';
import { ZProvidedBy, ZServiceExclusivity } from '../enums/portfolio';
import { ZServiceCode } from '../enums/services';
import { ZPropertySort } from './list-sort';
import { ZNoticeFacet } from './notices';
import { ZReportedFindingFacet } from './reported-findings';
import { ZPageQuery, ZQueryFlag, ZQueryId, ZQueryText, repeated } from './query';

/** Filters shared by the portfolio-like lists. */
const serviceFilters = {
  query: ZQueryText,
  facet: repeated(ZPortfolioFacet),
  service: repeated(ZServiceCode),
  serviceExclusivity: z._default(ZServiceExclusivity, 'Including'),
  'property-manager': ZQueryId,
};

/** GET /v1/portfolio. */
export const ZPortfolioQuery = z.extend(ZPageQuery, {
  ...serviceFilters,
  sort: ZPropertySort,
  'new-access-issues': ZQueryFlag,
  'new-problem-register': ZQueryFlag,
});
export type TPortfolioQuery = z.output<typeof ZPortfolioQuery>;

/** GET /v1/update/summary. */
export const ZUpdateSummaryQuery = z.extend(ZPageQuery, { ...serviceFilters, sort: ZPropertySort });
export type TUpdateSummaryQuery = z.output<typeof ZUpdateSummaryQuery>;

/** GET /v1/reported-findings. */
export const ZReportedFindingsQuery = z.extend(ZPageQuery, {
  ...serviceFilters,
  facet: repeated(ZReportedFindingFacet),
  propertyId: ZQueryId,
  category: repeated(z.string().check(z.trim(), z.minLength(1))),
});
export type TReportedFindingsQuery = z.output<typeof ZReportedFindingsQuery>;

/** GET /v1/notice. */
export const ZNoticeQuery = z.extend(ZPageQuery, {
  query: ZQueryText,
  facet: repeated(ZNoticeFacet),
  propertyId: ZQueryId,
  'property-manager': ZQueryId,
  resolved: ZQueryFlag,
});
export type TNoticeQuery = z.output<typeof ZNoticeQuery>;

/** GET /v1/agency/access-issues: the portfolio's facets narrow it (checked as the portfolio's). */
export const ZAccessIssuesQuery = z.extend(ZPageQuery, {
  query: ZQueryText,
  facet: repeated(ZPortfolioFacet),
  propertyId: ZQueryId,
  'property-manager': ZQueryId,
});
export type TAccessIssuesQuery = z.output<typeof ZAccessIssuesQuery>;

/** GET /v1/portfolio/integrated (the other-providers portfolio). */
export const ZIntegratedPortfolioQuery = z.extend(ZPageQuery, {
  query: ZQueryText,
  'property-manager': ZQueryId,
  'provided-by': z.optional(ZProvidedBy),
  services: repeated(ZServiceCode),
  facet: repeated(ZComplianceFilter),
  sort: ZPropertySort,
});
export type TIntegratedPortfolioQuery = z.output<typeof ZIntegratedPortfolioQuery>;

/** GET /v1/portfolio/integrated/export. */
export const ZIntegratedPortfolioExportQuery = z.extend(
  z.omit(ZIntegratedPortfolioQuery, { sort: true }),
  { fileName: z.optional(z.string().check(z.trim(), z.minLength(1))) },
);

/** Dashboard analytics calls filtered by an optional property manager. */
export const ZPropertyManagerQuery = z.object({ propertyManagerId: ZQueryId });
export type TPropertyManagerQuery = z.output<typeof ZPropertyManagerQuery>;
