import { z } from 'zod';
import { ZKeyAvailability } from '../enums/keys';

/**
 * GET /v1/property/{id}/key-details: what the edit property dialog edits, as stored (days as
 * 'yyyy-MM-dd'), with whether the property is integrated (its agency key is read-only) and the
 * agency's enforce mode (the agency key must be available to be picked up).
 */
export const ZPropertyKeyDetails = z.object({
  isIntegrated: z.boolean(),
  enforceKeyAvailable: z.boolean(),
  agencyKey: z.object({
    isKeyAvailable: z.boolean(),
    keyNumber: z.string().nullable(),
    propertyManagerId: z.number().int().nullable(),
  }),
  propertyKey: z.object({
    onsiteAvailability: ZKeyAvailability.nullable(),
    temporaryKeyExpirationDate: z.string().nullable(),
    keyOnsiteNotes: z.string().nullable(),
  }),
});
export type TPropertyKeyDetails = z.infer<typeof ZPropertyKeyDetails>;

/** One changed field of PUT /v1/property/{id}, as people read it (rules/edit-property.ts). */
export const ZEditPropertyChange = z.object({
  field: z.enum([
    'propertyManagerId',
    'isKeyAvailable',
    'keyNumber',
    'onsiteAvailability',
    'temporaryKeyExpirationDate',
    'keyOnsiteNotes',
  ]),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

/** PUT /v1/property/{id}: the stored details after the change, and what changed. */
export const ZEditPropertyResult = z.object({
  keyDetails: ZPropertyKeyDetails,
  changes: z.array(ZEditPropertyChange),
});
export type TEditPropertyResult = z.infer<typeof ZEditPropertyResult>;
