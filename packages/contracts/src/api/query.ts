import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { normaliseSearch } from '../rules/search';

/** A query parameter that may appear once (string) or repeated (string[]) read as a list. */
export function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : [value].flat()),
    z.array(item),
  );
}

/** List paging: page starts at 1; page-size is bounded so one request cannot ask for everything. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  'page-size': z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

/** Search text: trimmed, absent when empty. */
export const ZQueryText = z.string().optional().transform(normaliseSearch);

/** A 0/1 query flag, e.g. new-access-issues. */
export const ZQueryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** An optional positive id in the query (property-manager, propertyId). */
export const ZQueryId = z.coerce.number().int().positive().optional();
