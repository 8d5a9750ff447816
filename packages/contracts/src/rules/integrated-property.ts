import { z } from 'zod';
import { ZNonResidentialType } from '../enums/properties';

const TYPE_REQUIRED = 'Property type is required';

/** Body of PATCH /v1/integrated-property/{id}. */
export const ZNonResidentialChange = z
  .object({
    isResidentialProperty: z.boolean(),
    nonResidentialPropertyType: ZNonResidentialType.nullish().catch(null),
  })
  .superRefine((value, ctx) => {
    if (!value.isResidentialProperty && !value.nonResidentialPropertyType) {
      ctx.addIssue({
        code: 'custom',
        message: TYPE_REQUIRED,
        path: ['nonResidentialPropertyType'],
      });
    }
  })
  // A residential property has no non-residential type.
  .transform((value) => ({
    isResidentialProperty: value.isResidentialProperty,
    nonResidentialPropertyType: value.isResidentialProperty
      ? null
      : (value.nonResidentialPropertyType ?? null),
  }));
export type TNonResidentialChange = z.output<typeof ZNonResidentialChange>;
