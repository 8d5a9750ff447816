import { z } from 'zod';
import { ZApiError } from './errors';

/** Every answer is an envelope: { success: true, data } or { success: false, error }. */
export function zSuccess<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const ZErrorEnvelope = z.object({ success: z.literal(false), error: ZApiError });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TSuccess<T> = { success: true; data: T };
export type TEnvelope<T> = TSuccess<T> | TErrorEnvelope;

/** Either envelope, for parsing an answer whose status is not yet checked. */
export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [zSuccess(data), ZErrorEnvelope]);
}

/** A page of a list; unfilteredTotal counts the list before filters, where the screen shows it. */
export function zListOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    unfilteredTotal: z.number().int().nonnegative().optional(),
  });
}
export type TList<T> = { items: T[]; total: number; unfilteredTotal?: number };

export const ZEmpty = z.null();
