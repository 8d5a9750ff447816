import { AUTH_MESSAGES } from '../api/auth';

/**
 * Where /auth/logout may send the browser: a URL on the portal's own origin or on one of the
 * configured compliance systems' origins (a system given as a path is on the portal's origin).
 * Returns the absolute address, or null for anything else (another site, a script, no URL), which
 * goes to the sign-in page instead.
 */
export function allowedLogoutTarget(
  target: string | null | undefined,
  portalOrigin: string,
  systemUrls: readonly (string | null)[],
): string | null {
  const raw = target?.trim();
  if (!raw) return null;
  const origins = new Set([portalOrigin]);
  for (const systemUrl of systemUrls) {
    const origin = originOf(systemUrl, portalOrigin);
    if (origin) origins.add(origin);
  }
  const url = parseHttp(raw, portalOrigin);
  return url && origins.has(url.origin) ? url.href : null;
}

function parseHttp(raw: string, base: string): URL | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const originOf = (url: string | null, base: string) => (url ? parseHttp(url, base)?.origin : null);

/** The headline /auth/error shows for any text that is not one of the portal's own. */
export const AUTH_ERROR_FALLBACK = 'Something went wrong';

/**
 * The texts the portal itself sends to /auth/error?message=; the page shows only these, so a
 * link cannot put someone else's words under the portal's headline.
 */
export const AUTH_ERROR_MESSAGES: readonly string[] = [
  AUTH_MESSAGES.failedToLogin,
  AUTH_MESSAGES.failedToLogout,
  AUTH_MESSAGES.failedToSwitchPortfolio,
  AUTH_MESSAGES.signInFromAnotherBrowser,
  AUTH_ERROR_FALLBACK,
];

/** The headline of /auth/error for its `message` parameter. */
export function authErrorHeadline(message: string | null | undefined): string {
  return message && AUTH_ERROR_MESSAGES.includes(message) ? message : AUTH_ERROR_FALLBACK;
}
