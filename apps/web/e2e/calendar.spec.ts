import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('should show, copy and revoke the calendar address when the user asks', async ({
  page,
  context,
}) => {
  // The portal's pages may write the clipboard, never read it (Permissions-Policy).
  await context.grantPermissions(['clipboard-write']);
  await signIn(page, DEMO.manager, { at: '/settings/preferences' });
  const section = page.getByRole('region', { name: 'Calendar feed' });
  // Whatever an earlier run left: start without an address.
  const revoke = section.getByRole('button', { name: 'Revoke', exact: true });
  if (await revoke.isVisible()) await revoke.click();

  await section.getByRole('radio', { name: /Only my properties/ }).check();
  await section.getByRole('button', { name: 'Create calendar address' }).click();
  const address = section.getByRole('textbox', { name: 'Your calendar address' });
  const url = await address.inputValue();
  expect(url).toMatch(/\/v1\/calendar\/\d+-[\w-]{32}\.ics$/);
  const path = new URL(url).pathname;

  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied calendar address to clipboard')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'desktop-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'phone-375');

  // Calendar apps fetch it without the session.
  const feed = await page.request.get(path, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await revoke.click();
  await expect(page.getByText('Calendar address revoked').last()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});
