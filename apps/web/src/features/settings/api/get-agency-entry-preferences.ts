import { entryPreferencesCalls, type TAgencyEntryPreference } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getAgencyEntryPreferences(signal?: AbortSignal): Promise<TAgencyEntryPreference[]> {
  return callApi(entryPreferencesCalls.agencyPreferences, { signal });
}

/** GET /v1/agency/entry-method-preferences: the agency's defaults. */
export function useAgencyEntryPreferences() {
  return useQuery(
    queryOptions({
      queryKey: [...settingsKeys.agency(), 'entry-method-preferences'],
      queryFn: ({ signal }) => getAgencyEntryPreferences(signal),
    }),
  );
}
