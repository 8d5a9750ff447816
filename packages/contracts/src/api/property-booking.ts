import { z } from 'zod';
import { ZServiceCode } from '../enums/services';
import { BOOKING_MESSAGES, ZBookingServiceCodes } from '../rules/booking';

/**
 * A service the booking dialog offers (spec 2 §3 'Bookable service'): its name, the services it
 * books and their codes comma-joined as the booking's bookingTypes.
 */
export const ZBookableService = z.object({
  name: z.string(),
  services: z.array(ZServiceCode),
  bookingTypes: z.string(),
});
export type TBookableService = z.infer<typeof ZBookableService>;

/**
 * GET /v1/property/{id}/booking/availability?service=smoke,gas: the codes travel comma-joined
 * (read them with `ZBookingServiceCodes`).
 */
export const ZBookingAvailabilityQuery = z.object({
  /** Absent: the server answers 'Please select a service' (after any unknown parameter). */
  service: z
    .string()
    .optional()
    .refine((codes) => codes === undefined || ZBookingServiceCodes.safeParse(codes).success, {
      error: (issue) =>
        ZBookingServiceCodes.safeParse(issue.input).error?.issues[0]?.message ??
        BOOKING_MESSAGES.selectService,
    }),
});
export type TBookingAvailabilityQuery = z.input<typeof ZBookingAvailabilityQuery>;

/** A bookable time of a day ('HH:mm' times; oasMetadataId names the slot). */
export const ZBookingTime = z.object({
  timeFrom: z.string(),
  timeTo: z.string(),
  oasMetadataId: z.string(),
  technicianId: z.number().int(),
});
export type TBookingTime = z.infer<typeof ZBookingTime>;

/** A day with bookable times (spec 2 §3 'Availability day'; date 'yyyy-MM-dd'). */
export const ZAvailabilityDay = z.object({
  date: z.string(),
  bookingTimes: z.array(ZBookingTime),
});
export type TAvailabilityDay = z.infer<typeof ZAvailabilityDay>;

/** POST /v1/property/{id}/booking/hold: the chosen time, held for the user for 5 minutes. */
export const ZBookingHoldBody = z.object({
  oasMetadataId: z.string({ error: 'Please choose a booking time' }).trim().min(1, {
    error: 'Please choose a booking time',
  }),
});
export type TBookingHoldBody = z.input<typeof ZBookingHoldBody>;

export const ZBookingHold = z.object({
  oasMetadataId: z.string(),
  /** ISO instant the hold ends. */
  heldUntil: z.string(),
  /** Seconds left on the hold when answered (300). */
  holdSeconds: z.number().int(),
});
export type TBookingHold = z.infer<typeof ZBookingHold>;

/** POST /v1/property/{id}/booking answers success (a refusal is an error answer with its words). */
export const ZBookingResult = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  bookingId: z.number().int(),
  services: z.array(ZServiceCode),
  /** 'yyyy-MM-dd' and 'HH:mm'. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type TBookingResult = z.infer<typeof ZBookingResult>;
