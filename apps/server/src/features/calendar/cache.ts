import { LRUCache } from 'lru-cache';
import type { FeedOfToken } from './service';

/** How long this server answers a feed from the text it wrote, before reading it again. */
const FEED_CACHE_SECONDS = 30;
/** The most text kept, all feeds together (a full feed is about 300 KB). */
const FEED_CACHE_BYTES = 32 * 1024 * 1024;

interface CachedFeed {
  /** What the text was written for: another secret, filter or manager is another feed. */
  variant: string;
  etag: string;
  /** The text as UTF-8, encoded once. */
  body: Buffer;
}

const variantOf = (feed: FeedOfToken) => `${feed.tokenHash}:${feed.scope}:${feed.managerId}`;
const keyOf = (agencyId: number, userId: number) => `${agencyId}:${userId}`;

/**
 * The feeds this server wrote in the last FEED_CACHE_SECONDS, by agency and user (each has at most
 * one), bounded in bytes. Only the content is kept: the secret is still looked up on every request,
 * so a revoked or replaced address answers 404 at once on every server; revoking also drops the
 * entry here. Each server keeps its own.
 */
export function feedCache() {
  const cache = new LRUCache<string, CachedFeed>({
    maxSize: FEED_CACHE_BYTES,
    sizeCalculation: (entry) => entry.body.length + entry.variant.length + entry.etag.length,
    ttl: FEED_CACHE_SECONDS * 1000,
  });
  return {
    get(feed: FeedOfToken): CachedFeed | undefined {
      const entry = cache.get(keyOf(feed.agencyId, feed.userId));
      return entry?.variant === variantOf(feed) ? entry : undefined;
    },
    set(feed: FeedOfToken, etag: string, body: Buffer) {
      cache.set(keyOf(feed.agencyId, feed.userId), { variant: variantOf(feed), etag, body });
    },
    forget(agencyId: number, userId: number) {
      cache.delete(keyOf(agencyId, userId));
    },
  };
}
