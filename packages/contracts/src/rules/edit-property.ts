import { z } from 'zod';
import { addMonths, format } from 'date-fns';
import {
  NOTES_MAX,
  NOTES_MIN_ONSITE,
  TEMP_KEY_EXPIRY_MAX_MONTHS,
  TEMP_KEY_EXPIRY_MIN_MONTHS,
} from '../constants';
import {
  KEY_AVAILABILITY_CODES,
  keyAvailabilityLabels,
  type TKeyAvailability,
} from '../enums/keys';
import { formatDate, toDate } from '../format/date';
import { todayDate, zTypedDate } from './typed-date';
import { whenValid } from './when-valid';

/** The edit property dialog's and PUT /v1/property/{id}'s messages beyond the field rules. */
export const EDIT_PROPERTY_MESSAGES = {
  managerRequired: 'Property manager is required',
  keyNumberRequired: 'Key number is required',
  keyMustBeAvailable: 'Key must be available to be picked up',
  expiryRequired: 'There must be an expiration date if key is temporarily available',
  onsiteRequired: 'Choose whether a key is available onsite',
  /** A manager id that is not one of the agency's current property managers. */
  managerNotFound: 'Property manager not found',
  /** Integrated properties: the agency key comes from the property-management software. */
  integratedAgencyKey:
    'The agency key of an integrated property is read-only: change it in your property management software (changes can take up to 24 hours to appear)',
  saved: 'Property updated',
  saveFailed: 'Failed to update property',
  noChanges: 'Nothing has changed',
} as const;

const MANAGER_REQUIRED = EDIT_PROPERTY_MESSAGES.managerRequired;

/** The window a temporary key may expire in: 1 to 5 months from today. */
export function tempKeyExpiryWindow(now: Date = todayDate()): { min: Date; max: Date } {
  return {
    min: addMonths(now, TEMP_KEY_EXPIRY_MIN_MONTHS),
    max: addMonths(now, TEMP_KEY_EXPIRY_MAX_MONTHS),
  };
}

export interface TEditPropertyOptions {
  /** Enforce mode: the agency key must be available to be picked up. */
  enforceKeyAvailable?: boolean;
  /**
   * An integrated property: its agency key availability and number are the software's, kept as
   * they are, so their rules (key number, enforce mode) are not the user's to meet.
   */
  agencyKeyReadOnly?: boolean;
  /** The day the expiry window counts from (the agency's today); the local day by default. */
  today?: () => Date;
}

/** Body of PUT /v1/property/{id}. */
export function editPropertySchema(options: TEditPropertyOptions = {}) {
  return z
    .object({
      agencyKey: z.object({
        isKeyAvailable: z.boolean().default(false),
        keyNumber: z.string().trim().nullish(),
        propertyManagerId: z
          .number({ error: MANAGER_REQUIRED })
          .int(MANAGER_REQUIRED)
          .positive(MANAGER_REQUIRED),
      }),
      propertyKey: z.object({
        onsiteAvailability: z.enum(KEY_AVAILABILITY_CODES, {
          error: EDIT_PROPERTY_MESSAGES.onsiteRequired,
        }),
        temporaryKeyExpirationDate: zTypedDate(),
        keyOnsiteNotes: z
          .string()
          .trim()
          .max(NOTES_MAX, `Message should be ${NOTES_MAX} characters or less`)
          .nullish(),
      }),
    })
    .superRefine(
      ({ agencyKey, propertyKey }, ctx) => {
        const checkAgencyKey = !options.agencyKeyReadOnly;
        if (checkAgencyKey && options.enforceKeyAvailable && !agencyKey.isKeyAvailable) {
          ctx.addIssue({
            code: 'custom',
            message: EDIT_PROPERTY_MESSAGES.keyMustBeAvailable,
            path: ['agencyKey', 'isKeyAvailable'],
          });
        }
        if (checkAgencyKey && agencyKey.isKeyAvailable && !agencyKey.keyNumber) {
          ctx.addIssue({
            code: 'custom',
            message: EDIT_PROPERTY_MESSAGES.keyNumberRequired,
            path: ['agencyKey', 'keyNumber'],
          });
        }
        const expiry = propertyKey.temporaryKeyExpirationDate;
        if (propertyKey.onsiteAvailability === 'TEMPORARY') {
          if (!expiry) {
            ctx.addIssue({
              code: 'custom',
              message: EDIT_PROPERTY_MESSAGES.expiryRequired,
              path: ['propertyKey', 'temporaryKeyExpirationDate'],
            });
          } else {
            const { min, max } = tempKeyExpiryWindow(options.today?.());
            const date = toDate(expiry);
            if (date && (date < min || date > max)) {
              ctx.addIssue({
                code: 'custom',
                message: `Expiration date must be between ${format(min, 'dd/MM/yyyy')} and ${format(max, 'dd/MM/yyyy')}`,
                path: ['propertyKey', 'temporaryKeyExpirationDate'],
              });
            }
          }
        }
        // A technician needs directions to an onsite key; none are needed when there is no key.
        const notes = propertyKey.keyOnsiteNotes ?? '';
        if (propertyKey.onsiteAvailability !== 'UNAVAILABLE' && notes.length < NOTES_MIN_ONSITE) {
          ctx.addIssue({
            code: 'custom',
            message: `Key onsite notes must be at least ${NOTES_MIN_ONSITE} characters long`,
            path: ['propertyKey', 'keyOnsiteNotes'],
          });
        }
      },
      {
        // Not an object at all (a root issue): nothing to refine.
        when: (payload) =>
          whenValid('agencyKey', 'propertyKey')(payload) &&
          !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0),
      },
    );
}

