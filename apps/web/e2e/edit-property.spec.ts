import { callUrl, portfolioCalls, type TPortfolioItem } from '@portal/contracts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
// One at a time: the journeys edit properties of the same agency.
test.describe.configure({ mode: 'default', timeout: patience(120_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each step and width. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-property-${name}.png` });
}

/** A property of the signed-in agency, integrated or not, read from the portfolio call. */
async function propertyOf(page: Page, integrated: boolean, skip = 0): Promise<TPortfolioItem> {
  const found: TPortfolioItem[] = [];
  for (let page_ = 1; page_ <= 10 && found.length <= skip; page_ += 1) {
    const answer = await page.request.get(callUrl(portfolioCalls.list, { query: { page: page_ } }));
    const { data } = (await answer.json()) as { data: { items: TPortfolioItem[] } };
    found.push(...data.items.filter((item) => item.isIntegrated === integrated));
  }
  expect(found.length, `an ${integrated ? '' : 'un'}integrated property`).toBeGreaterThan(skip);
  return found[skip]!;
}

/**
 * Opens the edit property dialog from the property page: its 'Update key number' action (a
 * button, or an item of the page's actions menu).
 */
async function openEditProperty(page: Page, propertyId: number) {
  await page.goto(`/property/${propertyId}`);
  const action = page
    .getByRole('button', { name: 'Update key number' })
    .or(page.getByRole('menuitem', { name: 'Update key number' }));
  const menu = page.getByRole('button', { name: /actions/i });
  await expect(action.or(menu).first()).toBeVisible();
  if (!(await action.first().isVisible())) {
    await page
      .getByRole('button', { name: /actions/i })
      .first()
      .click();
  }
  await action.first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit property' });
  await expect(dialog.getByRole('textbox', { name: 'Key number' })).toBeVisible();
  return dialog;
}

test.describe('edit property at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should save keys with a temporary expiry after confirming the changes', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const property = await propertyOf(page, false);
    // A key number of this run's own, so the change shows whatever earlier runs stored.
    const keyName = `K-E2E-${Date.now() % 100_000}`;
    const dialog = await openEditProperty(page, property.compliancePropertyId);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('switch', { name: 'Agency key available to be picked up' }).check();
    const keyNumber = dialog.getByRole('textbox', { name: 'Key number' });
    await keyNumber.fill(keyName);
    await dialog.getByRole('radio', { name: 'Temporary' }).check();
    // A date kept from an earlier run of this journey is cleared first.
    const clear = dialog.getByRole('button', { name: 'Clear the expiry date' });
    if (await clear.isVisible()) await clear.click();

    // Without a date the rule says so.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(
      dialog.getByText('There must be an expiration date if key is temporarily available'),
    ).toBeVisible();

    // The picker offers 1 to 5 months ahead: two months on, the 15th.
    const day = new Date();
    day.setMonth(day.getMonth() + 2, 15);
    const dayName = day.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await dialog.getByRole('button', { name: /Temporary key expires on/ }).click();
    const target = page.getByRole('button', { name: dayName, exact: true });
    for (let i = 0; i < 5 && !(await target.isVisible()); i += 1) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await target.click();
    await expect(target).toBeHidden();
    await dialog
      .getByRole('textbox', { name: 'Key onsite notes' })
      .fill('In the lockbox by the side gate');
    await shoot(page, 'edit-desktop-1280');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByText('Step 2 of 2: Confirm changes')).toBeVisible();
    const changes = dialog.getByRole('list');
    await expect(changes.getByText('Key number', { exact: true })).toBeVisible();
    await expect(changes.getByText(`Now: ${keyName}`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'confirm-desktop-1280');

    // Back keeps what was typed.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(keyNumber).toHaveValue(keyName);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Property updated')).toBeVisible();
    await expect(page.getByText(/Key number.* updated/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await shoot(page, 'saved-desktop-1280');

    // Opened again, the dialog shows what is stored now.
    const again = await openEditProperty(page, property.compliancePropertyId);
    await expect(again.getByRole('textbox', { name: 'Key number' })).toHaveValue(keyName);
    await expect(again.getByRole('radio', { name: 'Temporary' })).toBeChecked();
    await expect(again.getByRole('button', { name: /Temporary key expires on/ })).toHaveText(
      day.toLocaleDateString('en-GB'),
    );
  });

  test('should refuse onsite notes that are too short or too long', async ({ page }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const property = await propertyOf(page, false, 1);
    const dialog = await openEditProperty(page, property.compliancePropertyId);
    await dialog.getByRole('radio', { name: 'Available (Yes)' }).check();
    const notes = dialog.getByRole('textbox', { name: 'Key onsite notes' });

    await notes.fill('Gate');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(
      dialog.getByText('Key onsite notes must be at least 5 characters long'),
    ).toBeVisible();

    await notes.fill('x'.repeat(501));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Message should be 500 characters or less')).toBeVisible();
    await expect(dialog.getByText('Step 1 of 2: Edit details')).toBeVisible();
    await shoot(page, 'notes-desktop-1280');

    // Closing with unsaved changes asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByText('Are you sure you want to close without saving your changes?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close without saving changes' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('edit property at phone width', () => {
  test('should keep the agency key read-only when the property is integrated', async ({ page }) => {
    // Signed in at desktop width, where the header greets the user; then a phone's width.
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    await page.setViewportSize({ width: 375, height: 812 });
    const property = await propertyOf(page, true);
    const dialog = await openEditProperty(page, property.compliancePropertyId);
    await expect(dialog.getByText('This property is integrated')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Key number' })).not.toBeEditable();
    await expect(
      dialog.getByRole('switch', { name: 'Agency key available to be picked up' }),
    ).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'integrated-phone-375');

    // Its onsite key is still the agency's to change.
    await dialog.getByRole('radio', { name: 'Unavailable (No)' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 2 of 2: Confirm changes')).toBeVisible();
    await shoot(page, 'integrated-confirm-phone-375');
  });
});
