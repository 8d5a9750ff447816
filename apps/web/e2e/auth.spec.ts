import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@portal/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import {
  AGENCIES,
  DEMO,
  holdCallbackUrl,
  LIGHT_PAGE,
  openUserMenu,
  searchOf,
  signIn,
  signInThroughSystem,
  signInThroughUi,
} from './sign-in';

const IMPERSONATING = 'You are currently viewing the compliance portal as another user';

// Screenshots for a visual check, when asked for (WORDS_SCREENSHOTS=<directory>).
const SHOTS = process.env.WORDS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.describe('sign-in', () => {
  for (const user of [DEMO.master, DEMO.manager]) {
    test(`should sign ${user.username} in through the Victoria tile`, async ({ page }) => {
      await signInThroughUi(page, user);

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(AGENCIES.vic).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    });
  }

  test('should come back to the page asked for when sign-in was needed', async ({ page }) => {
    await page.goto('/portfolio?page=2');
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(searchOf(page).get('redirect')).toBe('/portfolio?page=2');

    await signInThroughSystem(page, DEMO.manager.username, { startAt: page.url() });

    await expect(page.getByRole('banner').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/portfolio\?page=2$/);
  });

  // The sign-in page's accessibility: smoke.spec.ts.

  test('should have no serious accessibility violations on a signed-in page', async ({ page }) => {
    await signIn(page, DEMO.master);
    await expectNoSeriousAxeViolations(page);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Switch Portfolio' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Switch to a different portfolio' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('should explain when the states cannot be read', async ({ page }) => {
    // The page as served when the server could not put its first answers in it: the web asks
    // for the states itself, and that answer is an error.
    await page.route('**/auth/login', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="first-answers">[^<]*<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.route('**/v1/auth/systems', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } },
      }),
    );

    await page.goto('/auth/login');

    await expect(page.getByText('Error fetching systems: Something went wrong')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('should send a signed-in visitor of /auth/login on to the redirect', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });

    await page.goto('/auth/login?redirect=%2Fportfolio');

    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe('sign-out', () => {
  test('should sign out and require sign-in again', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/(cs\/vic\/logout|auth\/login)/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2F$/);
    await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible();
  });
});

test.describe('switch portfolio', () => {
  test('should switch demo.master from VIC to NSW', async ({ page }) => {
    await signIn(page, DEMO.master, { at: '/portfolio' });

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Switch Portfolio' }).click();
    const panel = page.getByRole('dialog', { name: 'Switch to a different portfolio' });
    await expect(panel.getByRole('listitem').first()).toContainText('Your current portfolio');
    await expect(panel.getByRole('listitem').first()).toContainText(AGENCIES.vic);
    await panel.getByRole('button', { name: new RegExp(AGENCIES.nsw) }).click();

    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByText(AGENCIES.nsw)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('banner').getByText(AGENCIES.nsw)).toBeVisible();
  });

  test('should go to the error page when switching fails', async ({ page }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    await page.route('**/v1/auth/agencies', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } },
          })
        : route.fallback(),
    );

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Switch Portfolio' }).click();
    await page
      .getByRole('dialog', { name: 'Switch to a different portfolio' })
      .getByRole('button', { name: new RegExp(AGENCIES.nsw) })
      .click();

    await expect(page).toHaveURL(/\/auth\/error\?/);
    expect(searchOf(page).get('message')).toBe('Failed to switch portfolio');
    await expect(page.getByRole('heading', { name: 'Failed to switch portfolio' })).toBeVisible();
  });
});

