import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';

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

  test('should show the 404 page when opening an unknown /auth path', async ({ page }) => {
    await page.goto('/auth/no-such-page');

    await expect(page.getByText("The page you're looking for doesn't exist")).toBeVisible();
    await expect(page).toHaveTitle(BRAND_SUFFIX);
    await expectNoSeriousAxeViolations(page);
  });

  // Unknown app paths belong to the signed-in shell (the spec's 404 there quotes the session).
  test('should show the 404 page when a signed-in user opens an unknown path', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/no-such-page' });

    await expect(page.getByText("The page you're looking for doesn't exist")).toBeVisible();
    await expect(page).toHaveTitle(BRAND_SUFFIX);
    await expectNoSeriousAxeViolations(page);
  });

  test('should ask for sign-in when a visitor opens an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no-such-page');
  });
});
