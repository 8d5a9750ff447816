import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_ERROR_MESSAGES } from '@portal/contracts';
import { DEMO, signIn } from './sign-in';

// Screenshots for a visual check, when asked for (WORDS_SCREENSHOTS=<directory>).
const SHOTS = process.env.WORDS_SCREENSHOTS;
const PHONE = { width: 375, height: 812 };

/** A pasted path ending in a token: no hyphen or space to break a line at. */
const LONG_PATH = `/documents/shared/${'0123456789abcdef'.repeat(6)}`;
/** The longest of the portal's own sign-in messages. */
const LONG_MESSAGE = AUTH_ERROR_MESSAGES.reduce((a, b) => (b.length > a.length ? b : a));

/** Fails when anything of the page reaches past the right edge of the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(width);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

test.describe('error pages on a phone', () => {
  test('should wrap a long message when the sign-in error page shows one', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/auth/error?message=${encodeURIComponent(LONG_MESSAGE)}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_MESSAGE);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'error-sign-in');
  });

  test('should wrap a long path when the page-not-found page quotes it', async ({ page }) => {
    // Signed in at desktop width, where the header greets the user by name.
    await signIn(page, DEMO.manager, { at: LONG_PATH });
    await page.setViewportSize(PHONE);

    await expect(page.getByText(LONG_PATH)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'error-not-found');
  });
});
