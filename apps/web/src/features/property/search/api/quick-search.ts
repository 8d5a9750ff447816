import {
  isSearchable,
  propertyCalls,
  QUICK_SEARCH_DEFAULT_LIMIT,
  type TQuickSearchAnswer,
} from '@portal/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/** How long typing must pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

const searchKeys = {
  all: ['property', 'search'] as const,
  text: (q: string) => [...searchKeys.all, { q, limit: QUICK_SEARCH_DEFAULT_LIMIT }] as const,
};

/** GET /v1/search. The signal aborts the request when its text is no longer the one wanted. */
function quickSearch({ q, signal }: { q: string; signal?: AbortSignal }) {
  return callApi(propertyCalls.search, {
    query: { q, limit: QUICK_SEARCH_DEFAULT_LIMIT },
    signal,
  });
}

const quickSearchQueryOptions = (q: string) =>
  queryOptions<TQuickSearchAnswer>({
    queryKey: searchKeys.text(q),
    queryFn: ({ signal }) => quickSearch({ q, signal }),
    staleTime: 30_000,
  });

/**
 * The search of `text` once typing pauses (debounced), when it is long enough. A request whose
 * text is superseded is aborted (its query loses its last observer and consumed the signal).
 * `pending`: the text typed is not yet the one answered (waiting for the pause or the answer);
 * the previous answer stays shown meanwhile.
 */
export function useQuickSearch(text: string) {
  const typed = text.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(debounced);
  const query = useQuery({
    ...quickSearchQueryOptions(debounced),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  return {
    searchable: isSearchable(typed),
    answer: searchable ? query.data : undefined,
    pending: isSearchable(typed) && (typed !== debounced || query.isFetching),
    error: searchable && query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
