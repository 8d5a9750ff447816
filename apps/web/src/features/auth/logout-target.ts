import { allowedLogoutTarget, AUTH_PARAMS } from '@portal/contracts';
import { appPaths } from '../../lib/paths';

/**
 * Where /auth/logout sends the browser: the `logout_url` the server returned, when it is on the
 * portal's own origin or a configured compliance system's (`systemUrls`, from the server), else
 * the login page.
 */
export function logoutTarget(
  search: URLSearchParams,
  origin: string,
  systemUrls: readonly (string | null)[],
): string {
  return (
    allowedLogoutTarget(search.get(AUTH_PARAMS.logoutUrl), origin, systemUrls) ??
    appPaths.auth.login()
  );
}
