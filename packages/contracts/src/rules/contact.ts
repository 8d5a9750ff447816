import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, EMAIL_MAX, NAME_MAX } from '../constants';
import { ZContactNumberType } from '../enums/contacts';
import { ZAddress } from './address';
import { isValidEmail } from './text';

export const ZContactName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX, `Name must not be longer than ${NAME_MAX} characters`);

/** Optional email: blank becomes null. */
export const ZContactEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, `Email must not be longer than ${EMAIL_MAX} characters`)
  .refine((value) => value === '' || isValidEmail(value), 'Please enter a valid email address')
  .nullish()
  .transform((value) => (value ? value : null));

/** A phone number in E.164 ('+61412345678'), or null when it is not a valid number. */
export function normalisePhone(input: string | null | undefined): string | null {
  const text = input?.trim();
  if (!text) return null;
  const phone = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : null;
}

const INVALID_NUMBER = 'Please enter a valid contact number';
const REQUIRED_NUMBER = 'Contact number is required';

function toE164(value: string, ctx: z.RefinementCtx): string {
  if (value === '') return '';
  const e164 = normalisePhone(value);
  if (e164 === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_NUMBER });
    return z.NEVER;
  }
  return e164;
}

/** A contact number stored in international format; empty is allowed on the first step. */
export const ZContactNumber = z.string().trim().transform(toE164);

/** After the first step an empty number is no longer allowed. */
export const ZContactNumberRequired = z
  .string({ error: REQUIRED_NUMBER })
  .trim()
  .min(1, REQUIRED_NUMBER)
  .transform(toE164);

export const ZContactNumberEntry = z.object({
  contactNumberId: z.number().int().positive().nullish(),
  number: ZContactNumber,
  type: ZContactNumberType,
});
export type TContactNumberEntry = z.infer<typeof ZContactNumberEntry>;

export const ZContactNumberEntryRequired = ZContactNumberEntry.extend({
  number: ZContactNumberRequired,
});

/** A contact as the property area shows and edits it. */
export const ZContact = z.object({
  name: ZContactName,
  email: ZContactEmail,
  salutation: z.string().trim().nullish(),
  contactNumbers: z.array(ZContactNumberEntry).default([]),
  address: ZAddress.default({ kind: 'none' }),
});
export type TContactInput = z.input<typeof ZContact>;
export type TContact = z.output<typeof ZContact>;
