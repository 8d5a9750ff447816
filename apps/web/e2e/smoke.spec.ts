import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

const BRAND_SUFFIX = / \| Compliance Portal$/;

test.describe('smoke', () => {
  test('should show the sign-in page with the brand title when opening /auth/login', async ({
    page,
  }) => {
    await page.goto('/auth/login');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(BRAND_SUFFIX);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link', { name: /Victoria/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('should show the 404 page when opening an unknown /auth path', async ({ page }) => {
    await page.goto('/auth/no-such-page');

    await expect(page.getByText("The page you're looking for doesn't exist")).toBeVisible();
    await expect(page).toHaveTitle(BRAND_SUFFIX);
    await expectNoSeriousAxeViolations(page);
  });

  // A signed-in user's unknown path is the shell's 404 (shell.spec.ts, 'error pages').

  test('should ask for sign-in when a visitor opens an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no-such-page');
  });
});
