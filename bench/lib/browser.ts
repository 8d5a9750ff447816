import { chromium } from '@playwright/test';

export interface PageVitals {
  page: string;
  runs: number;
  /** Medians over the runs, in ms (CLS unitless). */
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

// The flags of apps/web/playwright.config.ts (Debian's Chromium, no sandbox as root).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Collects the browser's own performance entries from the first paint on.
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
  const observe = (type, fn) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); }
    catch {}
  };
  observe('largest-contentful-paint', (e) => { window.__vitals.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) window.__vitals.cls += e.value; });
  observe('longtask', (e) => { window.__vitals.longTasks.push([e.startTime, e.duration]); });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * Opens each page `runs` times in a fresh headless Chromium context (empty cache) signed in
 * with `cookie`, waits for the network to go quiet, and reads LCP, CLS and total blocking time
 * (long tasks after first contentful paint, each beyond 50 ms) from performance entries.
 */
export async function measurePages(
  origin: string,
  cookie: string,
  pages: { name: string; path: string; ready: string }[],
  runs = 3,
): Promise<PageVitals[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const [name, value] = cookie.split('=') as [string, string];
  try {
    const results: PageVitals[] = [];
    for (const target of pages) {
      const samples: { lcp: number; cls: number; tbt: number; fcp: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        await context.addCookies([{ name, value, url: origin }]);
        await context.addInitScript(OBSERVE);
        const page = await context.newPage();
        await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1000);
        if (new URL(page.url()).pathname.startsWith('/auth')) {
          throw new Error(`${target.path} redirected to ${page.url()}: not signed in`);
        }
        const sample = await page.evaluate(() => {
          const v = (
            globalThis as unknown as {
              __vitals: { lcp: number; cls: number; longTasks: [number, number][] };
            }
          ).__vitals;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const tbt = v.longTasks
            .filter(([start]) => start >= fcp)
            .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
          return { lcp: v.lcp, cls: v.cls, tbt, fcp };
        });
        samples.push(sample);
        await context.close();
      }
      results.push({
        page: target.name,
        runs,
        lcpMs: Math.round(median(samples.map((s) => s.lcp))),
        cls: Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000,
        tbtMs: Math.round(median(samples.map((s) => s.tbt))),
        fcpMs: Math.round(median(samples.map((s) => s.fcp))),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
