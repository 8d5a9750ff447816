import {
  ZOverdueUpdateProperty,
  zListOf,
  type TList,
  type TOverdueUpdateProperty,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { updatesKeys } from './keys';

const ZList = zListOf(ZOverdueUpdateProperty);

export function getOverdueProperties({ signal }: { signal?: AbortSignal } = {}): Promise<
  TList<TOverdueUpdateProperty>
> {
  return api.get(apiPaths.update.overdueProperties(), ZList, { signal });
}

export const overduePropertiesQueryOptions = () =>
  queryOptions({
    queryKey: updatesKeys.overdue(),
    queryFn: ({ signal }) => getOverdueProperties({ signal }),
  });

/** Every required update with an overdue service. */
export function useOverdueProperties() {
  return useQuery(overduePropertiesQueryOptions());
}
