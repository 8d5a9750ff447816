import type { QueryClient } from '@tanstack/react-query';
import { systemsQueryOptions } from '../features/auth/api/get-systems';
import { portalConfigQueryOptions } from '../features/meta/api/get-portal-config';
import { appPaths } from '../lib/paths';
import { markLandingSessionRead, sessionQueryOptions } from '../lib/session/get-session';
import { prefetchSignedIn } from '../lib/session/prefetch-signed-in';
import { isSignInPath } from '../lib/session/return-path';

type PagePrefetch = (
  queryClient: QueryClient,
  searchParams: URLSearchParams,
  pathname: string,
) => Promise<void>;

/** Pages whose first data can be asked for before their code has run, by path. */
const PAGE_PREFETCHES: [RegExp, () => Promise<PagePrefetch>][] = [
  [
    /^\/$/,
    () => import('../features/dashboard/prefetch').then((module) => module.prefetchDashboard),
  ],
  [
    /^\/portfolio$/,
    () => import('../features/portfolio/prefetch').then((module) => module.prefetchPortfolio),
  ],
  [
    /^\/property\/\d{1,10}$/,
    () => import('../features/property/prefetch').then((module) => module.prefetchProperty),
  ],
];

/**
 * The signed-in data (prefetchSignedIn), then the landing page's own first data where the page
 * says what that is: asked for while the router is still loading the page's code, so the page
 * finds its data in the cache, or on its way, when it first draws. The sign-in page's
 * questions, whether a session is open (the page, which re-verifies on every visit, takes that
 * answer when it is still on its way as it mounts), the states to sign in through and the help
 * links, are asked the same way, so the page draws its states at once rather than a wait and
 * then a skeleton (the server answers all three in the page itself); the other sign-in pages
 * need nothing.
 */
export async function prefetchLandingPage(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  if (pathname === appPaths.auth.login()) {
    markLandingSessionRead();
    await Promise.all([
      queryClient.prefetchQuery(sessionQueryOptions()),
      queryClient.prefetchQuery(systemsQueryOptions()),
      queryClient.prefetchQuery(portalConfigQueryOptions()),
    ]);
    return;
  }
  if (isSignInPath(pathname)) return;
  const signedIn = prefetchSignedIn(queryClient);
  const load = PAGE_PREFETCHES.find(([path]) => path.test(pathname))?.[1];
  const prefetchPage = await load?.().catch(() => undefined);
  await signedIn;
  await prefetchPage?.(queryClient, new URLSearchParams(search), pathname);
}
