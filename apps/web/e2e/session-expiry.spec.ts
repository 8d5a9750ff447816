import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { AGENCIES, DEMO, openUserMenu, signIn, signInThroughSystem } from './sign-in';

const NOTICE = 'Your session has expired. Please sign in again.';
const IMPERSONATING = 'You are currently viewing the compliance portal as another user';

test.describe('session expiry', () => {
  test('should ask to sign in again when signed out in another tab, then come back to the page with the unsaved change', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.manager, { at: '/settings/preferences?from=menu' });
    const mirroring = page.getByRole('switch', { name: /Show portfolio mirroring/ });
    const wasOn = await mirroring.isChecked();
    await mirroring.click();
    await expect(mirroring).toBeChecked({ checked: !wasOn });

    const other = await context.newPage();
    await other.goto('/');
    await openUserMenu(other);
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(other.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Save' }).click();

    const notice = page.getByRole('dialog', { name: 'Session expired' });
    await expect(notice.getByText(NOTICE)).toBeVisible();
    await expect(page.getByText(/Session not found/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await notice.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Username').fill(DEMO.manager.username);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/settings\/preferences\?from=menu$/);
    await expect(mirroring).toBeChecked({ checked: !wasOn });
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('should ask to sign in again when the tab comes back into view after the session ended', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio?page=2' });
    const origin = new URL(page.url()).origin;
    expect((await page.request.post('/v1/auth/logout', { headers: { origin } })).status()).toBe(
      200,
    );

    // What the browser does when the user returns to the tab: the session is read again.
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });

    const notice = page.getByRole('dialog', { name: 'Session expired' });
    await expect(notice.getByText(NOTICE)).toBeVisible();
    await notice.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('state')).toBe('/portfolio?page=2');
  });
});

test.describe('impersonation', () => {
  test('should collapse the banner into the header indicator, never hiding whom the staff member acts as', async ({
    page,
  }) => {
    await signInThroughSystem(page, DEMO.staff.username);
    await page
      .getByRole('button', { name: `View the portal as ${DEMO.manager.name}, ${AGENCIES.vic}` })
      .click();
    await expect(page.getByText(IMPERSONATING)).toBeVisible();
    const indicator = page
      .getByRole('banner')
      .getByRole('button', { name: `Viewing as ${DEMO.manager.name}` });
    await expect(indicator).toBeVisible();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(IMPERSONATING)).toBeHidden();
    await expect(indicator).toBeVisible();
    await page.reload();

    await expect(page.getByRole('banner').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();
    await expect(page.getByText(IMPERSONATING)).toBeHidden();
    await expect(indicator).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Switch Back' })).toBeVisible();
    await page.keyboard.press('Escape');

    await indicator.click();
    await expect(page.getByText(IMPERSONATING)).toBeVisible();
  });
});
