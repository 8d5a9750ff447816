interface Entry<V> {
  /** Settled value and when it was loaded; absent while the first load runs. */
  value?: { data: V; at: number };
  loading?: Promise<V>;
}

/**
 * A small in-process cache of recent results: an entry is served for `ttlMs` after it was
 * loaded, concurrent misses share one load, a failed load is not kept, and beyond `maxEntries`
 * the least recently used entry goes. ttlMs 0 turns it off.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** Milliseconds from any origin (default: the monotonic clock). */
      clock?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.clock ?? (() => performance.now()))();
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry) {
      // Re-inserting marks it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (entry.loading) return entry.loading;
      if (entry.value && this.now() - entry.value.at < this.options.ttlMs) return entry.value.data;
    }
    const fresh: Entry<V> = { value: entry?.value };
    fresh.loading = load().then(
      (data) => {
        fresh.value = { data, at: this.now() };
        fresh.loading = undefined;
        return data;
      },
      (error: unknown) => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, fresh);
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return fresh.loading;
  }
}
