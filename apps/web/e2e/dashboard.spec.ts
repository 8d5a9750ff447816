import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { AGENCIES, DEMO, searchOf, signIn } from './sign-in';

const urgentArea = (page: Page) => page.getByRole('region', { name: 'Urgent action required' });
const tabNames = async (page: Page) =>
  (await urgentArea(page).getByRole('tab').allTextContents()).map((name) =>
    name.replace(/\s*\(\d+\)$/, ''),
  );

/** The input of a Mantine Select (its listbox carries the same label). */
const selectInput = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

/** Chooses a property manager in the dashboard's selector. */
async function chooseManager(page: Page, name: string) {
  await selectInput(page, 'Property manager').click();
  await page.getByRole('option', { name }).click();
}

test.describe('dashboard', () => {
  test('should show demo.manager the integrated VIC dashboard without experiments', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager);

    await expect(page.getByRole('main').getByText(`Hi ${DEMO.manager.name}`)).toBeVisible();
    await expect(page.getByRole('main').getByText(AGENCIES.vic)).toBeVisible();
    // One agency: no switching. The agency's default manager is the user's own.
    await expect(page.getByRole('button', { name: 'Switch portfolio' })).toHaveCount(0);
    await expect(selectInput(page, 'Property manager')).toHaveValue(DEMO.manager.name);
    await expect(page.getByText('Total properties under management')).toBeVisible();
    await expect(urgentArea(page).getByRole('tab').first()).toBeVisible();
    expect(await tabNames(page)).toEqual([
      'Enrol new managements',
      'Resolve access issues',
      'Review urgent quotes',
      'Pay overdue invoices',
    ]);
    // Counts in brackets: the quotes tab's number is the urgent quotes listed under it.
    const quotesTab = urgentArea(page).getByRole('tab', { name: /^Review urgent quotes/ });
    await quotesTab.click();
    await expect(page).toHaveURL(/action-required-tab=urgent-quotes/);
    const count = Number((await quotesTab.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
    const list = urgentArea(page).getByRole('list', { name: 'Urgent quotes' });
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(count, 5));

    await urgentArea(page).getByRole('link', { name: 'View all quotes for review' }).click();
    await expect(page).toHaveURL(/\/portfolio\?/);
    expect(searchOf(page).getAll('facet')).toEqual(['UrgentQuotes', 'NonUrgentQuotes']);
  });

  test('should list as many rows as each tab counts, with its View all link', async ({ page }) => {
    await signIn(page, DEMO.manager);
    // Each tab: its list, the rows one page holds, and where its 'View all' link goes (if any).
    const tabs = [
      { name: 'Enrol new managements', list: 'New managements', pageSize: 10, viewAll: null },
      {
        name: 'Resolve access issues',
        list: 'Properties with access issues',
        pageSize: 5,
        viewAll: {
          label: 'View all properties with access issues',
          href: /^\/action-required\/access-issues/,
        },
      },
      {
        name: 'Review urgent quotes',
        list: 'Urgent quotes',
        pageSize: 5,
        viewAll: {
          label: 'View all quotes for review',
          href: /^\/portfolio\?facet=UrgentQuotes&facet=NonUrgentQuotes/,
        },
      },
      { name: 'Pay overdue invoices', list: 'Overdue invoices', pageSize: 5, viewAll: null },
    ];
    for (const tab of tabs) {
      const tabButton = urgentArea(page).getByRole('tab', { name: new RegExp(`^${tab.name}`) });
      await tabButton.click();
      const count = Number((await tabButton.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
      const rows = urgentArea(page).getByRole('list', { name: tab.list }).getByRole('listitem');
      if (count === 0) {
        await expect(urgentArea(page).getByText(/^No /).first()).toBeVisible();
      } else {
        await expect(rows).toHaveCount(Math.min(count, tab.pageSize));
      }
      if (tab.viewAll) {
        await expect(
          urgentArea(page).getByRole('link', { name: tab.viewAll.label }),
        ).toHaveAttribute('href', tab.viewAll.href);
      }
    }
    // The overdue invoices link appears only when there are more than one page shows.
    const invoicesTab = urgentArea(page).getByRole('tab', { name: /^Pay overdue invoices/ });
    const invoices = Number((await invoicesTab.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
    await expect(
      urgentArea(page).getByRole('link', { name: 'View all overdue invoices' }),
    ).toHaveCount(invoices > 5 ? 1 : 0);
  });

  test('should show demo.master the reported findings tab and no urgent quotes with ProblemRegister', async ({
    page,
  }) => {
    await signIn(page, DEMO.master);

    await expect(page.getByRole('button', { name: 'Switch portfolio' })).toBeVisible();
    await expect(urgentArea(page).getByRole('tab').first()).toBeVisible();
    const names = await tabNames(page);
    expect(names).toContain('Resolve reported findings');
    expect(names).not.toContain('Review urgent quotes');
    await urgentArea(page)
      .getByRole('tab', { name: /^Resolve reported findings/ })
      .click();
    await expect(page).toHaveURL(/action-required-tab=reported-findings/);
    await expect(
      urgentArea(page).getByRole('list', { name: 'Properties with reported findings' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("should apply a property manager to every block and show a tab's empty state", async ({
    page,
  }) => {
    await signIn(page, DEMO.manager);
    // In the demo data Gabriel O'Brien has no urgent access issues.
    await chooseManager(page, "Gabriel O'Brien");
    await expect(page).toHaveURL(/property-manager=\d+/);
    const managerId = searchOf(page).get('property-manager');

    await urgentArea(page).getByRole('tab', { name: 'Resolve access issues' }).click();
    await expect(urgentArea(page).getByText('No properties with access issues')).toBeVisible();

    await urgentArea(page)
      .getByRole('tab', { name: /^Pay overdue invoices/ })
      .click();
    await expect(
      urgentArea(page).getByRole('list', { name: 'Overdue invoices' }).getByRole('listitem'),
    ).not.toHaveCount(0);

    // The chart follows the manager, and a click on it lands on the filtered portfolio.
    await page
      .getByRole('list', { name: /Detector Inspector portfolio/ })
      .getByRole('link', { name: /properties with compliance issues$/ })
      .click();
    await expect(page).toHaveURL(/\/portfolio\?/);
    expect(searchOf(page).getAll('facet')).toEqual(['ComplianceIssues']);
    expect(searchOf(page).get('property-manager')).toBe(managerId);
  });

  test('should open the filtered portfolio when a chart segment is clicked', async ({ page }) => {
    await signIn(page, DEMO.manager);
    // The chart is drawn once its box comes into view.
    await page.getByRole('list', { name: /portfolio$/ }).scrollIntoViewIfNeeded();
    const sector = page.locator('.recharts-pie-sector').first();
    await expect(sector).toBeVisible();
    // Recharts draws the sectors as SVG paths under its own layers: click the sector itself.
    await sector.dispatchEvent('click');
    await expect(page).toHaveURL(/\/portfolio\?/);
    expect(searchOf(page).getAll('facet')).toHaveLength(1);
  });

  test('should find a demo property from the search card', async ({ page }) => {
    await signIn(page, DEMO.manager);
    const card = page.getByRole('region', { name: 'Find a property in your portfolio' });
    await card.getByRole('searchbox', { name: 'Search your portfolio' }).fill('Street');
    const results = card.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const first = results.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/property\/\d+$/);

    await card.getByRole('link', { name: /^View all [\d,]+ results$/ }).click();
    await expect(page).toHaveURL(/\/portfolio\?query=Street$/);
  });

  test('should use a dropdown for the tabs and pass axe at phone width', async ({ page }) => {
    await signIn(page, DEMO.manager);
    await page.setViewportSize({ width: 390, height: 844 });
    const picker = selectInput(page, 'Urgent actions');
    await expect(picker).toBeVisible();
    await picker.click();
    await page.getByRole('option', { name: /^Pay overdue invoices/ }).click();
    await expect(page).toHaveURL(/action-required-tab=overdue-invoices/);
    await expectNoSeriousAxeViolations(page);
  });
});
