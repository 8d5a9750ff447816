import { z } from 'zod';
import { formatLongDate, formatTime } from '../format/date';

export const KEY_AVAILABILITY_CODES = ['AVAILABLE', 'UNAVAILABLE', 'TEMPORARY'] as const;
export const ZKeyAvailability = z.enum(KEY_AVAILABILITY_CODES);
export type TKeyAvailability = z.infer<typeof ZKeyAvailability>;

/** Labels of the onsite availability options. */
export const keyAvailabilityLabels: Record<TKeyAvailability, string> = {
  AVAILABLE: 'Available (Yes)',
  UNAVAILABLE: 'Unavailable (No)',
  TEMPORARY: 'Temporary',
};

/** A technician's trip for the agency's key: collecting it before a visit, or bringing it back. */
export const KEY_MOVEMENT_CODES = ['PICKUP', 'RETURN'] as const;
export const ZKeyMovement = z.enum(KEY_MOVEMENT_CODES);
export type TKeyMovement = z.infer<typeof ZKeyMovement>;

export const keyMovementLabels: Record<TKeyMovement, string> = {
  PICKUP: 'Pickup',
  RETURN: 'Return',
};

/** Where a key pickup or return stands; the agency confirms or cancels a requested pickup. */
export const KEY_PICKUP_STATUS_CODES = [
  'REQUESTED',
  'CONFIRMED',
  'CANCELLED',
  'PICKED_UP',
  'RETURNED',
] as const;
export const ZKeyPickupStatus = z.enum(KEY_PICKUP_STATUS_CODES);
export type TKeyPickupStatus = z.infer<typeof ZKeyPickupStatus>;

export const keyPickupStatusLabels: Record<TKeyPickupStatus, string> = {
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  PICKED_UP: 'Picked up',
  RETURNED: 'Returned',
};

/** How many days, from the agency's today, the key management schedule shows. */
export const KEY_SCHEDULE_DAYS = 7;

/** The next key pickup of a property that the key details show. */
export const ZNextKeyPickup = z.object({
  date: z.iso.date(),
  /** 'HH:MM'. */
  timeFrom: z.string(),
  timeTo: z.string(),
  status: ZKeyPickupStatus,
});
export type TNextKeyPickup = z.infer<typeof ZNextKeyPickup>;

/** '2nd December 2026, 7:00 am – 8:00 am (Confirmed)': a key pickup as the property pages say it. */
export const keyPickupText = (p: TNextKeyPickup): string =>
  `${formatLongDate(p.date)}, ${formatTime(`${p.date}T${p.timeFrom}`)} – ${formatTime(
    `${p.date}T${p.timeTo}`,
  )} (${keyPickupStatusLabels[p.status]})`;
