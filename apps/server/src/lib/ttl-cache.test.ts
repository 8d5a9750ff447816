import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

const fakeClock = () => {
  let now = 0;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
};

describe('TtlCache', () => {
  it('should load once when the same key is asked for again within the ttl', async () => {
    const time = fakeClock();
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, clock: time.clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('should load again when the entry is older than the ttl', async () => {
    const time = fakeClock();
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, clock: time.clock });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    time.advance(1000);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('should share one load when the same key is asked for concurrently', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('should keep keys apart when they differ', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    expect(await cache.get('1:', async () => 'agency')).toBe('agency');
    expect(await cache.get('1:5', async () => 'manager')).toBe('manager');
    expect(await cache.get('1:', async () => 'other')).toBe('agency');
  });

  it('should not keep a failed load when the next call comes', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('should drop the least recently used entry when it holds more than maxEntries', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('should load every time when the ttl is 0', async () => {
    const cache = new TtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });
});
