import { z } from 'zod';

export const NON_RESIDENTIAL_TYPE_CODES = ['COMMERCIAL', 'INDUSTRIAL', 'OTHER'] as const;
export const ZNonResidentialType = z.enum(NON_RESIDENTIAL_TYPE_CODES);
export type TNonResidentialType = z.infer<typeof ZNonResidentialType>;

export const nonResidentialTypeLabels: Record<TNonResidentialType, string> = {
  COMMERCIAL: 'Commercial',
  // The spec labels the industrial code 'Strata'.
  INDUSTRIAL: 'Strata',
  OTHER: 'Other',
};

export const LEASE_TYPE_CODES = ['New', 'Renewal'] as const;
export const ZLeaseType = z.enum(LEASE_TYPE_CODES);
export type TLeaseType = z.infer<typeof ZLeaseType>;

export const leaseTypeLabels: Record<TLeaseType, string> = { New: 'New', Renewal: 'Renewal' };

/** Whether a property is managed by the provider or listed as non-managed (integrated). */
export const PROPERTY_KIND_CODES = ['managed', 'non-managed'] as const;
export const ZPropertyKind = z.enum(PROPERTY_KIND_CODES);
export type TPropertyKind = z.infer<typeof ZPropertyKind>;
