import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { visit } from './in-app';
import {
  BAR_ITEMS,
  barItems,
  closeMenu,
  DESKTOP,
  headerNav,
  MEDIUM,
  menuItems,
  openMenu,
  PHONE,
} from './shell-nav';
import { AGENCIES, DEMO, LIGHT_PAGE, openUserMenu, signIn, signInThroughSystem } from './sign-in';
import { patience } from './time';

test.describe('header navigation at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('should show every item in the bar for demo.master in VIC', async ({ page }) => {
    await signIn(page, DEMO.master);
    const nav = headerNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The menus' checks below look at the header on a quiet page, not at the dashboard.
    await page.goto('/settings/profile');

    await expect(barItems(nav)).toHaveText(BAR_ITEMS);
    await expect(nav.getByRole('button', { name: 'More' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      /\/cs\/vic\/Bookings\/view$/,
    );

    const actions = await openMenu(page, 'Action Required');
    await expect(menuItems(actions)).toHaveText([
      'Required Updates',
      'Quotes',
      'Access Issues',
      'Reported Findings',
    ]);
    await closeMenu(page);

    const keys = await openMenu(page, 'Keys');
    await expect(menuItems(keys)).toHaveText(['Key management', 'Key collection history']);
    await expect(keys).toHaveCSS('opacity', '1');
    await expectNoSeriousAxeViolations(page);
    await closeMenu(page);

    await openUserMenu(page);
    await expect(menuItems(page.getByRole('menu'))).toHaveText([
      'Switch Portfolio',
      'Analytics',
      'Settings',
      'Manage users',
      'Logout',
    ]);
    // Axe reads colours as drawn: mid fade-in, the menu's dimmed text has too little contrast.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousAxeViolations(page);
  });

  test('should leave out the experiment and master items for demo.manager', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });

    await expect(barItems(headerNav(page))).toHaveText(BAR_ITEMS);
    const actions = await openMenu(page, 'Action Required');
    await expect(menuItems(actions)).toHaveText(['Required Updates', 'Quotes', 'Access Issues']);
    await closeMenu(page);

    await openUserMenu(page);
    await expect(menuItems(page.getByRole('menu'))).toHaveText(['Settings', 'Logout']);
  });

  test('should add Lease Checks for a QLD agency', async ({ page }) => {
    await signInThroughSystem(page, DEMO.master.username, { stateName: 'Queensland' });
    await expect(page.getByRole('banner').getByText(AGENCIES.qld)).toBeVisible();
    const nav = headerNav(page);

    await expect(barItems(nav)).toHaveText([
      'Home',
      'Portfolio',
      'Action Required',
      'Bookings',
      'Invoices',
      'Keys',
      'Lease Checks',
      'Service Reports & Quotes',
    ]);
    await expect(nav.getByRole('link', { name: 'Lease Checks' })).toHaveAttribute(
      'href',
      /\/cs\/qld\/BetweenTenancyBatches\/manageTenancyChange$/,
    );
    const keys = await openMenu(page, 'Keys');
    await expect(menuItems(keys)).toHaveText(['Key management', 'Key collection history']);
    await closeMenu(page);

    // demo.master is not a master user of the QLD agency.
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Manage users' })).toHaveCount(0);
  });

  test('should open a legacy page of the compliance system from the bar', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });

    await headerNav(page).getByRole('link', { name: 'Bookings' }).click();

    await expect(page).toHaveURL(/\/cs\/vic\/Bookings\/view$/);
  });

  test('should be usable with the keyboard alone', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const trigger = headerNav(page).getByRole('button', { name: 'Action Required' });

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Required Updates' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Quotes' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/action-required\/update$/);
    await expect(trigger).toHaveAttribute('data-active', 'true');
  });
});

