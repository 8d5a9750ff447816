import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO, searchOf, signIn } from './sign-in';
import { patience } from './time';

// The lists' order and range: addresses as people read them, sortable headers with aria-sort,
// the phone's sort menu, and 'Showing 21–40 of N properties'.

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(120_000) });

/** Set LIST_SCREENSHOTS to a folder to keep a picture of the sorted list at each width. */
const SHOTS = process.env.LIST_SCREENSHOTS;

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const table = (page: Page) => page.getByRole('table', { name: 'Properties' });

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(summary(page)).toBeVisible();
}

/** An address line's reading key: street, then number as a number, then unit. */
function readingKey(line: string): [string, number, string, number] {
  const match =
    /^(?:[a-z]+\.?\s+)?(?:(\d+)[a-z]?\s*[/,]\s*)?(\d+)([a-z]?)(?:\s*-\s*\d+[a-z]?)?\s+(.+)$/i.exec(
      line.trim(),
    );
  if (!match) return [line.toLowerCase(), 0, '', 0];
  return [
    match[4]!.toLowerCase(),
    Number(match[2]),
    match[3]!.toLowerCase(),
    Number(match[1] ?? 0),
  ];
}

const compareKeys = (a: ReturnType<typeof readingKey>, b: ReturnType<typeof readingKey>) => {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! < b[i]!) return -1;
    if (a[i]! > b[i]!) return 1;
  }
  return 0;
};

test('should sort the portfolio by address as people read it, by a header, and by the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.manager, { at: '/portfolio' });
  await settled(page);
  await expect(summary(page)).toHaveText(/^Showing 1–20 of [\d,]+ properties$/);
  const address = table(page).getByRole('columnheader', { name: /Address/ });
  await expect(address).toHaveAttribute('aria-sort', 'ascending');

  // The rows in reading order: street, number as a number, unit.
  const lines = await table(page).locator('tbody tr a').allTextContents();
  expect(lines.length).toBe(20);
  const keys = lines.map(readingKey);
  expect([...keys].sort(compareKeys)).toEqual(keys);

  // A header is a button reached by the keyboard: Enter sorts, Enter again reverses.
  const compliance = table(page).getByRole('button', { name: 'Sort by Compliance' });
  await compliance.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => searchOf(page).get('sort')).toBe('status');
  await expect(table(page).getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(address).toHaveAttribute('aria-sort', 'none');
  await page.keyboard.press('Enter');
  await expect.poll(() => searchOf(page).get('sort')).toBe('-status');
  await settled(page);
  await expect(table(page).getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Paging keeps the order and says the range.
  await page.getByRole('navigation', { name: 'Portfolio pages' }).getByLabel('Page 2').click();
  await expect.poll(() => searchOf(page).get('page')).toBe('2');
  await settled(page);
  await expect(summary(page)).toHaveText(/^Showing 21–40 of [\d,]+ properties$/);
  expect(searchOf(page).get('sort')).toBe('-status');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/portfolio-sorted-1280.png` });

  // On a phone the cards come with a sort menu.
  await page.setViewportSize({ width: 375, height: 812 });
  const menu = page.getByRole('combobox', { name: 'Sort by' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveValue('-status');
  await menu.selectOption({ label: 'Address (Z to A)' });
  await expect.poll(() => searchOf(page).get('sort')).toBe('-address');
  expect(searchOf(page).has('page')).toBe(false);
  await settled(page);
  await expect(summary(page)).toHaveText(/^Showing 1–20 of [\d,]+ properties$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/portfolio-sorted-375.png` });
});
