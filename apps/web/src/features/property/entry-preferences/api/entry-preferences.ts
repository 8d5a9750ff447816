import {
  entryPreferencesCalls,
  type TEntryPreferencesInput,
  type TOneOffEntryNotification,
  type TOneOffEntryNotificationResult,
  type TPropertyEntryPreferences,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/**
 * What is read of a property lives under its own ['property', id]: a change of its preferences
 * refreshes the view too (whether the one-off entry notification is offered follows them).
 */
const entryPreferencesKeys = {
  property: (propertyId: number) => ['property', propertyId] as const,
  preferences: (propertyId: number) =>
    [...entryPreferencesKeys.property(propertyId), 'entry-method-preferences'] as const,
};

function getEntryPreferences(
  propertyId: number,
  signal?: AbortSignal,
): Promise<TPropertyEntryPreferences> {
  return callApi(entryPreferencesCalls.preferences, { params: { id: propertyId }, signal });
}

/** GET /v1/property/{id}/entry-method-preferences. */
export function useEntryPreferences(propertyId: number) {
  return useQuery(
    queryOptions({
      queryKey: entryPreferencesKeys.preferences(propertyId),
      queryFn: ({ signal }) => getEntryPreferences(propertyId, signal),
    }),
  );
}

/** POST /v1/property/{id}/entry-method-preferences; the property is read again. */
export function useUpdateEntryPreferences(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEntryPreferencesInput): Promise<TPropertyEntryPreferences> =>
      callApi(entryPreferencesCalls.update, { params: { id: propertyId }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(entryPreferencesKeys.preferences(propertyId), saved);
      await queryClient.invalidateQueries({
        queryKey: entryPreferencesKeys.property(propertyId),
      });
    },
  });
}

/** POST /v1/property/{id}/entry-notification/one-off. */
export function useRequestOneOffEntryNotification(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOneOffEntryNotification): Promise<TOneOffEntryNotificationResult> =>
      callApi(entryPreferencesCalls.oneOff, { params: { id: propertyId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: entryPreferencesKeys.property(propertyId) }),
  });
}
