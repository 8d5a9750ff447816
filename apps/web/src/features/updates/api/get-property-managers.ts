import { ZPropertyManager, type TPropertyManager } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { updatesKeys } from './keys';

const ZPropertyManagers = z.array(ZPropertyManager);

export function getPropertyManagers({ signal }: { signal?: AbortSignal } = {}): Promise<
  TPropertyManager[]
> {
  return api.get(apiPaths.agency.propertyManagers(), ZPropertyManagers, { signal });
}

export const propertyManagersQueryOptions = () =>
  queryOptions({
    queryKey: updatesKeys.propertyManagers(),
    queryFn: ({ signal }) => getPropertyManagers({ signal }),
  });

export function usePropertyManagers() {
  return useQuery(propertyManagersQueryOptions());
}
