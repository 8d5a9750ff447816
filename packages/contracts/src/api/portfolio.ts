import { z } from 'zod/mini';
import { ZComplianceStatus, type TComplianceFilter } from '../enums/compliance';
import { ZProvidedBy } from '../enums/portfolio';
import { ZPropertyFlag } from '../enums/property-flags';
import { ZServiceStatus, ZServiceTag } from '../enums/service-statuses';
import { ZServiceCode } from '../enums/services';
import { ZIntegratedPortfolioQuery } from './list-queries';
import { repeated } from './query';

/** One service of a portfolio row; shortName is the service code (smoke, gas, ...). */
export const ZPortfolioService = z.object({
  serviceId: z.int(),
  shortName: ZServiceCode,
  status: ZServiceStatus,
  tags: z.array(ZServiceTag),
  nextDueDate: z.nullable(z.string()),
  lastServiceDate: z.nullable(z.string()),
});
export type TPortfolioService = z.infer<typeof ZPortfolioService>;

/** A row of GET /v1/portfolio: addressLine1 the street, addressLine2 the locality. */
export const ZPortfolioItem = z.object({
  compliancePropertyId: z.int(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  propertyManager: z.nullable(z.object({ id: z.int(), name: z.string() })),
  complianceStatus: ZComplianceStatus,
  flags: z.array(ZPropertyFlag),
  // Display tags come from several tag sets (property, access issue, other).
  tags: z.array(z.string()),
  services: z.array(ZPortfolioService),
  isIntegrated: z.boolean(),
  isVacant: z.boolean(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;

/** Compliance facets of the other-providers portfolio: its stats (NON_MANAGED_STAT_CODES). */
export const INTEGRATED_PORTFOLIO_FACET_CODES = [
  'ComplianceIssues',
  'Compliant',
  'Overdue',
  'ApproachingNextService',
  'MissingSupplier',
  'MissingLastServiceDate',
] as const satisfies readonly TComplianceFilter[];
export const ZIntegratedPortfolioFacet = z.enum(INTEGRATED_PORTFOLIO_FACET_CODES);
export type TIntegratedPortfolioFacet = z.infer<typeof ZIntegratedPortfolioFacet>;

/**
 * GET /v1/portfolio/integrated: property-manager, provided-by (PROVIDER: the provider's
 * integrated properties, OTHER: other providers' or nobody's), services (any of them), facet
 * (its stats, ORed), query, page, page-size.
 */
export const ZIntegratedPortfolioListQuery = z.extend(ZIntegratedPortfolioQuery, {
  facet: repeated(ZIntegratedPortfolioFacet),
});
export type TIntegratedPortfolioListQuery = z.output<typeof ZIntegratedPortfolioListQuery>;

/** The name an export is saved as; '.xlsx' is added when missing. */
export const ZExportFileName = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'File name is required'),
      z.maxLength(120, 'File name must not be longer than 120 characters'),
    ),
);

/**
 * GET /v1/portfolio/integrated/export: the list's filters plus fileName. The rows come in address
 * order (the spreadsheet sorts by any column itself).
 */
export const ZIntegratedPortfolioListExportQuery = z.extend(
  z.omit(ZIntegratedPortfolioListQuery, { sort: true }),
  { fileName: ZExportFileName },
);
export type TIntegratedPortfolioListExportQuery = z.output<
  typeof ZIntegratedPortfolioListExportQuery
>;

/** One service of an integrated-portfolio row; providerName null: nobody (missing supplier). */
export const ZIntegratedPortfolioService = z.object({
  shortName: ZServiceCode,
  status: ZServiceStatus,
  providerName: z.nullable(z.string()),
  lastServiceDate: z.nullable(z.string()),
  nextDueDate: z.nullable(z.string()),
});
export type TIntegratedPortfolioService = z.infer<typeof ZIntegratedPortfolioService>;

/**
 * A row of GET /v1/portfolio/integrated. A PROVIDER row is a managed property
 * (/property/{compliancePropertyId}); an OTHER row a property of the agency's software serviced
 * by others (/non-managed-property/{agencyPortfolioPropertyId}). The other id is null.
 */
export const ZIntegratedPortfolioItem = z.object({
  providedBy: ZProvidedBy,
  compliancePropertyId: z.nullable(z.int()),
  agencyPortfolioPropertyId: z.nullable(z.int()),
  addressLine1: z.string(),
  addressLine2: z.string(),
  propertyManager: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** The main provider; null when no supplier is known. */
  providerName: z.nullable(z.string()),
  complianceStatus: ZComplianceStatus,
  lastServiceDate: z.nullable(z.string()),
  nextDueDate: z.nullable(z.string()),
  services: z.array(ZIntegratedPortfolioService),
});
export type TIntegratedPortfolioItem = z.infer<typeof ZIntegratedPortfolioItem>;

/** GET /v1/portfolio/integrated/property-managers: the managers of that portfolio, by name. */
export const ZIntegratedPortfolioManager = z.object({ id: z.int(), name: z.string() });
export type TIntegratedPortfolioManager = z.infer<typeof ZIntegratedPortfolioManager>;

/** GET /v1/portfolio/integrated/service-providers: the provider first, then the others by name. */
export const ZServiceProvider = z.object({ providedBy: ZProvidedBy, name: z.string() });
export type TServiceProvider = z.infer<typeof ZServiceProvider>;
