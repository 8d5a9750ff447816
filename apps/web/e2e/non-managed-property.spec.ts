import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
// One at a time: the journey changes a property the other one opens.
test.describe.configure({ mode: 'default', timeout: patience(120_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each step and width. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/non-managed-${name}.png`, fullPage: true });
}

const DIALOG = 'Change residential rental property status';
/** Compliant properties of other providers: residential ones, whatever the journey left before. */
const COMPLIANT_LIST = '/portfolio?managed-by=OTHER&facet=Compliant';

const table = (page: Page) => page.getByRole('table', { name: 'Properties' });
const statusCard = (page: Page) => page.getByRole('region', { name: 'Residential status' });
const complianceCard = (page: Page) => page.getByRole('region', { name: 'Compliance' });

async function listSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toBeVisible();
}

async function changeStatus(page: Page, choose: (dialog: Locator) => Promise<void>) {
  await statusCard(page).getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The latest toast (an earlier change's may still show).
  await expect(page.getByText('Residential rental property status updated').last()).toBeVisible();
}

test.describe('a non-managed property', () => {
  test("should open another provider's property from the portfolio and change its residential status", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.manager, { at: COMPLIANT_LIST });
    await listSettled(page);
    const row = table(page).getByRole('link').first();
    const address = (await row.textContent()) ?? '';
    expect(address).not.toBe('');
    await row.click();

    await expect(page).toHaveURL(/\/non-managed-property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(statusCard(page).getByText('Residential rental property')).toBeVisible();
    await expect(complianceCard(page).getByText('Compliant')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'page-1280');

    // No type chosen: the dialog says why and stays open.
    await statusCard(page).getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await dialog.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Property type is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'dialog-1280');
    await dialog.getByRole('radio', { name: 'Strata' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Residential rental property status updated')).toBeVisible();
    await expect(statusCard(page).getByText('Non-residential property (Strata)')).toBeVisible();
    await expect(complianceCard(page).getByText('Non-residential property')).toBeVisible();

    // The compliant list it came from no longer holds it, without a reload.
    await page.goBack();
    await listSettled(page);
    await expect(table(page).getByRole('link', { name: address, exact: true })).toHaveCount(0);

    // Made residential again, it is compliant once more (as its services say).
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await changeStatus(page, (status) => status.getByRole('radio', { name: 'Yes' }).check());
    await expect(statusCard(page).getByText('Residential rental property')).toBeVisible();
    await expect(complianceCard(page).getByText('Compliant')).toBeVisible();
    // A reload reads what was stored.
    await page.reload();
    await expect(statusCard(page).getByText('Residential rental property')).toBeVisible();
  });

  test('should fit a phone, dialog included', async ({ page }) => {
    // Signed in at desktop width: a phone's header hides the greeting that signIn waits for.
    await signIn(page, DEMO.manager, { at: COMPLIANT_LIST });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(COMPLIANT_LIST);
    await listSettled(page);
    await page.getByRole('list', { name: 'Properties' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/non-managed-property\/\d+$/);
    await expect(statusCard(page)).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'page-375');

    await statusCard(page).getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await dialog.getByRole('radio', { name: 'No' }).check();
    await expect(dialog.getByRole('radiogroup', { name: 'Property type' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'dialog-375');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusCard(page).getByText('Residential rental property')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Property pages' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(page.getByRole('button', { name: 'Upload documents' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'documents-375');
  });
});
