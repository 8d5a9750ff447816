import { expect, type Locator, type Page } from '@playwright/test';

/** Viewports of the shell journeys: above xl, between md and xl, and a phone. */
export const DESKTOP = { width: 1400, height: 900 };
export const MEDIUM = { width: 1100, height: 900 };
export const PHONE = { width: 375, height: 800 };

/** The bar at desktop width for a VIC user. */
export const BAR_ITEMS = [
  'Home',
  'Portfolio',
  'Action Required',
  'Bookings',
  'Invoices',
  'Keys',
  'Service Reports & Quotes',
];

/** The header's navigation bar (shown from the md breakpoint). */
export const headerNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** The bar's visible links and buttons, in order (assert their texts with toHaveText). */
export const barItems = (nav: Locator) => nav.locator('li:visible > a, li:visible > button');

/** Opens one of the bar's menus by its button. */
export async function openMenu(page: Page, name: string) {
  await headerNav(page).getByRole('button', { name, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Closes the open menu and waits until it has gone, so the next menu is the only one. */
export async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** A menu's items, in order (assert their texts with toHaveText). */
export const menuItems = (menu: Locator) => menu.getByRole('menuitem');
