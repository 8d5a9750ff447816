import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, searchOf, signIn } from './sign-in';
import { readSpreadsheet, totalOf } from './xlsx';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
// One at a time: the confirm journey changes the totals the other journeys read.
test.describe.configure({ mode: 'default', timeout: patience(150_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/updates-${name}.png` });
}

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(summary(page)).toBeVisible();
}
const table = (page: Page) => page.getByRole('table', { name: 'Required updates' });

const listUrl = (query = '') => `/action-required/update${query}`;

async function open(page: Page, query = '') {
  await page.goto(listUrl(query));
  await opened(page);
}

/** Waits for the list, opened by the sign-in or a link. */
async function opened(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Required updates' })).toBeVisible();
  await settled(page);
}

test.describe('required updates at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should keep the filters in the URL so reload and Back restore the view', async ({
    page,
  }) => {
    await signIn(page, DEMO.master, { at: listUrl() });
    await opened(page);
    await expect(table(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'desktop-1280');
    const all = totalOf(await summary(page).textContent());

    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('checkbox', { name: 'Smoke Alarms' }).click();
    await expect.poll(() => searchOf(page).getAll('service')).toEqual(['smoke']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Compliance', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Compliance issues' }).click();
    await expect.poll(() => searchOf(page).getAll('facet')).toEqual(['ComplianceIssues']);
    await page.keyboard.press('Escape');
    await settled(page);
    const filtered = await summary(page).textContent();
    expect(totalOf(filtered)).toBeLessThanOrEqual(all);

    await page.reload();
    await expect(summary(page)).toHaveText(filtered ?? '');
    await expect(
      page.getByRole('button', { name: 'Remove filter Compliance issues' }),
    ).toBeVisible();

    await page.goBack();
    await expect.poll(() => searchOf(page).getAll('facet')).toEqual([]);
    await expect.poll(() => searchOf(page).getAll('service')).toEqual(['smoke']);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await settled(page);
  });

  test('should export the filtered list as a spreadsheet under the name given', async ({
    page,
  }) => {
    await signIn(page, DEMO.master, { at: listUrl('?facet=ComplianceIssues') });
    await opened(page);
    const total = totalOf(await summary(page).textContent());

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export required updates' });
    await dialog.getByRole('textbox', { name: 'File name' }).fill('updates-with-issues');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('updates-with-issues.xlsx');
    const sheet = await readSpreadsheet(download);
    expect(sheet.header).toEqual(
      expect.arrayContaining(['Address', 'Property manager', 'Update required']),
    );
    expect(sheet.rowCount).toBe(total);
  });

  test('should confirm a property’s details and take it off the list', async ({ page }) => {
    // Each run confirms one property of this database, so the first row is whichever is left.
    await signIn(page, DEMO.manager, { at: listUrl() });
    await opened(page);
    const before = totalOf(await summary(page).textContent());
    test.skip(before === 0, 'No required updates are left in this database');

    const button = table(page)
      .getByRole('button', { name: /^Confirm details of / })
      .first();
    const label = (await button.getAttribute('aria-label')) ?? '';
    const address = label.replace(/^Confirm details of /, '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm property details' });
    await expect(dialog).toContainText(address);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm details' }).click();
    await expect(page.getByText('Property details confirmed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await settled(page);
    expect(totalOf(await summary(page).textContent())).toBe(before - 1);
    await expect(table(page).getByRole('button', { name: label, exact: true })).toHaveCount(0);
  });
});

test.describe('required updates on smaller screens', () => {
  test('should show cards on a tablet and on a phone', async ({ page }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    for (const [name, width] of [
      ['tablet-900', 900],
      ['phone-390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await open(page);
      await expect(table(page)).toBeHidden();
      await expect(page.getByRole('list', { name: 'Required updates' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, name);
    }
  });
});
