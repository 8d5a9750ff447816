import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's cache policy: data is cached until invalidated, failures are not retried and
 * focus does not refetch. The session query overrides this with its own interval and focus refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
