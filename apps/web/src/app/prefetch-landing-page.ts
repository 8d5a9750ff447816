import type { QueryClient } from '@tanstack/react-query';
import { prefetchSignedIn } from '../lib/session/prefetch-signed-in';

type PagePrefetch = (queryClient: QueryClient, searchParams: URLSearchParams) => Promise<void>;

/** Pages whose first data can be asked for before their code has run, by path. */
const PAGE_PREFETCHES: Record<string, () => Promise<PagePrefetch>> = {
  '/': () => import('../features/dashboard/prefetch').then((module) => module.prefetchDashboard),
};

/**
 * The signed-in data (prefetchSignedIn), then the landing page's own first data where the page
 * says what that is: asked for while the router is still loading the page's code, so the page
 * finds its data in the cache, or on its way, when it first draws.
 */
export async function prefetchLandingPage(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const signedIn = prefetchSignedIn(queryClient);
  const prefetchPage = await PAGE_PREFETCHES[pathname]?.().catch(() => undefined);
  await signedIn;
  await prefetchPage?.(queryClient, new URLSearchParams(search));
}
