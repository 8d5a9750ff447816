interface PathParts {
  pathname: string;
  search: string;
  hash?: string;
}

/** Where the user is now, as a same-origin path to come back to after signing in. */
export function currentPath({ pathname, search, hash = '' }: PathParts): string {
  return `${pathname}${search}${hash}`;
}

/**
 * `raw` when it is a path of this app, else undefined. Only same-origin paths are accepted, so
 * a crafted `redirect` or `state` cannot send a freshly signed-in user to another site
 * (absolute URLs, `//host` and `/\host` are refused). Paths under /auth are refused too: coming
 * back to the sign-in pages would loop or sign the user out.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | undefined {
  let value = raw?.trim();
  if (!value) return undefined;
  // Tolerate one extra round of encoding by a compliance system ('%2Fportfolio').
  if (/^%2f/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (isSignInPath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The pages of the sign-in flow (/auth/...), which need no session. */
export function isSignInPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/** A copy of `search` without the sign-in round trip's one-off parameters. */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
