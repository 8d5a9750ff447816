import { z } from 'zod';
import { format } from 'date-fns';
import { NOTES_MAX } from '../constants';
import { ZEntryFieldOption, ZEntryPreference } from '../enums/entry-methods';
import { toDate } from '../format/date';
import { zTypedDate } from './typed-date';

/** The preferences that can be allowed temporarily, each with a matching …ExpiresAt date. */
export const ENTRY_PREFERENCE_FIELDS = [
  'occupantAppointmentPreference',
  'internalEnPreference',
  'vacantEntryPreference',
] as const;
export type TEntryPreferenceField = (typeof ENTRY_PREFERENCE_FIELDS)[number];

export const ZEntryPreferenceComments = z
  .string()
  .trim()
  .max(NOTES_MAX, `Comment should be ${NOTES_MAX} characters or less`)
  .nullish()
  .transform((value) => (value ? value : null));

export const ZTempExpireDateSettings = z.object({ min: z.string(), max: z.string() });
export type TTempExpireDateSettings = z.infer<typeof ZTempExpireDateSettings>;

const ZTempPreference = z.object({
  enabled: z.boolean().default(false),
  expiresAt: zTypedDate(),
});

/**
 * Body of POST /v1/property/{id}/entry-method-preferences. The expiry window (min, max) comes
 * from the server's tempExpireDateSettings, so the schema is built from it.
 */
export function entryPreferencesSchema(window?: TTempExpireDateSettings | null) {
  return z
    .object({
      occupantAppointmentPreference: ZEntryPreference,
      internalEnPreference: ZEntryPreference,
      vacantEntryPreference: ZEntryPreference,
      tempPreferences: z
        .object({
          occupantAppointmentPreference: ZTempPreference.optional(),
          internalEnPreference: ZTempPreference.optional(),
          vacantEntryPreference: ZTempPreference.optional(),
        })
        .default({}),
      fieldOption: z
        .object({
          occupantAppointmentPreference: ZEntryFieldOption.optional(),
          internalEnPreference: ZEntryFieldOption.optional(),
          vacantEntryPreference: ZEntryFieldOption.optional(),
        })
        .default({}),
      comments: ZEntryPreferenceComments,
    })
    .superRefine((form, ctx) => {
      const min = toDate(window?.min);
      const max = toDate(window?.max);
      for (const field of ENTRY_PREFERENCE_FIELDS) {
        const temp = form.tempPreferences[field];
        if (!temp?.enabled) continue;
        const path = ['tempPreferences', field, 'expiresAt'];
        if (!temp.expiresAt) {
          ctx.addIssue({ code: 'custom', message: 'Expiration date is required', path });
          continue;
        }
        const date = toDate(temp.expiresAt);
        if (min && max && date && (date < min || date > max)) {
          ctx.addIssue({
            code: 'custom',
            message: `Expiration date must be between ${format(min, 'dd/MM/yyyy')} and ${format(max, 'dd/MM/yyyy')}`,
            path,
          });
        }
      }
    });
}

export const ZEntryPreferences = entryPreferencesSchema();
export type TEntryPreferencesInput = z.input<typeof ZEntryPreferences>;
export type TEntryPreferences = z.output<typeof ZEntryPreferences>;
