/** Number of pages for a list; an empty list still has one (empty) page. */
export function totalPages(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0 || total <= 0) {
    return 1;
  }
  return Math.ceil(total / pageSize);
}

/** Pages start at 1 and never go below 1 or above the last page. */
export function clampPage(page: number, pageCount: number): number {
  const last = Number.isFinite(pageCount) ? Math.max(1, Math.floor(pageCount)) : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** Zero-based offset of the first item of a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}
