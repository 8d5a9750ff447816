/**
 * The one query-key factory of the authentication data. Everything under `authKeys.all` belongs
 * to the signed-in user rather than to a page, so switching portfolio keeps it (see
 * `isAuthQueryKey`) and clears the rest.
 */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  systems: () => [...authKeys.all, 'systems'] as const,
  agencies: () => [...authKeys.all, 'agencies'] as const,
  experiments: () => [...authKeys.all, 'experiments'] as const,
  agencySettings: () => [...authKeys.all, 'agency-settings'] as const,
  integrations: () => [...authKeys.all, 'integrations'] as const,
};

export function isAuthQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === authKeys.all[0];
}
