import { z } from 'zod';
import { ZComplianceStatus } from '../enums/compliance';
import { ZNonResidentialType } from '../enums/properties';
import { ZIntegratedPortfolioService } from './portfolio';

/**
 * GET /v1/integrated-property/{id}: a property of the agency's software that another provider
 * services, or nobody (spec 2 'Integrated property': address, isResidentialProperty,
 * nonResidentialPropertyType), with what the other-providers portfolio lists of it. addressLine1
 * is the street, addressLine2 the locality; services in the service display order, each with who
 * services it (providerName null: nobody); softwareName the property management software it
 * comes from (null: none on record).
 */
export const ZIntegratedProperty = z.object({
  agencyPortfolioPropertyId: z.number().int(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  isResidentialProperty: z.boolean(),
  nonResidentialPropertyType: ZNonResidentialType.nullable(),
  propertyManager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The main provider; null when no supplier is known. */
  providerName: z.string().nullable(),
  complianceStatus: ZComplianceStatus,
  lastServiceDate: z.string().nullable(),
  nextDueDate: z.string().nullable(),
  services: z.array(ZIntegratedPortfolioService),
  softwareName: z.string().nullable(),
});
export type TIntegratedProperty = z.infer<typeof ZIntegratedProperty>;