export const ZEditProperty = editPropertySchema();
export type TEditPropertyInput = z.input<typeof ZEditProperty>;
export type TEditProperty = z.output<typeof ZEditProperty>;

/** What the edit property dialog edits, flat: the stored values (days as 'yyyy-MM-dd'). */
export interface TEditPropertyValues {
  propertyManagerId: number | null;
  isKeyAvailable: boolean;
  keyNumber: string | null;
  onsiteAvailability: TKeyAvailability | null;
  temporaryKeyExpirationDate: string | null;
  keyOnsiteNotes: string | null;
}

/** The values a valid body stores: no expiry unless the onsite key is temporary, no empty text. */
export function editPropertyValues(body: TEditProperty): TEditPropertyValues {
  const onsite = body.propertyKey.onsiteAvailability;
  return {
    propertyManagerId: body.agencyKey.propertyManagerId,
    isKeyAvailable: body.agencyKey.isKeyAvailable,
    keyNumber: body.agencyKey.keyNumber || null,
    onsiteAvailability: onsite,
    temporaryKeyExpirationDate:
      onsite === 'TEMPORARY' ? (body.propertyKey.temporaryKeyExpirationDate ?? null) : null,
    keyOnsiteNotes: body.propertyKey.keyOnsiteNotes || null,
  };
}

export const editPropertyFieldLabels: Record<keyof TEditPropertyValues, string> = {
  propertyManagerId: 'Property manager',
  isKeyAvailable: 'Agency key available',
  keyNumber: 'Key number',
  onsiteAvailability: 'Onsite key',
  temporaryKeyExpirationDate: 'Temporary key expires',
  keyOnsiteNotes: 'Key onsite notes',
};

/** One changed field, as people read it ('None' for an empty value). */
export interface TEditPropertyChange {
  field: keyof TEditPropertyValues;
  label: string;
  before: string;
  after: string;
}

const NONE = 'None';

/**
 * The fields that differ between the stored values and the new ones, in the form's order, with
 * their values as people read them: the confirm step, the success toast and the audit log's
 * detail all say the same.
 */
export function editPropertyChanges(
  before: TEditPropertyValues,
  after: TEditPropertyValues,
  managerName: (id: number) => string | undefined,
): TEditPropertyChange[] {
  const show: { [K in keyof TEditPropertyValues]: (value: TEditPropertyValues[K]) => string } = {
    propertyManagerId: (id) => (id === null ? NONE : (managerName(id) ?? NONE)),
    isKeyAvailable: (available) => (available ? 'Yes' : 'No'),
    keyNumber: (text) => text || NONE,
    onsiteAvailability: (code) => (code ? keyAvailabilityLabels[code] : NONE),
    temporaryKeyExpirationDate: (day) => (day ? formatDate(day) : NONE),
    keyOnsiteNotes: (text) => text || NONE,
  };
  const changes: TEditPropertyChange[] = [];
  for (const field of Object.keys(editPropertyFieldLabels) as (keyof TEditPropertyValues)[]) {
    const from = (show[field] as (value: unknown) => string)(before[field]);
    const to = (show[field] as (value: unknown) => string)(after[field]);
    if ((before[field] ?? null) !== (after[field] ?? null)) {
      changes.push({ field, label: editPropertyFieldLabels[field], before: from, after: to });
    }
  }
  return changes;
}

/** The success toast's line: what changed, e.g. 'Key number and Onsite key updated'. */
export function editPropertySummary(changes: readonly TEditPropertyChange[]): string {
  const labels = changes.map((change) => change.label);
  if (labels.length === 0) return EDIT_PROPERTY_MESSAGES.noChanges;
  const list =
    labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `${list} updated`;
}
