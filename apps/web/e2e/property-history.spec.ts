import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, searchOf, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width and state. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/property-history-${name}.png`, fullPage: true });
}

const timeline = (page: Page) => page.getByRole('list', { name: 'What happened' });

/** The signed-in agency's properties, first by address, from the portfolio call. */
async function properties(page: Page, count: number): Promise<number[]> {
  const res = await page.request.get(`/v1/portfolio?page-size=${count}&sort=address`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { items: { compliancePropertyId: number }[] } };
  return body.data.items.map((item) => item.compliancePropertyId);
}

/** A property of the signed-in agency. */
const someProperty = async (page: Page) => (await properties(page, 1))[0]!;

/** The first property by address whose history records a change of its keys. */
async function propertyWithKeyHistory(page: Page): Promise<number> {
  for (const id of await properties(page, 50)) {
    const res = await page.request.get(`/v1/property/${id}/history?kind=keys`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { data: { items: unknown[] } };
    if (body.data.items.length > 0) return id;
  }
  throw new Error('No property of the first 50 has a change of its keys in its history');
}

async function openHistory(page: Page, id: number, query = '') {
  await page.goto(`/property/${id}/history${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe("the property's history", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should show the timeline, filter it by kind in the URL and say when a kind has nothing', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    const id = await propertyWithKeyHistory(page);
    await openHistory(page, id);
    const entries = timeline(page).getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    await expect(entries.first()).toContainText(/^.+By .+\d{4} at \d{1,2}:\d{2} (am|pm)/);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'timeline-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(entries.first()).toBeVisible();
    await shoot(page, 'timeline-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Keyboard: the kind chips are checkboxes, ticked with Space.
    await page.getByRole('checkbox', { name: 'Keys' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => searchOf(page).getAll('kind')).toEqual(['keys']);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(entries.first()).toContainText('Keys');
    // Every entry, once the filtered page has replaced the whole one (its first entry may be of
    // the keys already).
    await expect
      .poll(async () => (await entries.allTextContents()).every((text) => text.includes('Keys')))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Keys' })).toBeChecked();

    await openHistory(page, id, '?kind=other');
    await expect(page.getByText('Nothing of this kind recorded for this property')).toBeVisible();
    await shoot(page, 'empty-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'empty-375');
  });

  test('should offer to try again when the history cannot be loaded', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    const id = await someProperty(page);
    await page.route('**/v1/property/*/history*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'UNAVAILABLE', message: 'The service is unavailable just now' },
        }),
      }),
    );
    await page.goto(`/property/${id}/history`);
    await expect(page.getByText("The property's history could not be loaded")).toBeVisible({
      timeout: patience(30_000),
    });
    await shoot(page, 'error-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'error-375');
    await page.unroute('**/v1/property/*/history*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(timeline(page).getByRole('listitem').first()).toBeVisible();
  });
});
