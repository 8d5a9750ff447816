import { z } from 'zod';
import { ZComplianceStatus } from '../enums/compliance';
import { ZPropertyFlag } from '../enums/property-flags';
import { ZServiceStatus, ZServiceTag } from '../enums/service-statuses';
import { ZServiceCode } from '../enums/services';

/** One service of a portfolio row; shortName is the service code (smoke, gas, ...). */
export const ZPortfolioService = z.object({
  serviceId: z.number().int(),
  shortName: ZServiceCode,
  status: ZServiceStatus,
  tags: z.array(ZServiceTag),
  nextDueDate: z.string().nullable(),
  lastServiceDate: z.string().nullable(),
});
export type TPortfolioService = z.infer<typeof ZPortfolioService>;

/** A row of GET /v1/portfolio: addressLine1 the street, addressLine2 the locality. */
export const ZPortfolioItem = z.object({
  compliancePropertyId: z.number().int(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  propertyManager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  complianceStatus: ZComplianceStatus,
  flags: z.array(ZPropertyFlag),
  // Display tags come from several tag sets (property, access issue, other).
  tags: z.array(z.string()),
  services: z.array(ZPortfolioService),
  isIntegrated: z.boolean(),
  isVacant: z.boolean(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;
