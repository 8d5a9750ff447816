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

/** A property of the signed-in agency, from the portfolio call. */
async function someProperty(page: Page): Promise<number> {
  const res = await page.request.get('/v1/portfolio?page-size=1&sort=address');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { items: { compliancePropertyId: number }[] } };
  return body.data.items[0]!.compliancePropertyId;
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
    const id = await someProperty(page);
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
    for (const text of await entries.allTextContents()) expect(text).toContain('Keys');
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
