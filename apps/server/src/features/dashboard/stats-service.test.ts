import { SERVICE_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { PortfolioCounts } from './portfolio-counts';
import { portfolioFiguresCache } from './stats-service';

const figures = (managed: number): PortfolioCounts => ({
  managed,
  onService: managed,
  compliant: 0,
  pendingItems: 0,
  complianceIssues: 0,
  bookingInProgress: 0,
  servicesBreakdown: Object.fromEntries(SERVICE_CODES.map((code) => [code, 0])) as Record<
    (typeof SERVICE_CODES)[number],
    number
  >,
});

/** A load that counts its calls and answers `managed` = the call's number. */
const counting = () => {
  let calls = 0;
  return { load: async () => figures(++calls), calls: () => calls };
};

describe('portfolioFiguresCache', () => {
  it('should load once when the same agency and manager are asked for again within the ttl', async () => {
    const cache = portfolioFiguresCache<PortfolioCounts>();
    const { load, calls } = counting();
    expect((await cache('1:', load)).managed).toBe(1);
    expect((await cache('1:', load)).managed).toBe(1);
    expect((await cache('1:5', load)).managed).toBe(2);
    expect(calls()).toBe(2);
  });

  it('should share one load when the same key is asked for concurrently', async () => {
    const cache = portfolioFiguresCache<PortfolioCounts>();
    let loads = 0;
    let release: (value: PortfolioCounts) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<PortfolioCounts>((resolve) => (release = resolve));
    };
    const first = cache('1:', load);
    const second = cache('1:', load);
    release(figures(7));
    expect((await Promise.all([first, second])).map((f) => f.managed)).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('should load again when the previous load failed', async () => {
    const cache = portfolioFiguresCache<PortfolioCounts>();
    await expect(cache('1:', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache('1:', async () => figures(3))).managed).toBe(3);
  });

  it('should answer a load evicted while it runs when more than 1,000 keys are asked for', async () => {
    const cache = portfolioFiguresCache<PortfolioCounts>();
    let release: (value: PortfolioCounts) => void = () => undefined;
    const slow = cache('slow', () => new Promise((resolve) => (release = resolve)));
    for (let i = 0; i < 1_000; i++) await cache(`${i}:`, async () => figures(i));
    release(figures(9));
    expect((await slow).managed).toBe(9);
    // Evicted, so asked for again it loads again.
    expect((await cache('slow', async () => figures(10))).managed).toBe(10);
  });

  it('should load every time when the ttl is 0', async () => {
    const cache = portfolioFiguresCache<PortfolioCounts>(0);
    const { load, calls } = counting();
    await cache('1:', load);
    expect((await cache('1:', load)).managed).toBe(2);
    expect(calls()).toBe(2);
  });

  it("should load an agency's figures again when the agency is forgotten, and no other agency's", async () => {
    const cache = portfolioFiguresCache<PortfolioCounts>();
    const { load, calls } = counting();
    await cache('1:', load);
    await cache('1:5', load);
    await cache('12:', load);
    cache.forgetAgency(1);
    expect((await cache('1:', load)).managed).toBe(4);
    expect((await cache('1:5', load)).managed).toBe(5);
    expect((await cache('12:', load)).managed).toBe(3);
    expect(calls()).toBe(5);
  });
});
