import { z } from 'zod/mini';
import { ZApiError } from './errors';

// zod/mini, like the rest of what the web's first page needs: classic zod cannot be tree-shaken.
// Classic schemas may still be passed in (both share zod/v4/core).

/** Every answer is an envelope: { success: true, data } or { success: false, error }. */
export function zSuccess<T extends z.core.SomeType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const ZErrorEnvelope = z.object({ success: z.literal(false), error: ZApiError });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TSuccess<T> = { success: true; data: T };
export type TEnvelope<T> = TSuccess<T> | TErrorEnvelope;

/** Either envelope, for parsing an answer whose status is not yet checked. */
export function zEnvelope<T extends z.core.SomeType>(data: T) {
  return z.discriminatedUnion('success', [zSuccess(data), ZErrorEnvelope]);
}

const count = () => z.int().check(z.nonnegative());

/** A page of a list; unfilteredTotal counts the list before filters, where the screen shows it. */
export function zListOf<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    total: count(),
    unfilteredTotal: z.optional(count()),
  });
}
export type TList<T> = { items: T[]; total: number; unfilteredTotal?: number };

export const ZEmpty = z.null();
