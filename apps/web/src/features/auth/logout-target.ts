import { appPaths } from '../../lib/paths';

/**
 * Where /auth/logout sends the browser: the `logout_url` the server returned, when it is an
 * http(s) URL or a same-origin path, else the login page.
 */
export function logoutTarget(search: URLSearchParams, origin: string): string {
  const raw = search.get('logout_url')?.trim();
  if (!raw) return appPaths.auth.login();
  try {
    const url = new URL(raw, origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Not a URL at all: fall through to the login page.
  }
  return appPaths.auth.login();
}
