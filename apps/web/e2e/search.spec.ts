import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-${name}.png` });
}

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const palette = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/**
 * An address the agency has: the first property the palette finds for a word every demo address
 * list has, read from the palette itself.
 */
async function someAddress(page: Page): Promise<string> {
  await palette(page).fill('street');
  const first = results(page)
    .getByRole('group', { name: 'Properties' })
    .getByRole('option')
    .first();
  await expect(first).toBeVisible();
  return (await first.locator('.mantine-Spotlight-actionLabel').textContent()) ?? '';
}

test.describe('go anywhere by typing at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('should open the palette with Ctrl+K, find a property by its address and open it with Enter', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
    await shoot(page, 'desktop-1280-header');

    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeFocused();
    await expect(page.getByText(/Find a property by its address/)).toBeVisible();
    const address = await someAddress(page);
    await shoot(page, 'desktop-1280-groups');
    expect(address).not.toBe('');

    await palette(page).fill(address.toLowerCase());
    const match = results(page)
      .getByRole('option', { name: literally(address) })
      .first();
    await expect(match).toHaveAttribute('aria-selected', 'true');
    await expect(palette(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'desktop-1280');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(palette(page)).toBeHidden();
  });

  test('should say when nothing matches and close with Escape', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await palette(page).fill('zzqxv');
    await expect(page.getByText('No matches for “zzqxv”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  });
});

test.describe('go anywhere by typing at phone width', () => {
  test('should open the palette from the header icon and open the chosen property', async ({
    page,
  }) => {
    // Signed in at desktop width (the greeting it waits for is in the desktop header), then a phone.
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    await page.setViewportSize({ width: 375, height: 740 });
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    await shoot(page, 'phone-375-header');

    await button.click();
    const address = await someAddress(page);
    await palette(page).fill(address);
    await expect(
      results(page)
        .getByRole('option', { name: literally(address) })
        .first(),
    ).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'phone-375');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/property\/\d+$/);
  });
});
