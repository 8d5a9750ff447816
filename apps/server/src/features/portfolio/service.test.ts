import { describe, expect, it } from 'vitest';
import { portfolioTotalCache } from './service';

/** A load that counts its calls and answers the call's number. */
const counting = () => {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
};

describe('portfolioTotalCache', () => {
  it('should load once when the same agency and manager are asked for again within the ttl', async () => {
    const cache = portfolioTotalCache();
    const { load, calls } = counting();
    expect(await cache('1:', load)).toBe(1);
    expect(await cache('1:', load)).toBe(1);
    expect(await cache('1:5', load)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('should share one load when the same key is asked for concurrently', async () => {
    const cache = portfolioTotalCache();
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache('1:', load);
    const second = cache('1:', load);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('should load again when the previous load failed', async () => {
    const cache = portfolioTotalCache();
    await expect(cache('1:', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('1:', async () => 3)).toBe(3);
  });

  it('should answer a load evicted while it runs when more than 1,000 keys are asked for', async () => {
    const cache = portfolioTotalCache();
    let release: (value: number) => void = () => undefined;
    const slow = cache('slow', () => new Promise((resolve) => (release = resolve)));
    for (let i = 0; i < 1_000; i++) await cache(`${i}:`, async () => i);
    release(9);
    expect(await slow).toBe(9);
    // Evicted, so asked for again it loads again.
    expect(await cache('slow', async () => 10)).toBe(10);
  });

  it('should load every time when the ttl is 0', async () => {
    const cache = portfolioTotalCache(0);
    const { load, calls } = counting();
    await cache('1:', load);
    expect(await cache('1:', load)).toBe(2);
    expect(calls()).toBe(2);
  });
});
