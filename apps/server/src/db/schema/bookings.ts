import {
  BOOKING_STATUS_CODES,
  KEY_MOVEMENT_CODES,
  KEY_PICKUP_STATUS_CODES,
  SERVICE_CODES,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { sessions } from './auth';
import {
  checkAllOf,
  checkOneOf,
  createdAt,
  day,
  globalRef,
  id,
  instant,
  textList,
} from './columns';
import { properties } from './properties';
import { users } from './users';

/** A contact of a booking (booking payload). */
export interface BookingContact {
  name: string;
  email: string | null;
  mobile: string | null;
  isPrimaryContact: boolean;
}

/** A booking of a service visit, made by the agency on a tenant's behalf or by the provider. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    /** Service codes booked together. */
    bookingTypes: textList(),
    status: text().notNull().default('REQUESTED'),
    date: day().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    technicianId: integer(),
    /** The availability slot (oasMetadataId) the booking took. */
    oasMetadataId: text(),
    contacts: jsonb()
      .$type<BookingContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nominatedContact: jsonb().$type<(BookingContact & { isEnabled: boolean }) | null>(),
    createdBy: integer(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('bookings_agency_fk', t.agencyId),
    foreignKey({
      name: 'bookings_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('bookings_created_by_fk', t.createdBy, users.id),
    unique('bookings_agency_id_key').on(t.agencyId, t.id),
    index('bookings_agency_property_idx').on(t.agencyId, t.propertyId, t.date),
    index('bookings_agency_date_idx').on(t.agencyId, t.date),
    checkAllOf('bookings_types_check', t.bookingTypes, SERVICE_CODES),
    checkOneOf('bookings_status_check', t.status, BOOKING_STATUS_CODES),
    check('bookings_time_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * Bookable time slots of the provider's technicians for an agency's area, held for five minutes
 * while a user completes a booking.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: id(),
    agencyId: integer().notNull(),
    /** The technicians' area the slot belongs to (free text, e.g. 'Melbourne East'). */
    region: text(),
    date: day().notNull(),
    timeFrom: time().notNull(),
    timeTo: time().notNull(),
    oasMetadataId: text().notNull(),
    technicianId: integer().notNull(),
    serviceCodes: textList(),
    heldUntil: instant(),
    heldBySessionId: integer(),
    bookingId: integer(),
  },
  (t) => [
    agencyFk('availability_slots_agency_fk', t.agencyId),
    globalRef('availability_slots_session_fk', t.heldBySessionId, sessions.id),
    foreignKey({
      name: 'availability_slots_booking_fk',
      columns: [t.agencyId, t.bookingId],
      foreignColumns: [bookings.agencyId, bookings.id],
    }),
    unique('availability_slots_oas_key').on(t.agencyId, t.oasMetadataId),
    index('availability_slots_agency_date_idx').on(t.agencyId, t.date, t.timeFrom),
    checkAllOf('availability_slots_services_check', t.serviceCodes, SERVICE_CODES),
    check('availability_slots_time_check', sql`${t.timeTo} > ${t.timeFrom}`),
  ],
);

/**
 * A technician's trip for the agency's key of a property: collecting it before a booked visit
 * (PICKUP) or bringing it back after (RETURN). The agency confirms or cancels a requested pickup
 * on the compliance system's Key management page.
 */
export const keyPickups = pgTable(
  'key_pickups',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    bookingId: integer(),
    kind: text().notNull(),
    status: text().notNull().default('REQUESTED'),
    date: day().notNull(),
    timeFrom: time().notNull(),
    timeTo: time().notNull(),
    technicianId: integer(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('key_pickups_agency_fk', t.agencyId),
    foreignKey({
      name: 'key_pickups_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'key_pickups_booking_fk',
      columns: [t.agencyId, t.bookingId],
      foreignColumns: [bookings.agencyId, bookings.id],
    }).onDelete('cascade'),
    index('key_pickups_agency_date_idx').on(t.agencyId, t.date, t.timeFrom),
    index('key_pickups_agency_property_idx').on(t.agencyId, t.propertyId, t.date),
    checkOneOf('key_pickups_kind_check', t.kind, KEY_MOVEMENT_CODES),
    checkOneOf('key_pickups_status_check', t.status, KEY_PICKUP_STATUS_CODES),
    check('key_pickups_time_check', sql`${t.timeTo} > ${t.timeFrom}`),
  ],
);
