import { z } from 'zod';

export const KEY_AVAILABILITY_CODES = ['AVAILABLE', 'UNAVAILABLE', 'TEMPORARY'] as const;
export const ZKeyAvailability = z.enum(KEY_AVAILABILITY_CODES);
export type TKeyAvailability = z.infer<typeof ZKeyAvailability>;

/** Labels of the onsite availability options. */
export const keyAvailabilityLabels: Record<TKeyAvailability, string> = {
  AVAILABLE: 'Available (Yes)',
  UNAVAILABLE: 'Unavailable (No)',
  TEMPORARY: 'Temporary',
};
