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
    await expectNoSeriousAxeViolations(page);
  });

  for (const path of ['/no-such-page', '/auth/no-such-page']) {
    test(`should show the 404 page when opening the unknown path ${path}`, async ({ page }) => {
      await page.goto(path);

      await expect(page.getByText("The page you're looking for doesn't exist")).toBeVisible();
      await expect(page).toHaveTitle(BRAND_SUFFIX);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
