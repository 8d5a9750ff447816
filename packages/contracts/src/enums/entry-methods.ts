import { z } from 'zod/mini';

export const ENTRY_METHOD_CODES = [
  'APPOINTMENT',
  'ENTRY_NOTIFICATION',
  'VACANT_ENTRY_WITH_KEY',
  'TENANT_REQUESTED_KEY_ENTRY',
] as const;
export const ZEntryMethod = z.enum(ENTRY_METHOD_CODES);
export type TEntryMethod = z.infer<typeof ZEntryMethod>;

export const entryMethodLabels: Record<TEntryMethod, string> = {
  APPOINTMENT: 'Appointment',
  ENTRY_NOTIFICATION: 'Entry notification',
  VACANT_ENTRY_WITH_KEY: 'Vacant entry with key',
  TENANT_REQUESTED_KEY_ENTRY: 'Tenant requested key entry',
};

export const ENTRY_PREFERENCE_CODES = ['YES', 'NO', 'BY_EXCEPTION'] as const;
export const ZEntryPreference = z.enum(ENTRY_PREFERENCE_CODES);
export type TEntryPreference = z.infer<typeof ZEntryPreference>;

export const entryPreferenceLabels: Record<TEntryPreference, string> = {
  YES: 'Yes',
  NO: 'No',
  BY_EXCEPTION: 'By exception',
};

/** Numeric preference values the compliance system stores. */
export const ENTRY_PREFERENCE_VALUES = [1, 2, 3, 4, 5] as const;
export type TEntryPreferenceValue = (typeof ENTRY_PREFERENCE_VALUES)[number];
export const ZEntryPreferenceValue = z.literal(ENTRY_PREFERENCE_VALUES);

/** fieldOption of a temporary preference: 0 allows until a date, 1 is always allowed. */
export const ENTRY_FIELD_OPTION = { ALLOW_UNTIL_DATE: 0, ALWAYS_ALLOWED: 1 } as const;
export type TEntryFieldOption = (typeof ENTRY_FIELD_OPTION)[keyof typeof ENTRY_FIELD_OPTION];
export const ZEntryFieldOption = z.literal([
  ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE,
  ENTRY_FIELD_OPTION.ALWAYS_ALLOWED,
]);

export const YES_NO_CODES = ['YES', 'NO'] as const;
export const ZYesNo = z.enum(YES_NO_CODES);
export type TYesNo = z.infer<typeof ZYesNo>;

export const yesNoLabels: Record<TYesNo, string> = { YES: 'Yes', NO: 'No' };
