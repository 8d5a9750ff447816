import { ZOfficeProfile, type TOfficeProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './keys';

export function getOfficeProfile({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TOfficeProfile> {
  return api.get(apiPaths.agency.profile(), ZOfficeProfile, { signal });
}

export const officeProfileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.officeProfile(),
    queryFn: ({ signal }) => getOfficeProfile({ signal }),
  });

export function useOfficeProfile() {
  return useQuery(officeProfileQueryOptions());
}
