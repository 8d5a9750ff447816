import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

// Every figure of the dashboard that links to a list (the stat cards, 'By service', the
// actions-required panel, both charts and their totals) is clicked, and the list it opens must
// hold as many items as the figure says; each urgent-action tab holds what its count says.

/** The figures the dashboard links (each link carries its number in data-figure; the 'By
 * service' popover's are outside the main region). */
const figureLinks = (page: Page) => page.locator('a[data-figure]');

/** The list summary of /portfolio ('Showing 1–20 of 267 properties'): its total. */
async function listTotal(page: Page): Promise<number> {
  const summary = page.getByRole('status').filter({ hasText: /^Showing / });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = (await summary.textContent()) ?? '';
  const total = /([\d,]+)\s+propert/.exec(text)?.[1];
  expect(total, text).toBeDefined();
  return Number(total!.replace(/,/g, ''));
}

const urgentArea = (page: Page) => page.getByRole('region', { name: 'Urgent action required' });

/** 'Pay overdue invoices (23)' → 23; a tab without a count has none. */
const tabCount = async (tab: Locator) =>
  Number(/\((\d[\d,]*)\)/.exec((await tab.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0);

/** Opens the dashboard at `at` once its chart (the last block to load) is drawn. */
async function openDashboard(page: Page, at: string) {
  await page.goto(at);
  const chart = at.includes('graphs-tab=other-service-providers')
    ? "Other service providers' portfolio"
    : /portfolio$/;
  await expect(page.getByRole('list', { name: chart })).toBeVisible();
  await expect(figureLinks(page).first()).toBeVisible();
}

async function returnTo(page: Page, at: string) {
  await page.goBack();
  await page.waitForURL((url) => url.pathname + url.search === at);
  await expect(figureLinks(page).first()).toBeVisible();
}

/** 'By service' keeps its figures in a popover: opened when one of them is wanted. */
async function openServices(page: Page) {
  await page.getByRole('button', { name: 'By service' }).click();
  await expect(page.getByRole('list', { name: 'Properties by service' })).toBeVisible();
}

/** Clicks every figure link of the dashboard at `at` and checks each list's total. */
async function expectEveryFigureReconciles(page: Page, at: string) {
  await openDashboard(page, at);
  const hasServices = (await page.getByRole('button', { name: 'By service' }).count()) > 0;
  if (hasServices) await openServices(page);
  const figures = await figureLinks(page).evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      value: Number(link.getAttribute('data-figure')),
      name: link.getAttribute('aria-label') ?? link.textContent ?? '',
      inServices: link.closest('[aria-label="Properties by service"]') !== null,
    })),
  );
  expect(figures.length, JSON.stringify(figures)).toBeGreaterThan(5);
  for (const [i, figure] of figures.entries()) {
    // Back to the dashboard as a person would (its figures are still cached).
    if (i > 0) await returnTo(page, at);
    if (figure.inServices) await openServices(page);
    await figureLinks(page)
      .and(page.locator(`[href="${figure.href}"]`))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname + url.search === figure.href);
    const url = new URL(page.url());
    if (url.pathname === '/portfolio') {
      expect(await listTotal(page), `${figure.name} → ${figure.href}`).toBe(figure.value);
    } else {
      // A dashboard tab: the list under it, whose count is in its name.
      expect(url.pathname).toBe('/');
      const tab = urgentArea(page).getByRole('tab', { selected: true });
      expect(await tabCount(tab), `${figure.name} → ${figure.href}`).toBe(figure.value);
    }
  }
}

/** Each urgent-action tab lists as many rows as its count says (up to a page). */
async function expectEveryTabReconciles(page: Page, at: string) {
  await openDashboard(page, at);
  const tabs = urgentArea(page).getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = urgentArea(page).getByRole('tabpanel');
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    const figure = await tabCount(tab);
    const pageSize = /new managements/i.test((await tab.textContent()) ?? '') ? 10 : 5;
    const rows = panel.getByRole('list').first().locator(':scope > li');
    if (figure === 0) await expect(rows).toHaveCount(0);
    else await expect(rows).toHaveCount(Math.min(figure, pageSize));
  }
}

test.describe('dashboard figures', () => {
  test('should open, from every figure and tab, a list of exactly that many items', async ({
    page,
  }) => {
    // demo.master reads the lists' new models (access-issue cases, reported findings); the
    // server's reconciliation test covers the old ones and every agency and manager.
    test.setTimeout(patience(120_000));
    await signIn(page, DEMO.master, { at: '/?property-manager=all' });
    await expectEveryFigureReconciles(page, '/?property-manager=all');
    await expectEveryFigureReconciles(
      page,
      '/?property-manager=all&graphs-tab=other-service-providers',
    );
    await expectEveryTabReconciles(page, '/?property-manager=all');
  });
});
