import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each screen. */
const SHOTS = process.env.SCREENSHOTS;

test('should confirm a key pickup on the Key management page and show it confirmed in the property’s key details', async ({
  page,
}) => {
  await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
  await page.goto('/cs/vic/Keys/keyManagement');
  await expect(
    page.getByRole('heading', { name: 'Key pickups and returns: the next 7 days' }),
  ).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Confirm pickup' }) })
    .first();
  const link = row.getByRole('link').first();
  const address = (await link.textContent())?.trim() ?? '';
  const propertyId = /\/Properties\/view\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
  expect(propertyId).toBeTruthy();
  await row.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Key pickup at ${address}` }),
  ).toContainText('confirmed.');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/key-management.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/key-management-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await page.goto(`/property/${propertyId}`);
  const keys = page.getByRole('region', { name: 'Key details' });
  await expect(keys.getByText('Next key pickup')).toBeVisible();
  await expect(keys).toContainText('(Confirmed)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/key-details.png`, fullPage: true });
});
