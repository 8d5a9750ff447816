import { updateCalls, type TList, type TOverdueUpdateProperty } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updatesKeys } from './keys';

function getOverdueProperties({ signal }: { signal?: AbortSignal } = {}): Promise<
  TList<TOverdueUpdateProperty>
> {
  return callApi(updateCalls.overdueProperties, { signal });
}

const overduePropertiesQueryOptions = () =>
  queryOptions({
    queryKey: updatesKeys.overdue(),
    queryFn: ({ signal }) => getOverdueProperties({ signal }),
  });

/** Every required update with an overdue service. */
export function useOverdueProperties() {
  return useQuery(overduePropertiesQueryOptions());
}
