import { z } from 'zod';
import { ZStateCode } from '../enums/states';

export const ZSuburb = z.object({
  suburbId: z.number().int().positive(),
  name: z.string(),
  postcode: z.string(),
  state: ZStateCode,
});
export type TSuburb = z.infer<typeof ZSuburb>;

const SUBURB_REQUIRED = 'Suburb is required';

export const ZNoAddress = z.object({ kind: z.literal('none') });

export const ZAustralianAddress = z.object({
  kind: z.literal('australian'),
  addressId: z.number().int().positive().nullish(),
  line1: z
    .string({ error: 'Address line 1 is required' })
    .trim()
    .min(1, 'Address line 1 is required'),
  line2: z.string().trim().nullish(),
  line3: z.string().trim().nullish(),
  suburbId: z.number({ error: SUBURB_REQUIRED }).int(SUBURB_REQUIRED).positive(SUBURB_REQUIRED),
  suburb: ZSuburb.nullish(),
});
export type TAustralianAddress = z.infer<typeof ZAustralianAddress>;

export const ZInternationalAddress = z.object({
  kind: z.literal('international'),
  internationalAddress: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required'),
});

export const ZAddress = z.discriminatedUnion('kind', [
  ZNoAddress,
  ZAustralianAddress,
  ZInternationalAddress,
]);
export type TAddress = z.infer<typeof ZAddress>;
export type TAddressKind = TAddress['kind'];