test.describe('impersonation', () => {
  test('should let staff view the portal as a user and switch back', async ({ page }) => {
    await signInThroughSystem(page, DEMO.staff.username);
    await expect(page.getByRole('heading', { name: 'View the portal as' })).toBeVisible();

    await page
      .getByRole('button', { name: `View the portal as ${DEMO.manager.name}, ${AGENCIES.vic}` })
      .click();

    await expect(page.getByRole('banner').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();
    await expect(page.getByText(IMPERSONATING)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Switch back' }).click();

    await expect(page.getByRole('heading', { name: 'View the portal as' })).toBeVisible();
    await expect(page).toHaveURL(/\/cs\/vic\/view-as/);
  });

  test('should ask before switching back when the address is opened from elsewhere', async ({
    page,
  }) => {
    await signInThroughSystem(page, DEMO.staff.username);
    await page
      .getByRole('button', { name: `View the portal as ${DEMO.manager.name}, ${AGENCIES.vic}` })
      .click();
    await expect(page.getByText(IMPERSONATING)).toBeVisible();

    // Typed or opened from another site: the browser does not say it comes from the portal.
    await page.goto('/cs/vic/App/switchBackToOriginalUser');
    await expect(page.getByRole('heading', { name: 'Switch back' })).toBeVisible();
    await shoot(page, 'confirm-switch-back');
    await page.goto('/');
    await expect(page.getByText(IMPERSONATING)).toBeVisible();

    await page.goto('/cs/vic/App/switchBackToOriginalUser');
    await page.getByRole('button', { name: 'Switch back' }).click();
    await expect(page.getByRole('heading', { name: 'View the portal as' })).toBeVisible();
  });
});

test.describe('links from elsewhere', () => {
  test('should ask before signing out of the compliance system when the address is opened from elsewhere', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });

    await page.goto('/cs/vic/logout');
    await expect(page.getByRole('heading', { name: 'Sign out', level: 1 })).toBeVisible();
    await shoot(page, 'confirm-sign-out');
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();

    await page.goto('/cs/vic/logout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByText('You have signed out of the Victoria compliance system.'),
    ).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2F$/);
  });

  test('should go to the sign-in page when a sign-out link names another site', async ({
    page,
  }) => {
    await page.goto(`/auth/logout?logout_url=${encodeURIComponent('https://evil.example/login')}`);

    await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  });

  test("should show only the portal's own words on the sign-in error page", async ({ page }) => {
    await page.goto(`/auth/error?message=${encodeURIComponent('Call 1900 123 456 to unlock')}`);

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('1900 123 456')).toHaveCount(0);
    await shoot(page, 'error-generic');
  });
});

test.describe('refused tokens', () => {
  test('should refuse a tampered token', async ({ page }) => {
    const held = new URL(await holdCallbackUrl(page, DEMO.manager.username));
    const token = held.searchParams.get('token') ?? '';
    const [header, payload, signature = ''] = token.split('.');
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === 'A' ? 'B' : 'A';
    held.searchParams.set(
      'token',
      `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`,
    );

    await page.goto(held.href);

    await expect(page).toHaveURL(/\/auth\/error\?/);
    expect(searchOf(page).get('message')).toBe('Failed to login');
    await expect(page.getByRole('heading', { name: 'Failed to login' })).toBeVisible();
  });

  test('should refuse a token used twice', async ({ page }) => {
    const held = await holdCallbackUrl(page, DEMO.manager.username);
    await page.goto(held);
    await expect(page.getByRole('banner').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();

    await page.goto(held);

    await expect(page).toHaveURL(/\/auth\/error\?/);
    expect(searchOf(page).get('message')).toBe('Failed to login');
  });

  test('should refuse a callback that reaches a browser other than the one that signed in', async ({
    page,
    browser,
  }) => {
    // Someone signs in to their own account and sends the callback URL on, unused.
    const held = await holdCallbackUrl(page, DEMO.manager.username);
    const victim = await browser.newContext();
    try {
      const other = await victim.newPage();
      await other.goto(held);

      await expect(other).toHaveURL(/\/auth\/error\?/);
      expect(searchOf(other).get('message')).toBe(AUTH_MESSAGES.signInFromAnotherBrowser);
      await expect(
        other.getByRole('heading', { name: AUTH_MESSAGES.signInFromAnotherBrowser }),
      ).toBeVisible();
      await shoot(other, 'error-another-browser');
    } finally {
      await victim.close();
    }
    // The browser that signed in still can.
    await page.goto(held);
    await expect(page.getByRole('banner').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();
  });

  test('should refuse a callback without a token', async ({ page }) => {
    await page.goto('/auth/callback?state=%2F');

    await expect(page).toHaveURL(/\/auth\/error\?/);
    expect(searchOf(page).get('message')).toBe('Failed to login');
    await page.getByRole('link', { name: 'Try logging in again' }).click();
    await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible();
  });
});
