import { expect, type Page, type Request } from '@playwright/test';
import { patience } from './time';

/** How many of the page's requests are under way (the app's calls and its page chunks). */
const inFlight = new WeakMap<Page, () => number>();

/** Counts the page's requests from now on, for `settle`. */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, () => open.size);
}

/**
 * Waits until the page has drawn what its calls bring: nothing under way and nothing loading
 * (skeletons and loaders), three polls in a row, since a page's chunk arrives before its calls
 * start. Faster than Playwright's 'networkidle', which waits half a second of quiet every time.
 */
export async function settle(page: Page) {
  trackRequests(page);
  const open = inFlight.get(page)!;
  const busy = page.locator('[aria-busy="true"], .mantine-Loader-root, [role="progressbar"]');
  let quiet = 0;
  await expect
    .poll(
      async () => {
        quiet = open() === 0 && (await busy.count()) === 0 ? quiet + 1 : 0;
        return quiet;
      },
      { intervals: [100], timeout: patience(20_000) },
    )
    .toBeGreaterThanOrEqual(3);
}

/**
 * Opens an app page as a link inside the app does (the router follows the history), so the app
 * is not loaded again for each page; then waits for it, or the page it leads on to, to settle.
 */
export async function visit(page: Page, path: string) {
  trackRequests(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // pushState moves the URL at once; the app may then lead on (/settings opens its first page),
  // which is a link that leads somewhere, so only what is drawn in the end is judged.
  await settle(page);
}
