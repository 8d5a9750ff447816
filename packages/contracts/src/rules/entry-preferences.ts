import { z } from 'zod';
import { addDays, addMonths, format } from 'date-fns';
import { NOTES_MAX } from '../constants';
import {
  ENTRY_FIELD_OPTION,
  ZEntryFieldOption,
  ZEntryPreference,
  entryMethodLabels,
  type TEntryMethod,
} from '../enums/entry-methods';
import { toDate, toIsoDate } from '../format/date';
import { zTypedDate } from './typed-date';

/** The preferences that can be allowed temporarily, each with a matching …ExpiresAt date. */
export const ENTRY_PREFERENCE_FIELDS = [
  'occupantAppointmentPreference',
  'internalEnPreference',
  'vacantEntryPreference',
] as const;
export type TEntryPreferenceField = (typeof ENTRY_PREFERENCE_FIELDS)[number];

/** Every preference of the entity, the temporary ones first, then tenant requested key entry. */
export const ENTRY_PREFERENCE_ALL_FIELDS = [
  ...ENTRY_PREFERENCE_FIELDS,
  'tenantRequestedKeyEntryPreference',
] as const;
export type TEntryPreferenceAnyField = (typeof ENTRY_PREFERENCE_ALL_FIELDS)[number];

/** The entry method each preference of the entity is about. */
export const ENTRY_PREFERENCE_METHODS: Record<TEntryPreferenceAnyField, TEntryMethod> = {
  occupantAppointmentPreference: 'APPOINTMENT',
  internalEnPreference: 'ENTRY_NOTIFICATION',
  vacantEntryPreference: 'VACANT_ENTRY_WITH_KEY',
  tenantRequestedKeyEntryPreference: 'TENANT_REQUESTED_KEY_ENTRY',
};

/**
 * The preference a method has when neither the property nor the agency has one: entry is not
 * restricted.
 */
export const ENTRY_PREFERENCE_FALLBACK = 'YES' as const;

/**
 * The window of a temporary allowance's expiry (tempExpireDateSettings): from tomorrow to three
 * months ahead of the agency's today.
 */
export const ENTRY_TEMP_EXPIRY_WINDOW = { minDays: 1, maxMonths: 3 } as const;

/** tempExpireDateSettings for the agency's today (yyyy-MM-dd). */
export function entryTempExpiryWindow(today: string): TTempExpireDateSettings {
  const day = toDate(today)!;
  return {
    min: toIsoDate(addDays(day, ENTRY_TEMP_EXPIRY_WINDOW.minDays))!,
    max: toIsoDate(addMonths(day, ENTRY_TEMP_EXPIRY_WINDOW.maxMonths))!,
  };
}

/** The choices the preferences screen offers for one method. */
export const ENTRY_CHOICES = ['ALWAYS_ALLOWED', 'ALLOW_UNTIL_DATE', 'NO', 'BY_EXCEPTION'] as const;
export type TEntryChoice = (typeof ENTRY_CHOICES)[number];
export const entryChoiceLabels: Record<TEntryChoice, string> = {
  ALWAYS_ALLOWED: 'Always allowed',
  ALLOW_UNTIL_DATE: 'Allow until date',
  NO: 'No',
  BY_EXCEPTION: 'By exception',
};

export const ENTRY_PREFERENCE_MESSAGES = {
  expiryRequired: 'Expiration date is required',
  expiryOutside: (min: string, max: string) => `Expiration date must be between ${min} and ${max}`,
  /** 'Entry method preference Appointment updated successfully'. */
  updated: (method: TEntryMethod) =>
    `Entry method preference ${entryMethodLabels[method]} updated successfully`,
  updateFailed: 'Entry method preference could not be updated',
} as const;

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
 * from the server's tempExpireDateSettings, so the schema is built from it. A field option
 * decides its preference: 'always allowed' (1) sets yes and clears the temporary allowance;
 * 'allow until date' (0) sets no with a temporary allowance until the expiry date.
 */
export function entryPreferencesSchema(window?: TTempExpireDateSettings | null) {
  return z
    .object({
      occupantAppointmentPreference: ZEntryPreference,
      internalEnPreference: ZEntryPreference,
      vacantEntryPreference: ZEntryPreference,
      /** Absent: left as it is. */
      tenantRequestedKeyEntryPreference: z.optional(ZEntryPreference),
      tempPreferences: z
        .object({
          occupantAppointmentPreference: z.optional(ZTempPreference),
          internalEnPreference: z.optional(ZTempPreference),
          vacantEntryPreference: z.optional(ZTempPreference),
        })
        .default({}),
      fieldOption: z
        .object({
          occupantAppointmentPreference: z.nullish(ZEntryFieldOption),
          internalEnPreference: z.nullish(ZEntryFieldOption),
          vacantEntryPreference: z.nullish(ZEntryFieldOption),
        })
        .default({}),
      comments: ZEntryPreferenceComments,
    })
    .superRefine((form, ctx) => {
      const min = toDate(window?.min);
      const max = toDate(window?.max);
      for (const field of ENTRY_PREFERENCE_FIELDS) {
        const temp = form.tempPreferences[field];
        const untilDate = form.fieldOption[field] === ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE;
        if (!temp?.enabled && !untilDate) continue;
        const path = ['tempPreferences', field, 'expiresAt'];
        if (!temp?.expiresAt) {
          ctx.addIssue({ code: 'custom', message: ENTRY_PREFERENCE_MESSAGES.expiryRequired, path });
          continue;
        }
        const date = toDate(temp.expiresAt);
        if (min && max && date && (date < min || date > max)) {
          ctx.addIssue({
            code: 'custom',
            message: ENTRY_PREFERENCE_MESSAGES.expiryOutside(
              format(min, 'dd/MM/yyyy'),
              format(max, 'dd/MM/yyyy'),
            ),
            path,
          });
        }
      }
    })
    .transform((form) => {
      const out = {
        ...form,
        tempPreferences: { ...form.tempPreferences },
        fieldOption: { ...form.fieldOption },
      };
      for (const field of ENTRY_PREFERENCE_FIELDS) {
        const option = form.fieldOption[field];
        if (option === ENTRY_FIELD_OPTION.ALWAYS_ALLOWED) {
          out[field] = 'YES';
          out.tempPreferences[field] = { enabled: false, expiresAt: null };
        } else if (option === ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE) {
          out[field] = 'NO';
          out.tempPreferences[field] = {
            enabled: true,
            expiresAt: form.tempPreferences[field]?.expiresAt ?? null,
          };
        } else if (form.tempPreferences[field]?.enabled) {
          out[field] = 'NO';
          out.fieldOption[field] = ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE;
        }
      }
      return out;
    });
}

export const ZEntryPreferences = entryPreferencesSchema();
export type TEntryPreferencesInput = z.input<typeof ZEntryPreferences>;
export type TEntryPreferences = z.output<typeof ZEntryPreferences>;

/** The choice the screen shows for a method, from its stored preference and allowance. */
export function entryChoiceOf(
  preference: z.infer<typeof ZEntryPreference>,
  temporary: boolean,
): TEntryChoice {
  if (temporary) return 'ALLOW_UNTIL_DATE';
  return preference === 'YES' ? 'ALWAYS_ALLOWED' : preference;
}
