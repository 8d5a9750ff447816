import { legacyPaths } from '../paths';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** A page of the compliance system: its URL from the session joined with a `legacyPaths` path. */
export function legacyUrl(systemUrl: string, path: string): string {
  return `${withoutTrailingSlash(systemUrl)}${path}`;
}

/** The compliance system's sign-in page, which comes back to `returnPath` via /auth/callback. */
export function systemLoginUrl(systemUrl: string, returnPath: string): string {
  return `${withoutTrailingSlash(systemUrl)}/login?state=${encodeURIComponent(returnPath)}`;
}

/** Ends an impersonation: the compliance system returns the staff member to their own sign-in. */
export function switchBackUrl(systemUrl: string): string {
  return legacyUrl(systemUrl, legacyPaths.switchBack());
}
