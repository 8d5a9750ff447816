import { z } from 'zod/mini';

// The reported findings (spec 3-action-required: the list page, the resolution wizard and the
// third-party form) beyond the group row the dashboard's tab already answers (ZReportedFindingGroup).

/**
 * The facets of GET /v1/reported-findings (ORed together), each a row (property and service) by
 * its open findings: ComplianceIssues, one impacts compliance (urgent: the dashboard's
 * URGENT_REPORTED_FINDINGS and its tab's 'View all' link); NoComplianceIssues, none does
 * (NON_URGENT_REPORTED_FINDINGS).
 */
export const REPORTED_FINDING_FACETS = ['ComplianceIssues', 'NoComplianceIssues'] as const;
export const ZReportedFindingFacet = z.enum(REPORTED_FINDING_FACETS);
export type TReportedFindingFacet = z.infer<typeof ZReportedFindingFacet>;
export const reportedFindingFacetLabels: Record<TReportedFindingFacet, string> = {
  ComplianceIssues: 'Compliance issues',
  NoComplianceIssues: 'No compliance issues',
};

/** GET /v1/reported-findings/servicing-categories: what a finding is, by name (the category filter). */
export const ZServicingCategory = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  color: z.string(),
});
export type TServicingCategory = z.infer<typeof ZServicingCategory>;

/**
 * GET /v2/property/{id}/reported-findings/{serviceShortName}: the service is checked by the
 * call (ZServiceCode), after its query, since the path's last segment is also another call's.
 */
export const ZServiceFindingsParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  serviceShortName: z.string(),
});

/** POST /v1/reported-findings/temporary-document: the file kept until the resolution is submitted. */
export const ZTemporaryDocument = z.object({
  /** What the third-party resolution names it by (its documentIds). */
  fileReference: z.string(),
  name: z.string(),
  size: z.int().check(z.nonnegative()),
});
export type TTemporaryDocument = z.infer<typeof ZTemporaryDocument>;

/** POST .../reported-findings/quote: the quote request made, as the quotes list shows it. */
export const ZRequestQuoteResult = z.object({
  complianceQuoteId: z.int(),
  quoteNumber: z.string(),
  problemRegisterIds: z.array(z.int()),
});
export type TRequestQuoteResult = z.infer<typeof ZRequestQuoteResult>;

/** POST .../reported-findings/inform-di. */
export const ZInformDiResult = z.object({
  problemRegisterIds: z.array(z.int()),
  informedAt: z.string(),
  /** The property's built date now (yyyy-MM-01), when the built-year flow gave one. */
  propertyBuilt: z.nullable(z.string()),
});
export type TInformDiResult = z.infer<typeof ZInformDiResult>;

/** POST /v2/property/{id}/reported-findings (resolved by a third party). */
export const ZThirdPartyResolutionResult = z.object({
  problemRegisterIds: z.array(z.int()),
  /** The property documents the uploads became (type THIRD_PARTY_RESOLUTION_DOCUMENT). */
  documentIds: z.array(z.int()),
  /** The quotes the resolved findings' items were removed from. */
  updatedQuoteIds: z.array(z.int()),
});
export type TThirdPartyResolutionResult = z.infer<typeof ZThirdPartyResolutionResult>;
