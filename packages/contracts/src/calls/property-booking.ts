import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import {
  ZAvailabilityDay,
  ZBookableService,
  ZBookingAvailabilityQuery,
  ZBookingHold,
  ZBookingHoldBody,
  ZBookingResult,
} from '../api/property-booking';
import { BOOKING_HOLD_SECONDS } from '../constants';
import { BOOKING_MESSAGES, ZBookingRequest } from '../rules/booking';

// Booking a service visit on a tenant's behalf (spec 2 §2 'Book', §5 'Booking', §7, §8). Every
// call answers 403 '<notAllowed>' when the agency setting allow_agency_portal_booking is off, and
// 404 'Property not found' for a property of another agency, a missing or a cancelled one.

const GATED =
  `403 '${BOOKING_MESSAGES.notAllowed}' without the agency setting allow_agency_portal_booking; ` +
  "404 'Property not found' for a missing, foreign or cancelled property.";

export const bookableServices = defineCall({
  method: 'GET',
  path: '/v2/property/:id/services/bookable',
  access: 'session',
  tags: ['booking'],
  summary: 'The services of the property a booking may take',
  description:
    'One entry per active service managed by the provider that is neither on hold, pending ' +
    'cancellation nor booked in already, in the service display order. Empty: the dialog says ' +
    `'${BOOKING_MESSAGES.noService}'. ${GATED}`,
  params: ZIdParams,
  data: z.array(ZBookableService),
  errors: [403, 404],
});

export const availability = defineCall({
  method: 'GET',
  path: '/v1/property/:id/booking/availability',
  access: 'session',
  tags: ['booking'],
  summary: 'Days with the booking times free for the chosen services',
  description:
    "service: the bookable services' codes comma-joined (400 'Please select a service' when " +
    `none, '${BOOKING_MESSAGES.serviceNotBookable}' for one the property cannot book). Days from ` +
    "tomorrow in the agency's calendar, in order, each with its times that offer every chosen " +
    'service, are not booked and are not held by another user. Empty: the dialog says ' +
    `'${BOOKING_MESSAGES.noBookingTimes}'. ${GATED}`,
  params: ZIdParams,
  query: ZBookingAvailabilityQuery,
  data: z.array(ZAvailabilityDay),
  errors: [400, 403, 404],
});

export const hold = defineCall({
  method: 'POST',
  path: '/v1/property/:id/booking/hold',
  access: 'session',
  tags: ['booking'],
  summary: 'Hold a booking time for the signed-in user while the booking is completed',
  description:
    `The time (oasMetadataId of an availability day) is held for ${BOOKING_HOLD_SECONDS} s for ` +
    "this user's session, and any other time the session held is released. Holding the same " +
    `time again restarts its hold. 409 '${BOOKING_MESSAGES.timeTaken}' when the time is booked ` +
    `or held by another user, or is not one the agency offers. ${GATED}`,
  params: ZIdParams,
  body: ZBookingHoldBody,
  data: ZBookingHold,
  errors: [400, 403, 404, 409],
});

export const book = defineCall({
  method: 'POST',
  path: '/v1/property/:id/booking',
  access: 'session',
  tags: ['booking'],
  summary: "Book a service visit on the tenant's behalf",
  description:
    'propertyId (the path id), bookingTypes (comma-joined bookable service codes), contacts, ' +
    'nominatedContact and oasResult (the chosen time) with the rules of spec 2 §5 (400 naming ' +
    'the field). The time must not be booked and, when held, held by this session: a time is ' +
    `booked once only, whoever asks at the same moment (409 '${BOOKING_MESSAGES.timeTaken}'). ` +
    'The booked services read as Booked in at once; the booking is recorded in the property ' +
    `history. ${GATED}`,
  params: ZIdParams,
  body: ZBookingRequest,
  data: ZBookingResult,
  errors: [400, 403, 404, 409],
});
