import { clampPage, pageOffset, totalPages } from '@portal/contracts';
import { z } from 'zod';

/** Rows per page of every legacy list. */
const LEGACY_PAGE_SIZE = 50;

/** ?page=: anything that is not a page number reads as the first page. */
export const ZPageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** ?search= and similar: trimmed, at most 200 characters, absent when blank. */
export const ZTextParam = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value?.trim().slice(0, 200) || undefined);

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of a list of `total` rows; a page past the end shows the last one. */
export async function loadPage<T>(
  total: number,
  requested: number,
  load: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const pageCount = totalPages(total, LEGACY_PAGE_SIZE);
  const page = clampPage(requested, pageCount);
  const rows = total === 0 ? [] : await load(LEGACY_PAGE_SIZE, pageOffset(page, LEGACY_PAGE_SIZE));
  return { rows, total, page, pageCount };
}
