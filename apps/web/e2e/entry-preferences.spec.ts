import {
  callUrl,
  entryPreferencesCalls,
  formatDate,
  portfolioCalls,
  propertyCalls,
  type TPortfolioItem,
  type TPropertyEntryPreferences,
  type TPropertyView,
} from '@portal/contracts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { dataOf, shooter } from './journey';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(180_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each step and width. */
const shoot = shooter('entry-preferences');

/**
 * A property whose menu offers the one-off entry notification and whose entry notification has
 * no allowance yet (the e2e database keeps earlier runs' changes), past the portfolio's first pages.
 */
async function offeringProperty(
  page: Page,
): Promise<{ property: TPropertyView; prefs: TPropertyEntryPreferences }> {
  for (let pageNo = 14; pageNo <= 24; pageNo += 1) {
    const list = await dataOf<{ items: TPortfolioItem[] }>(
      page,
      callUrl(portfolioCalls.list, { query: { page: pageNo } }),
    );
    for (const item of list.items) {
      const property = await dataOf<TPropertyView>(
        page,
        callUrl(propertyCalls.detail, { params: { id: item.compliancePropertyId } }),
      );
      if (!property.actions.canRequestOneOffEntryNotification) continue;
      const prefs = await dataOf<TPropertyEntryPreferences>(
        page,
        callUrl(entryPreferencesCalls.preferences, { params: { id: property.id } }),
      );
      if (!prefs.tempPreferences.internalEnPreference.enabled) return { property, prefs };
    }
  }
  throw new Error('No property offers a one-off entry notification');
}

test('should allow entry until a date and request a one-off entry notification as a property manager', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
  const { property, prefs } = await offeringProperty(page);
  const window = prefs.tempExpireDateSettings;

  // The property's Entry preferences tab: allow entry notification until a date.
  await page.goto(`/property/${property.id}`);
  await page
    .getByRole('navigation', { name: 'Property pages' })
    .getByRole('link', { name: 'Entry preferences' })
    .click();
  await expect(page.getByRole('heading', { name: 'Entry method preferences' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Off the tab just clicked: its hover colour is not what the page shows.
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'tab-1280');

  await page.getByRole('button', { name: 'Change Entry notification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Allow until date' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Expiration date is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Allowed until' }).fill(formatDate(window.max));
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Call the tenant the day before');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'dialog-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Entry method preference Entry notification updated successfully'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('listitem', { name: 'Entry notification' })
      .getByText(`Allowed until ${formatDate(window.max)}`),
  ).toBeVisible();

  // The property menu: request a one-off entry notification for a service.
  await page.getByRole('button', { name: 'Property actions' }).click();
  await page.getByRole('menuitem', { name: 'Request one-off EN' }).click();
  const request = page.getByRole('dialog', { name: 'Request one-off entry notification' });
  await request.getByRole('button', { name: 'Request' }).click();
  await expect(request.getByText('Please select a service')).toBeVisible();
  await request.getByRole('checkbox').first().check();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'one-off-1280');
  await request.getByRole('button', { name: 'Request' }).click();
  await expect(
    page.getByText(
      'One-off entry notification will be applied to the next booking for this property',
    ),
  ).toBeVisible();
  await expect(request).toBeHidden();

  // demo.manager has no AgencyEntryMethod experiment: no way to the agency's defaults.
  await expect(page.getByRole('link', { name: 'Agency defaults' })).toHaveCount(0);

  // A phone's width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/property/${property.id}/entry-preferences`);
  await expect(page.getByRole('button', { name: 'Change Appointment' })).toBeVisible();
  // The last tab, past the phone's width in the row, is scrolled into view as the open one.
  await expect(
    page.getByRole('navigation', { name: 'Property pages' }).getByRole('link', {
      name: 'Entry preferences',
    }),
  ).toBeInViewport({ ratio: 0.95 });
  await shoot(page, 'tab-375');
  await page.getByRole('button', { name: 'Change Appointment' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Allow until date' }).check();
  await shoot(page, 'dialog-375');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Property actions' }).click();
  await page.getByRole('menuitem', { name: 'Request one-off EN' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Request one-off entry notification' }),
  ).toBeVisible();
  await shoot(page, 'one-off-375');
});

test("should lead from a property's preferences to the agency's defaults with the AgencyEntryMethod experiment", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master, { at: LIGHT_PAGE });
  const list = await dataOf<{ items: TPortfolioItem[] }>(page, callUrl(portfolioCalls.list, {}));
  await page.goto(`/property/${list.items[0]!.compliancePropertyId}/entry-preferences`);
  await page.getByRole('link', { name: 'Agency defaults' }).click();
  await expect(page).toHaveURL(/\/settings\/entry-method-preferences$/);
  await expect(page.getByRole('heading', { name: 'Entry method preferences' })).toBeVisible();
  await expect(page.getByText('Tenant requested key entry')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'agency-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'agency-375');
});
