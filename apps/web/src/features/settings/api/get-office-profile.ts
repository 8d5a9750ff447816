import { settingsCalls, type TOfficeProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getOfficeProfile({ signal }: { signal?: AbortSignal } = {}): Promise<TOfficeProfile> {
  return callApi(settingsCalls.officeProfile, { signal });
}

const officeProfileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.officeProfile(),
    queryFn: ({ signal }) => getOfficeProfile({ signal }),
  });

export function useOfficeProfile() {
  return useQuery(officeProfileQueryOptions());
}
