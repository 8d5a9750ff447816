import {
  DEFAULT_PAGE_SIZE,
  propertyCalls,
  type TList,
  type TPropertyHistoryEntry,
  type TPropertyHistoryKind,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface HistoryFilters {
  propertyId: number;
  page: number;
  kinds: readonly TPropertyHistoryKind[];
}

/** The one query-key factory of the property's history. */
const historyKeys = {
  all: ['property', 'history'] as const,
  list: (filters: HistoryFilters) => [...historyKeys.all, filters] as const,
};

function getPropertyHistory(
  filters: HistoryFilters,
  signal?: AbortSignal,
): Promise<TList<TPropertyHistoryEntry>> {
  return callApi(propertyCalls.history, {
    params: { id: filters.propertyId },
    query: { page: filters.page, 'page-size': HISTORY_PAGE_SIZE, kind: [...filters.kinds] },
    signal,
  });
}

/** A page of the property's history; the previous page stays (dimmed) while the next loads. */
export function usePropertyHistory(filters: HistoryFilters) {
  return useQuery({
    queryKey: historyKeys.list(filters),
    queryFn: ({ signal }) => getPropertyHistory(filters, signal),
    placeholderData: keepPreviousData,
  });
}
