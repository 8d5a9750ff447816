import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { ZLeaseType } from '../enums/properties';
import { ZContactNumberEntry } from './contact';
import { ZOptionalNotes, isValidEmail } from './text';
import { zTypedDate } from './typed-date';
import { whenValid } from './when-valid';

export const ZOccupant = z
  .object({
    occupantId: z.number().int().positive().nullish(),
    name: z
      .string({ error: 'Please enter a name' })
      .trim()
      .min(1, 'Please enter a name')
      .max(NAME_MAX, `Name must not be longer than ${NAME_MAX} characters`),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, `Email must not be longer than ${EMAIL_MAX} characters`)
      .refine((value) => value === '' || isValidEmail(value), 'Please enter a valid email address')
      .nullish()
      .transform((value) => (value ? value : null)),
    contactNumbers: z.array(ZContactNumberEntry).default([]),
  })
  .superRefine(
    (occupant, ctx) => {
      // A way to reach the occupant: an email, or contact numbers with none left blank.
      const numbersComplete =
        occupant.contactNumbers.length > 0 &&
        occupant.contactNumbers.every((entry) => entry.number !== '');
      if (!occupant.email && !numbersComplete) {
        ctx.addIssue({
          code: 'custom',
          message: 'Please enter at least one valid contact number or email',
          path: ['contactNumbers'],
        });
      }
    },
    { when: whenValid('email', 'contactNumbers') },
  );
export type TOccupantInput = z.input<typeof ZOccupant>;
export type TOccupant = z.output<typeof ZOccupant>;

export const TENANCY_FORM_TYPES = ['add', 'edit'] as const;

/** The lease-agreement step; dates are ISO days ('yyyy-MM-dd') once parsed. */
export const ZTenancyForm = z
  .object({
    formType: z.enum(TENANCY_FORM_TYPES).default('add'),
    startDate: zTypedDate({ required: 'Start date is required' }),
    endDate: zTypedDate(),
    vacateDate: zTypedDate(),
    notes: ZOptionalNotes,
    leaseType: ZLeaseType.nullish(),
  })
  .superRefine(
    (tenancy, ctx) => {
      // ISO days compare correctly as text.
      if (tenancy.startDate && tenancy.endDate && tenancy.endDate <= tenancy.startDate) {
        ctx.addIssue({
          code: 'custom',
          message: 'Tenancy end date cannot be on or before the start date',
          path: ['endDate'],
        });
      }
    },
    { when: whenValid('startDate', 'endDate') },
  )
  .superRefine(
    (tenancy, ctx) => {
      if (tenancy.startDate && tenancy.vacateDate && tenancy.vacateDate <= tenancy.startDate) {
        ctx.addIssue({
          code: 'custom',
          message: 'Vacate date cannot be on or before the start date',
          path: ['vacateDate'],
        });
      }
    },
    { when: whenValid('startDate', 'vacateDate') },
  )
  .superRefine(
    (tenancy, ctx) => {
      if (tenancy.formType === 'add' && !tenancy.leaseType) {
        ctx.addIssue({ code: 'custom', message: 'Lease type is required', path: ['leaseType'] });
      }
    },
    { when: whenValid('formType', 'leaseType') },
  );
export type TTenancyFormInput = z.input<typeof ZTenancyForm>;
export type TTenancyForm = z.output<typeof ZTenancyForm>;

/** Body of POST /v1/property/{id}/tenancy and PUT /v1/property/{id}/tenancy/{tenancyId}. */
export const ZTenancyRequest = z.object({
  tenancy: ZTenancyForm,
  occupants: z.array(ZOccupant).default([]),
});
export type TTenancyRequest = z.output<typeof ZTenancyRequest>;