test.describe('header navigation at medium width', () => {
  test.use({ viewport: MEDIUM });

  test('should move the collapsible items under More', async ({ page }) => {
    await signIn(page, DEMO.master, { at: '/settings/profile' });
    const nav = headerNav(page);

    await expect(barItems(nav)).toHaveText(['Home', 'Portfolio', 'Action Required', 'More']);
    const more = await openMenu(page, 'More');
    await expect(menuItems(more)).toHaveText([
      'Bookings',
      'Invoices',
      'Key management',
      'Key collection history',
      'Service Reports & Quotes',
    ]);
    await expect(more.getByRole('menuitem', { name: 'Invoices' })).toHaveAttribute(
      'href',
      /\/cs\/vic\/Invoices\/index$/,
    );
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('header navigation at phone width', () => {
  test('should open the slide-in menu with the greeting, items and account actions', async ({
    page,
  }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    await page.setViewportSize(PHONE);
    await expect(headerNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();

    const drawer = page.getByRole('dialog', { name: `Hi ${DEMO.master.name}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(AGENCIES.vic)).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Portfolio', 'Bookings', 'Invoices', 'Service Reports & Quotes']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Action Required' }).click();
    await expect(nav.getByRole('link', { name: 'Reported Findings' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Switch Portfolio' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  });

  test('should leave out Switch Portfolio for a user of one agency', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Open menu' }).click();

    const drawer = page.getByRole('dialog', { name: `Hi ${DEMO.manager.name}` });
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Switch Portfolio' })).toHaveCount(0);
  });
});

test.describe('settings at phone width', () => {
  test('should have no serious violations on the settings pages', async ({ page }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    await page.setViewportSize(PHONE);
    for (const path of ['/settings/manage-users', '/settings/notification-preferences']) {
      await page.goto(path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
});

test.describe('footer', () => {
  test('should show the help contacts, policies and licences', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const footer = page.getByRole('contentinfo');
    // Its configured parts are drawn once it comes into view.
    await footer.scrollIntoViewIfNeeded();

    await expect(footer.getByText(/Help phone/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\d[\d ]+$/ })).toHaveAttribute(
      'href',
      /^tel:\d+$/,
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /Help centre/ })).toBeVisible();
    await expect(footer.getByText('Licence numbers')).toBeVisible();
  });
});

test.describe('error pages', () => {
  test('should show the 404 with its reference and report the path once', async ({ page }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/events/page-not-found'))
        reports.push(request.postData() ?? '');
    });

    await signIn(page, DEMO.manager, { at: '/no/such/page' });

    await expect(page.getByText("The page you're looking for doesn't exist")).toBeVisible();
    await expect(page.getByTestId('not-found-reference')).toHaveText(
      /^Reference: user \d+, agency \d+, state VIC$/,
    );
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page).toHaveTitle(/ \| Compliance Portal$/);
    await expect.poll(() => reports).toEqual([JSON.stringify({ path: '/no/such/page' })]);
    await expectNoSeriousAxeViolations(page);
  });

  test('should show the restricted page when demo.manager opens Manage users', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/settings/manage-users' });

    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is restricted' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Restricted | Compliance Portal');
    await expectNoSeriousAxeViolations(page);
    await expect(page.getByRole('link', { name: 'Try logging in again' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  test('should show the error page at /error and for analytics without the experiment', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/error' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/analytics');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });

  test('should show the crash screen when a page fails to load', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    // The page's code never arrives, as after a deploy removed the old chunks.
    await page.route('**/assets/required-updates-*.js', (route) => route.abort());

    const actions = await openMenu(page, 'Action Required');
    await actions.getByRole('menuitem', { name: 'Required Updates' }).click();

    await expect(page.getByText('The following error was encountered:')).toBeVisible();
    await expect(page.getByTestId('crash-session-id')).not.toHaveText('Not available');
    await expectNoSeriousAxeViolations(page);

    await page.unroute('**/assets/required-updates-*.js');
    await page.getByRole('button', { name: 'Reload this page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Required updates' })).toBeVisible();
    await expect(page).toHaveURL(/\/action-required\/update$/);
  });
});

test.describe('settings', () => {
  test('should save portfolio mirroring and keep it after a reload', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/settings/preferences' });
    const mirroring = page.getByRole('switch', { name: /Show portfolio mirroring/ });
    const toggle = () => mirroring.click();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const before = await mirroring.isChecked();

    await toggle();
    await save.click();

    await expect(page.getByText('Settings updated')).toBeVisible();
    await page.reload();
    await expect(mirroring).toBeChecked({ checked: !before });

    // Put it back, so the demo data stays as it was.
    await toggle();
    await save.click();
    await expect(page.getByText('Settings updated').first()).toBeVisible();
    await page.reload();
    await expect(mirroring).toBeChecked({ checked: before });
  });

  test("should say 'Error updating settings' when the save fails", async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/settings/preferences' });
    await page.route('**/v1/me/settings', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            json: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } },
          })
        : route.fallback(),
    );

    await page.getByRole('combobox', { name: 'Default property manager' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Error updating settings')).toBeVisible();
  });

  test('should disable notification preferences when the QLD agency turned them off', async ({
    page,
  }) => {
    await signInThroughSystem(page, DEMO.master.username, { stateName: 'Queensland' });
    await expect(page.getByRole('banner').getByText(AGENCIES.qld)).toBeVisible();

    await page.goto('/settings/notification-preferences');

    await expect(page.getByText('Automatic service report emails are turned off')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save all' })).toBeDisabled();
    await expect(page.getByRole('combobox').first()).toBeDisabled();
  });

  test('should open the settings menu from a drawer below the xl breakpoint', async ({ page }) => {
    await signIn(page, DEMO.master, { at: '/settings/preferences' });

    await page.getByRole('button', { name: 'Settings menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings menu' });
    await drawer.getByRole('link', { name: 'Office profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Office profile' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});

test.describe('accessibility of every shell page', () => {
  test.use({ viewport: DESKTOP });

  const BRAND_SUFFIX = / \| Compliance Portal$/;

  const PAGES = [
    // The dashboard's heading is its greeting, which is not this suite's to pin down.
    { path: '/', heading: undefined },
    { path: '/portfolio', heading: 'Portfolio' },
    { path: '/settings/profile', heading: 'Profile and security' },
    { path: '/settings/preferences', heading: 'My preferences' },
    { path: '/settings/office-profile', heading: 'Office profile' },
    { path: '/settings/api-integration', heading: 'API Integration' },
    { path: '/settings/manage-users', heading: 'Manage users' },
    { path: '/settings/notification-preferences', heading: 'Notification preferences' },
    { path: '/analytics', heading: 'Analytics' },
  ];

  // One sign-in, then each page opened inside the app as its links do (the app is not loaded
  // again), first in the light colour scheme, then a few in the dark one.
  test('should have no serious violations and a branded title on every shell page, and none in dark mode either', async ({
    page,
  }) => {
    // Twelve pages, each checked by axe: several pages' share of time.
    test.setTimeout(patience(240_000));
    await signIn(page, DEMO.master);
    for (const { path, heading } of PAGES) {
      await test.step(path, async () => {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Wait for the page's data, so the check sees the loaded page rather than its skeleton.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page).toHaveTitle(heading ? `${heading} | Compliance Portal` : BRAND_SUFFIX);
        await expectNoSeriousAxeViolations(page);
      });
    }

    // The header's toggle, on whichever page is open.
    await page.getByRole('button', { name: 'Use dark colour scheme' }).click();
    for (const path of [
      '/portfolio',
      '/settings/notification-preferences',
      '/settings/manage-users',
    ]) {
      await test.step(`${path} in dark mode`, async () => {
        await visit(page, path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    }

    // The choice outlives the page: kept in a cookie, which the server writes into the next one.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Use light colour scheme' })).toBeVisible();
  });
});
