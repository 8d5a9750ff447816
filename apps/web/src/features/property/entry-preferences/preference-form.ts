import {
  ENTRY_FIELD_OPTION,
  ENTRY_PREFERENCE_FIELDS,
  entryChoiceOf,
  entryPreferencesSchema,
  type TEntryChoice,
  type TEntryPreferenceAnyField,
  type TEntryPreferenceField,
  type TEntryPreferencesInput,
  type TPropertyEntryPreferences,
} from '@portal/contracts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** What the dialog edits: one method's choice, its expiry, and the property's comments. */
export interface PreferenceFormValues {
  choice: TEntryChoice;
  expiresAt: string | null;
  comments: string;
}

export const isTemporaryField = (field: TEntryPreferenceAnyField): field is TEntryPreferenceField =>
  (ENTRY_PREFERENCE_FIELDS as readonly string[]).includes(field);

/** The dialog's starting values for `field`, from what the server answered. */
export function initialValues(
  prefs: TPropertyEntryPreferences,
  field: TEntryPreferenceAnyField,
): PreferenceFormValues {
  const temp = isTemporaryField(field) ? prefs.tempPreferences[field] : null;
  return {
    choice: entryChoiceOf(prefs[field], temp?.enabled === true),
    expiresAt: temp?.enabled ? temp.expiresAt : null,
    comments: prefs.comments ?? '',
  };
}

/**
 * The body of POST /v1/property/{id}/entry-method-preferences: the whole entity as it stands,
 * with `field` set to the dialog's choice ('always allowed' and 'allow until date' through the
 * field option, whose rules are the contracts').
 */
export function preferencesBody(
  prefs: TPropertyEntryPreferences,
  field: TEntryPreferenceAnyField,
  values: PreferenceFormValues,
): TEntryPreferencesInput {
  const body = {
    occupantAppointmentPreference: prefs.occupantAppointmentPreference,
    internalEnPreference: prefs.internalEnPreference,
    vacantEntryPreference: prefs.vacantEntryPreference,
    tenantRequestedKeyEntryPreference: prefs.tenantRequestedKeyEntryPreference,
    tempPreferences: { ...prefs.tempPreferences },
    fieldOption: { ...prefs.fieldOption },
    comments: values.comments,
  } satisfies TEntryPreferencesInput;
  if (!isTemporaryField(field)) {
    body[field] = values.choice === 'ALWAYS_ALLOWED' ? 'YES' : (values.choice as 'NO');
    return body;
  }
  switch (values.choice) {
    case 'ALWAYS_ALLOWED':
      body.fieldOption[field] = ENTRY_FIELD_OPTION.ALWAYS_ALLOWED;
      body[field] = 'YES';
      break;
    case 'ALLOW_UNTIL_DATE':
      body.fieldOption[field] = ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE;
      body.tempPreferences[field] = { enabled: true, expiresAt: values.expiresAt };
      break;
    default:
      body.fieldOption[field] = null;
      body.tempPreferences[field] = { enabled: false, expiresAt: null };
      body[field] = values.choice;
  }
  return body;
}

/** Checks the body the dialog would send with the contracts' rules and the server's window. */
export function preferenceResolver(
  prefs: TPropertyEntryPreferences,
  field: TEntryPreferenceAnyField,
): Resolver<PreferenceFormValues> {
  const schema = entryPreferencesSchema(prefs.tempExpireDateSettings);
  return (values) => {
    const result = schema.safeParse(preferencesBody(prefs, field, values));
    if (result.success) return { values, errors: {} };
    const errors: Partial<Record<'comments' | 'expiresAt' | 'root', FieldError>> = {};
    for (const issue of result.error.issues) {
      const [first, second, last] = issue.path;
      const name =
        first === 'comments'
          ? 'comments'
          : second === field && last === 'expiresAt'
            ? 'expiresAt'
            : 'root';
      errors[name] ??= { type: 'rule', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<PreferenceFormValues> };
  };
}
