import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { readSpreadsheet } from './xlsx';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(120_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width. */
const SHOTS = process.env.SCREENSHOTS;

const headline = (page: Page) => page.getByTestId('analytics-headline');
const managersTable = (page: Page) =>
  page.getByRole('table', { name: 'Compliance by property manager' });

async function settled(page: Page) {
  await expect(headline(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('should filter the corporate dashboard by a property manager and export its table', async ({
  page,
}) => {
  // demo.master has the AgencyCompliancePortalAdvancedAnalytics experiment.
  await signIn(page, DEMO.master, { at: '/analytics' });
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await settled(page);
  await expect(headline(page)).toContainText('services on service are compliant today');
  await expect(page.getByRole('table', { name: 'Compliance rate over time' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/analytics-${width}.png`, fullPage: true });
    }
    // At 375 px a whole page is too tall to read: the top and two figures on their own.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/analytics-375-top.png` });
    for (const table of ['trend', 'managers']) {
      await page
        .locator(`section[aria-labelledby="analytics-${table}"]`)
        .screenshot({ path: `${SHOTS}/analytics-375-${table}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The busiest named manager: the filter leaves their row alone, with the same figures.
  const row = managersTable(page).getByRole('row').nth(1);
  const name = (await row.getByRole('rowheader').textContent())!;
  const figures = await row.getByRole('cell').allTextContents();
  await page.getByRole('combobox', { name: 'Property manager' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(/[?&]property-manager=\d+/);
  await settled(page);
  await expect(managersTable(page).getByRole('row')).toHaveCount(2);
  await expect(managersTable(page).getByRole('row').nth(1).getByRole('cell')).toHaveText(figures);

  // The regions table of that manager, exported: the file has the table's rows.
  const regions = page.getByRole('table', { name: 'Compliance by region' });
  const regionRows = (await regions.getByRole('row').count()) - 1;
  await page.getByRole('button', { name: 'Export compliance by region' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export compliance by region' });
  await dialog.getByRole('textbox', { name: 'File name' }).fill('regions-of-manager');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('regions-of-manager.xlsx');
  const sheet = await readSpreadsheet(download);
  expect(sheet.header).toEqual([
    'Suburb',
    'State',
    'Services',
    'Compliant services',
    'Compliance rate (%)',
  ]);
  expect(sheet.rowCount).toBe(regionRows);
});
