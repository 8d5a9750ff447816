import { expect as baseExpect, test, type Page } from '@playwright/test';
import { portfolioCalls, PROPERTY_VIEW_MESSAGES, type TPortfolioItem } from '@portal/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(150_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each screen. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/property-${name}.png`, fullPage: true });
}

/** The first demo properties of the signed-in agency that match `test`, from the portfolio call. */
async function findProperty(page: Page, matches: (item: TPortfolioItem) => boolean) {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const res = await page.request.get(
      `${portfolioCalls.list.path}?page=${pageNumber}&page-size=100`,
    );
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { items: TPortfolioItem[] } };
    const found = data.items.find(matches);
    if (found) return found;
    if (data.items.length < 100) break;
  }
  throw new Error('No demo property matches');
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the property page', () => {
  test('should open a property from the portfolio and show its details, integrated and cancelled ones with their banners, and the 404 page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    const table = page.getByRole('table', { name: 'Properties' });
    const first = table.getByRole('link').first();
    const address = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Key details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'overview-1280');

    // The action menu, by keyboard: View property leads to the compliance system's page.
    await page.getByRole('button', { name: 'Property actions' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View property' })).toHaveAttribute(
      'href',
      /\/Properties\/view\/\d+$/,
    );
    await page.keyboard.press('Escape');

    // The documents sub-page lists the property's documents.
    await page
      .getByRole('navigation', { name: 'Property pages' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(page.getByRole('button', { name: 'Upload documents' })).toBeVisible();

    const integrated = await findProperty(
      page,
      (item) => item.isIntegrated && !item.flags.includes('CANCELLED'),
    );
    await page.goto(`/property/${integrated.compliancePropertyId}`);
    await expect(
      page.getByRole('list', { name: 'Property tags' }).getByText('Integrated'),
    ).toBeVisible();
    await expect(page.getByText(/changes can take up to 24 hours/)).toBeVisible();
    await page.getByRole('button', { name: 'Property actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'View property' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit tenancy' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Add tenancy' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await settled(page);
    await shoot(page, 'integrated-1280');

    const cancelled = await findProperty(page, (item) => item.flags.includes('CANCELLED'));
    await page.goto(`/property/${cancelled.compliancePropertyId}`);
    await expect(page.getByText(PROPERTY_VIEW_MESSAGES.cancelled)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Property tags' }).getByText('Cancelled'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Property actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cancel property' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Put service on hold' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await settled(page);
    await shoot(page, 'cancelled-1280');

    await page.goto('/property/2147483000');
    await expect(
      page.getByRole('heading', { level: 1, name: PROPERTY_VIEW_MESSAGES.notFound }),
    ).toBeVisible();
    await shoot(page, 'not-found-1280');

    // A phone: the page fits 375 px without scrolling sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/property/${integrated.compliancePropertyId}`);
    await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shoot(page, 'integrated-375');
    await page.goto(`/property/${cancelled.compliancePropertyId}`);
    await expect(page.getByText(PROPERTY_VIEW_MESSAGES.cancelled)).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shoot(page, 'cancelled-375');
  });
});
