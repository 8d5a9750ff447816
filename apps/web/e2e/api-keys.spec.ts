import { mkdir } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });

/** Set SCREENSHOTS to a folder to keep a picture of each step at 1280 and 375 px. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/api-keys-${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('should create an API key shown once, read the agency with it, and revoke it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `Journey key ${Date.now().toString(36)}`;
  await signIn(page, DEMO.master, { at: '/settings/api-integration' });
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Enter a name for the key')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('Shown only once', { exact: true })).toBeVisible();
  const key = (await shown.getByLabel('API key').textContent())!.trim();
  expect(key).toMatch(/^acp_\d+_/);
  await shoot(page, 'shown-once');
  await expectNoSeriousAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'API keys' })).toContainText(name);
  await shoot(page, 'list');

  // The key reads the agency, without a cookie, until it is revoked.
  const client = await playwright.request.newContext({ baseURL });
  const read = () =>
    client.get('/v1/agency/profile', { headers: { authorization: `Bearer ${key}` } });
  expect((await read()).status()).toBe(200);

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(`${name} is revoked: it no longer works`)).toBeVisible();
  expect((await read()).status()).toBe(401);
  await client.dispose();
});
