const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The compliance system's sign-in page, which comes back to `returnPath` via /auth/callback. */
export function systemLoginUrl(systemUrl: string, returnPath: string): string {
  return `${withoutTrailingSlash(systemUrl)}/login?state=${encodeURIComponent(returnPath)}`;
}

/** Ends an impersonation: the compliance system returns the staff member to their own sign-in. */
export function switchBackUrl(systemUrl: string): string {
  return `${withoutTrailingSlash(systemUrl)}/App/switchBackToOriginalUser`;
}
