import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, searchOf, signIn } from './sign-in';
import { readSpreadsheet, totalOf } from './xlsx';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(150_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/other-providers-${name}.png` });
}

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(summary(page)).toBeVisible();
}
const table = (page: Page) => page.getByRole('table', { name: 'Properties' });
const provider = (page: Page) => page.getByRole('combobox', { name: 'Provider' });

const listUrl = (query = '') => `/portfolio?managed-by=OTHER${query}`;

async function open(page: Page, query = '') {
  await page.goto(listUrl(query));
  await opened(page);
}

/** Waits for the list, opened by the sign-in or a link. */
async function opened(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Other service providers' }),
  ).toBeVisible();
  await settled(page);
}

test.describe('other service providers at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should keep the filters in the URL so reload and Back restore the view', async ({
    page,
  }) => {
    // What the dashboard's 'Other service providers' chart links to.
    await signIn(page, DEMO.manager, { at: listUrl('&facet=Overdue') });
    await opened(page);
    await expect(provider(page)).toHaveValue('Other service providers');
    await expect(page.getByRole('button', { name: 'Remove filter Overdue' })).toBeVisible();
    await expect(table(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'desktop-1280');
    const overdue = totalOf(await summary(page).textContent());

    await provider(page).click();
    await page.getByRole('option', { name: 'All providers' }).click();
    await expect.poll(() => searchOf(page).get('provided-by')).toBe('ALL');
    await settled(page);
    // Both sides hold at least the other providers' overdue properties.
    expect(totalOf(await summary(page).textContent())).toBeGreaterThanOrEqual(overdue);

    await page.getByRole('button', { name: /^Compliance/ }).click();
    await page.getByRole('checkbox', { name: 'Missing supplier' }).click();
    await expect.poll(() => searchOf(page).getAll('facet')).toEqual(['Overdue', 'MissingSupplier']);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await settled(page);
    const filtered = await summary(page).textContent();

    await page.reload();
    await expect(summary(page)).toHaveText(filtered ?? '');
    await expect(provider(page)).toHaveValue('All providers');
    await expect(
      page.getByRole('button', { name: 'Remove filter Missing supplier' }),
    ).toBeVisible();

    await page.goBack();
    await expect.poll(() => searchOf(page).getAll('facet')).toEqual(['Overdue']);
    await expect(page.getByRole('button', { name: 'Remove filter Missing supplier' })).toBeHidden();
    await page.goBack();
    await expect.poll(() => searchOf(page).has('provided-by')).toBe(false);
    await expect(provider(page)).toHaveValue('Other service providers');
    await settled(page);
    await expect(summary(page)).toContainText(String(overdue));
  });

  test('should list what the dashboard chart counted when one of its stats is followed', async ({
    page,
  }) => {
    // The master user has no default property manager, so the chart counts the whole agency
    // (GET /v1/stats/integrated takes no property manager).
    await signIn(page, DEMO.master, { at: '/?graphs-tab=other-service-providers' });
    const panel = page.getByRole('tabpanel', { name: /Other service providers/ });
    // The legend's link names its figure in words: '7 overdue properties with other providers'.
    const link = panel.getByRole('link', { name: /^[\d,]+ overdue propert/ });
    await expect(link).toBeVisible();
    const counted = Number(
      /^([\d,]+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]?.replace(/,/g, ''),
    );
    expect(counted).toBeGreaterThan(0);
    await link.click();
    await expect.poll(() => searchOf(page).get('managed-by')).toBe('OTHER');
    expect(searchOf(page).getAll('facet')).toEqual(['Overdue']);
    expect(searchOf(page).has('property-manager')).toBe(false);
    await expect(provider(page)).toHaveValue('Other service providers');
    await settled(page);
    expect(totalOf(await summary(page).textContent())).toBe(counted);
  });

  test('should export the filtered list as a spreadsheet under the name given', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: listUrl('&facet=Overdue&facet=Compliant') });
    await opened(page);
    const total = totalOf(await summary(page).textContent());
    expect(total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export properties' });
    await dialog.getByRole('textbox', { name: 'File name' }).fill('others overdue');
    await expectNoSeriousAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('others overdue.xlsx');
    const sheet = await readSpreadsheet(download);
    expect(sheet.header).toEqual(
      expect.arrayContaining(['Address', 'Property manager', 'Provided by', 'Compliance status']),
    );
    expect(sheet.rowCount).toBe(total);
    await expect(page.getByText('Export downloaded')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('should open a property of another provider from its row', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: listUrl() });
    await opened(page);
    const first = table(page).getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/non-managed-property\/\d+$/);
  });
});

test.describe('other service providers on smaller screens', () => {
  test('should show cards on a tablet and on a phone', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    for (const [name, width] of [
      ['tablet-900', 900],
      ['phone-390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await open(page);
      await expect(table(page)).toBeHidden();
      await expect(page.getByRole('list', { name: 'Properties' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, name);
    }
  });
});
