import type { TAnalytics } from '@portal/contracts';
import { LRUCache } from 'lru-cache';

/** The corporate dashboard's figures of one agency, day and filter set, counted once a while. */
export type AnalyticsFigures = (
  key: string,
  count: () => Promise<TAnalytics>,
) => Promise<TAnalytics>;

/**
 * Figures kept in this replica for `ttlMs` (0: counted on every call) for the 200 most recently
 * used keys. Concurrent calls of a key share one count. A call after `ttlMs` gets the kept
 * figures at once while they are counted afresh in the background (their `computedAt` says
 * when they were counted); a failed count keeps the old figures and is not kept itself.
 * `now` is the app's clock, so tests can move time.
 */
export function analyticsFiguresCache(ttlMs: number, now: () => number): AnalyticsFigures {
  if (ttlMs <= 0) return (_key, count) => count();
  const cache = new LRUCache<string, TAnalytics, () => Promise<TAnalytics>>({
    max: 200,
    ttl: ttlMs,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    ignoreFetchAbort: true,
    perf: { now },
    fetchMethod: (_key, _stale, { context: count }) => count(),
  });
  return (key, count) => cache.forceFetch(key, { context: count });
}
