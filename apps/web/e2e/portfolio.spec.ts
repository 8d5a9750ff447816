import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, searchOf, signIn } from './sign-in';
import { patience } from './time';

// The list is served by the real server on a shared machine: give each answer time.
const expect = baseExpect.configure({ timeout: patience(15_000) });

// Sign-in, several reloads and axe passes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: patience(120_000) });

/** Set PORTFOLIO_SCREENSHOTS to a folder to keep a picture of each width. */
const SHOTS = process.env.PORTFOLIO_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/portfolio-${name}.png`, fullPage: false });
}

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
/** Waits until no list is loading or being replaced. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(summary(page)).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Properties' });

async function openPortfolio(page: Page, query = '') {
  await page.goto(`/portfolio${query}`);
  await opened(page);
}

/** Waits for the list, opened by the sign-in or a link. */
async function opened(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await settled(page);
}

test.describe('portfolio at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should keep every filter in the URL so reload and Back restore the view', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    await opened(page);
    await expect(summary(page)).toHaveText(/^Showing 1–20 of [\d,]+ properties$/);
    await expect(table(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'desktop-1280');

    // The boxes follow the URL, so they are clicked (check() would expect an instant change).
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('checkbox', { name: 'Smoke Alarms' }).click();
    await expect.poll(() => searchOf(page).getAll('service')).toEqual(['smoke']);
    await page.getByRole('radio', { name: /Only/ }).click();
    await expect.poll(() => searchOf(page).get('service-exclusivity')).toBe('Only');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Compliance', exact: true }).click();
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/v1/portfolio?') && response.url().includes('ComplianceIssues'),
    );
    await page.getByRole('checkbox', { name: 'Compliance issues' }).click();
    await answered;
    await expect.poll(() => searchOf(page).getAll('facet')).toEqual(['ComplianceIssues']);
    await page.keyboard.press('Escape');
    await settled(page);
    const filtered = await summary(page).textContent();

    await page.reload();
    await expect(summary(page)).toHaveText(filtered ?? '');
    await expect(
      page.getByRole('button', { name: 'Remove filter Compliance issues' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Remove filter Only: Smoke Alarms' }),
    ).toBeVisible();

    await page.goBack();
    await expect.poll(() => searchOf(page).getAll('facet')).toEqual([]);
    await expect(
      page.getByRole('button', { name: 'Remove filter Compliance issues' }),
    ).toBeHidden();
    await expect.poll(() => searchOf(page).get('service-exclusivity')).toBe('Only');

    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(summary(page)).toHaveText(/^Showing 1–20 of [\d,]+ properties$/);
  });

  test('should search, page and open a property', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    await opened(page);

    // A word of the first row's street, so the search finds at least that property.
    const firstAddress = (await table(page).getByRole('link').first().textContent()) ?? '';
    const word = firstAddress.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? '';
    expect(word).not.toBe('');
    await page.getByRole('textbox', { name: 'Search' }).fill(`  ${word}  `);
    await expect.poll(() => searchOf(page).get('query')).toBe(word);
    await settled(page);
    // Every row names the word, in its street or its locality.
    const rows = table(page).locator('tbody tr');
    await expect(rows.first()).toContainText(new RegExp(word, 'i'));
    for (const text of await rows.allTextContents()) expect(text).toMatch(new RegExp(word, 'i'));

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => searchOf(page).has('query')).toBe(false);

    await page.getByRole('navigation', { name: 'Portfolio pages' }).getByLabel('Page 2').click();
    await expect.poll(() => searchOf(page).get('page')).toBe('2');
    await expect(page.getByLabel('Page 2')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect.poll(() => searchOf(page).has('page')).toBe(false);

    await page.goto('/portfolio?page=9999');
    await expect.poll(() => Number(searchOf(page).get('page'))).toBeLessThan(9999);
    await expect(summary(page)).toBeVisible();

    const first = table(page).getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/property\/\d+$/);
  });

  test('should save a view and open it from its link as another user', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-write']);
    // The portal's Permissions-Policy keeps pages from reading the clipboard: note what is copied.
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return write(text);
      };
    });
    await signIn(page, DEMO.manager, { at: '/portfolio?facet=Overdue' });
    await opened(page);
    const name = `Overdue for the team ${Date.now()}`;
    await page.getByRole('button', { name: /^Saved views of Portfolio/ }).click();
    await page.getByRole('menuitem', { name: 'Save current filters as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current filters' });
    await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /Share with my agency/ }).check();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText(`View '${name}' saved`)).toBeVisible();

    await page.getByRole('button', { name: `Saved views of Portfolio: View: ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link to the view copied to clipboard')).toBeVisible();
    const link = await page.evaluate(() => (window as unknown as { copied: string }).copied);
    expect(new URL(link).pathname + new URL(link).search).toMatch(/^\/portfolio\?view=\d+$/);

    // Another user of the agency opens the link: the view's filters, not the link, in the URL.
    const other = await browser.newContext();
    const colleague = await other.newPage();
    await signIn(colleague, DEMO.master, { at: new URL(link).pathname + new URL(link).search });
    await expect(colleague.getByText(`Showing the view '${name}'`)).toBeVisible();
    await expect.poll(() => searchOf(colleague).getAll('facet')).toEqual(['Overdue']);
    expect(searchOf(colleague).has('view')).toBe(false);
    await opened(colleague);
    await expect(
      colleague.getByRole('button', { name: `Saved views of Portfolio: View: ${name}` }),
    ).toBeVisible();
    await other.close();
  });

  test('should say No properties found when nothing matches', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio?query=zzzzqqqq' });
    await expect(page.getByText('No properties found')).toBeVisible({ timeout: patience(15_000) });
    await page.getByRole('button', { name: 'Clear all filters' }).last().click();
    await expect(summary(page)).toBeVisible();
  });
});

test.describe('portfolio on smaller screens', () => {
  test('should show cards on a tablet and on a phone', async ({ page }) => {
    await signIn(page, DEMO.master, { at: LIGHT_PAGE });
    for (const [name, width] of [
      ['tablet-900', 900],
      ['phone-390', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await openPortfolio(page, '?facet=ComplianceIssues');
      await expect(table(page)).toBeHidden();
      await expect(page.getByRole('list', { name: 'Properties' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, name);
    }
  });
});
