import { DEFAULT_PROPERTY_SORT, ZPropertySort, type TPropertySort } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getParam, withParams } from './search-params';

// The order of a property list (/portfolio, its other providers' page, /action-required/update)
// is the URL's `sort` parameter, as the list calls take it: a shared link opens the same order.

const SORT_PARAM = 'sort';
const PAGE_PARAM = 'page';

/** The URL's order: the default (by address) when absent or not one the lists know. */
export function parsePropertySort(params: URLSearchParams): TPropertySort {
  const parsed = ZPropertySort.safeParse(getParam(params, SORT_PARAM));
  return parsed.success ? parsed.data : DEFAULT_PROPERTY_SORT;
}

/** The URL in `sort` order, from its first page (the default order is left out). */
export function withPropertySort(params: URLSearchParams, sort: TPropertySort): URLSearchParams {
  return withParams(params, {
    [SORT_PARAM]: sort === DEFAULT_PROPERTY_SORT ? null : sort,
    [PAGE_PARAM]: null,
  });
}

/** The list's order, read from and written to the URL (a new history entry, as filters). */
export function usePropertySort() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = useMemo(() => parsePropertySort(searchParams), [searchParams]);
  const setSort = useCallback(
    (next: TPropertySort) => {
      setSearchParams((current) => withPropertySort(current, next), { flushSync: true });
    },
    [setSearchParams],
  );
  return { sort, setSort };
}
