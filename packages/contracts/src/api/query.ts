import { z } from 'zod/mini';
import type { $ZodType, input } from 'zod/v4/core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { normaliseSearch } from '../rules/search';

/** A query parameter that may appear once (string) or repeated (string[]) read as a list. */
export function repeated<T extends $ZodType>(item: T) {
  return z.pipe(
    z.transform(
      (value: unknown) =>
        (value === undefined || value === null || value === '' ? [] : [value].flat()) as input<T>[],
    ),
    z.array(item),
  );
}

/** List paging: page starts at 1; page-size is bounded so one request cannot ask for everything. */
export const ZPageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  'page-size': z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
    DEFAULT_PAGE_SIZE,
  ),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

/** Search text: trimmed, absent when empty. */
export const ZQueryText = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => normaliseSearch(value)),
);

/** A 0/1 query flag, e.g. new-access-issues. */
export const ZQueryFlag = z.pipe(
  z.optional(z.enum(['0', '1', 'true', 'false'])),
  z.transform((value) => value === '1' || value === 'true'),
);

/** An optional positive id in the query (property-manager, propertyId). */
export const ZQueryId = z.optional(z.coerce.number().check(z.int(), z.positive()));
