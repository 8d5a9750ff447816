import { z } from 'zod';
import { addMonths, format } from 'date-fns';
import {
  NOTES_MAX,
  NOTES_MIN_ONSITE,
  TEMP_KEY_EXPIRY_MAX_MONTHS,
  TEMP_KEY_EXPIRY_MIN_MONTHS,
} from '../constants';
import { ZKeyAvailability } from '../enums/keys';
import { toDate } from '../format/date';
import { todayDate, zTypedDate } from './typed-date';
import { whenValid } from './when-valid';

const MANAGER_REQUIRED = 'Property manager is required';

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
        onsiteAvailability: ZKeyAvailability,
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
        if (options.enforceKeyAvailable && !agencyKey.isKeyAvailable) {
          ctx.addIssue({
            code: 'custom',
            message: 'Key must be available to be picked up',
            path: ['agencyKey', 'isKeyAvailable'],
          });
        }
        if (agencyKey.isKeyAvailable && !agencyKey.keyNumber) {
          ctx.addIssue({
            code: 'custom',
            message: 'Key number is required',
            path: ['agencyKey', 'keyNumber'],
          });
        }
        const expiry = propertyKey.temporaryKeyExpirationDate;
        if (propertyKey.onsiteAvailability === 'TEMPORARY') {
          if (!expiry) {
            ctx.addIssue({
              code: 'custom',
              message: 'There must be an expiration date if key is temporarily available',
              path: ['propertyKey', 'temporaryKeyExpirationDate'],
            });
          } else {
            const { min, max } = tempKeyExpiryWindow();
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
      { when: whenValid('agencyKey', 'propertyKey') },
    );
}

export const ZEditProperty = editPropertySchema();
export type TEditPropertyInput = z.input<typeof ZEditProperty>;
export type TEditProperty = z.output<typeof ZEditProperty>;
