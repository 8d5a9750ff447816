import { COLOUR_SCHEME_COOKIE } from '@portal/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

/**
 * Signed-in pages the server draws (apps/server/src/plugins/spa.ts, src/entry-server.tsx): what
 * each shows before any of the app's script has run, and a text the browser's app draws the same.
 */
const PAGES = [
  { path: '/', text: /properties in your .+ portfolio/ },
  { path: '/portfolio', text: /Showing 1–\d+ of \d+ properties/ },
  { path: '/property/1', text: /tenancy and key details come from your property management/ },
  { path: '/action-required/access-issues', heading: 'Access issues' },
  { path: '/action-required/reported-findings', heading: 'Reported findings' },
  { path: '/analytics', heading: 'Analytics' },
];

/** React's words for markup it could not adopt (production builds name the error by number). */
const ADOPTION_FAILED = /hydrat|Minified React error #(418|423|425)/i;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && ADOPTION_FAILED.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test.describe('pages drawn on the server', () => {
  test('should show each page before its script runs, then adopt it without redrawing', async ({
    page,
    browser,
  }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    const cookies = await page.context().cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const drawn = await noScript.newPage();
    const errors = watchErrors(page);
    for (const { path, text, heading } of PAGES) {
      await drawn.goto(path);
      // Inert until the app adopts it (no roles until then): found by its text and tags.
      const shown = text
        ? drawn.getByText(text).first()
        : drawn.locator('h1', { hasText: heading });
      await expect(shown, `${path} without script`).toBeVisible();
      await expect(drawn.locator('#root')).toHaveAttribute('inert');
      // The header is there too: the page is the whole screen, not a fragment.
      await expect(drawn.locator('header')).toBeVisible();

      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const adopted = text
        ? page.getByText(text).first()
        : page.getByRole('heading', { level: 1, name: heading });
      await expect(adopted, path).toBeVisible({ timeout: patience(10_000) });
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(errors, path).toEqual([]);
    }
    await noScript.close();
  });

  test('should answer a tap once the app has adopted the page', async ({ page }) => {
    await signIn(page, DEMO.master, { at: '/portfolio' });
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('checkbox', { name: 'Smoke Alarms' })).toBeVisible();
  });

  test("should draw the page in the visitor's dark scheme", async ({ page, browser }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    const dark = await browser.newContext({ javaScriptEnabled: false });
    await dark.addCookies([
      ...(await page.context().cookies()),
      { name: COLOUR_SCHEME_COOKIE, value: 'dark', url: new URL(page.url()).origin },
    ]);
    const drawn = await dark.newPage();
    await drawn.goto('/portfolio');
    await expect(drawn.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await dark.close();
  });
});
