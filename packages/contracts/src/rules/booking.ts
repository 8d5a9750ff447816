import { z } from 'zod';
import { MOBILE_PATTERN, NAME_MAX } from '../constants';
import { SERVICE_CODES } from '../enums/services';
import { isValidEmail } from './text';
import { whenValid } from './when-valid';

/** The nominated contact when switched on: name, email and mobile all required. */
export const ZNominatedContactDetails = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX, `Name must not be longer than ${NAME_MAX} characters`),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .refine(isValidEmail, 'Invalid email address'),
  mobile: z
    .string({ error: 'Mobile is required' })
    .trim()
    .min(1, { error: 'Mobile is required', abort: true })
    .regex(MOBILE_PATTERN, 'Please enter a valid mobile number'),
});

export const ZNominatedContact = z.discriminatedUnion('isEnabled', [
  ZNominatedContactDetails.extend({
    isEnabled: z.literal(true),
    isPrimaryContact: z.boolean().default(true),
  }),
  z.object({
    isEnabled: z.literal(false),
    name: z.string().nullish(),
    email: z.string().nullish(),
    mobile: z.string().nullish(),
    isPrimaryContact: z.boolean().default(false),
  }),
]);
export type TNominatedContact = z.output<typeof ZNominatedContact>;

export const ZBookingContact = z.object({
  name: z.string().trim(),
  email: z.string().trim().nullish(),
  mobile: z.string().trim().nullish(),
  isPrimaryContact: z.boolean().default(false),
});
export type TBookingContact = z.output<typeof ZBookingContact>;

export const ZOasResult = z.object({
  oasMetadataId: z.union([z.number(), z.string()]),
  date: z.string().min(1),
  startTime: z.string().min(1),
  endTime: z.string().min(1),
  technicianId: z.number().int().nullish(),
});
export type TOasResult = z.output<typeof ZOasResult>;

const NO_MOBILE = {
  primary:
    'The selected primary contact has no existing mobile number. Please select another primary contact or nominate a new contact',
  other: 'Please remove the contact without a mobile number or nominate a new contact',
};
const NO_EMAIL = {
  primary:
    'The selected primary contact has no existing email address. Please select another primary contact or nominate a new contact',
  other: 'Please remove the contact without an email address or nominate a new contact',
};

/** The booking dialog's and the booking calls' words (spec 2 §8). */
export const BOOKING_MESSAGES = {
  noService: 'There is no service available. Please try again later or contact us',
  noBookingTimes: 'No booking times available. Please try again later or contact us',
  noContact: 'No contact found',
  selectService: 'Please select a service',
  submitted: 'Booking submitted',
  failed: 'An error occurred while submitting your booking request. Please try again.',
  expiredTitle: 'Booking time expired',
  expired:
    'The booking time has expired. Please choose a booking time again to continue with this booking.',
  /** The chosen time was taken or held by someone else in the meantime. */
  timeTaken: 'This booking time is no longer available. Please choose another time',
  /** The agency setting allow_agency_portal_booking is off. */
  notAllowed: 'Booking from the portal is not enabled for your agency',
  /** A service of the request is not one of the property's bookable services. */
  serviceNotBookable: 'The selected service cannot be booked for this property',
} as const;

/** The services of a booking or availability query, comma-joined ('smoke,gas') or a list. */
export const ZBookingServiceCodes = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(SERVICE_CODES, { error: BOOKING_MESSAGES.serviceNotBookable }), {
      error: BOOKING_MESSAGES.selectService,
    })
    .min(1, BOOKING_MESSAGES.selectService),
);

/** Body of POST /v1/property/{id}/booking, and the booking dialog's data. */
export const ZBookingRequest = z
  .object({
    propertyId: z
      .number({ error: 'Requested property has not been found' })
      .int('Requested property has not been found')
      .positive('Requested property has not been found'),
    /** bookingTypes travel comma-joined; the form holds a list. Both are read as a list. */
    bookingTypes: ZBookingServiceCodes,
    contacts: z.array(ZBookingContact).default([]),
    nominatedContact: ZNominatedContact.optional(),
    oasResult: ZOasResult,
  })
  .superRefine(
    (booking, ctx) => {
      const nominated = booking.nominatedContact?.isEnabled === true;
      if (booking.contacts.length === 0 && !nominated) {
        ctx.addIssue({
          code: 'custom',
          message: 'Please select at least one recipient',
          path: ['contacts'],
        });
        return;
      }
      // A complete nominated contact becomes the primary contact and the others are not needed.
      if (nominated) return;
      const primaries = booking.contacts.filter((contact) => contact.isPrimaryContact).length;
      if (primaries === 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'There must be at least one primary contact',
          path: ['contacts'],
        });
      } else if (primaries > 1) {
        ctx.addIssue({
          code: 'custom',
          message: 'There can only be one primary contact',
          path: ['contacts'],
        });
      }
      booking.contacts.forEach((contact, index) => {
        const which = contact.isPrimaryContact ? 'primary' : 'other';
        if (!contact.mobile) {
          ctx.addIssue({
            code: 'custom',
            message: NO_MOBILE[which],
            path: ['contacts', index, 'mobile'],
          });
        }
        if (!contact.email) {
          ctx.addIssue({
            code: 'custom',
            message: NO_EMAIL[which],
            path: ['contacts', index, 'email'],
          });
        }
      });
    },
    { when: whenValid('contacts', 'nominatedContact') },
  )
  .transform((booking) => {
    const nominated = booking.nominatedContact;
    if (!nominated?.isEnabled) return booking;
    return {
      ...booking,
      contacts: booking.contacts.map((contact) => ({ ...contact, isPrimaryContact: false })),
      nominatedContact: { ...nominated, isPrimaryContact: true },
    };
  });
export type TBookingRequestInput = z.input<typeof ZBookingRequest>;
export type TBookingRequest = z.output<typeof ZBookingRequest>;

/** Contacts are listed primary first. */
export function primaryFirst<T extends { isPrimaryContact?: boolean | null }>(
  contacts: readonly T[],
): T[] {
  return [...contacts].sort(
    (a, b) => Number(b.isPrimaryContact === true) - Number(a.isPrimaryContact === true),
  );
}

/** Body of POST /v1/property/{id}/entry-notification/one-off. */
export const ZOneOffEntryNotification = z.object({
  serviceIds: z
    .array(z.number().int().positive(), { error: 'Please select a service' })
    .min(1, 'Please select a service'),
  noticeId: z.number().int().positive().nullish(),
});
export type TOneOffEntryNotification = z.output<typeof ZOneOffEntryNotification>;
