import {
  callUrl,
  formatDate,
  holdCancellationCalls,
  portfolioCalls,
  propertyCalls,
  serviceLabels,
  toIsoDate,
  type TCancellationRequestSummary,
  type TPortfolioItem,
  type TPropertyView,
} from '@portal/contracts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { dataOf, NARROW, openPropertyAction, shooter, WIDE } from './journey';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ mode: 'default', timeout: patience(180_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each step and width. */
const shoot = shooter('hold-cancellation');

/**
 * A property of the agency where a hold can be requested and two services can still be
 * cancelled (the e2e database keeps earlier runs' requests, so each run finds a fresh one), past
 * the first pages of the portfolio, which other journeys open.
 */
async function requestableProperty(page: Page): Promise<TPropertyView> {
  for (let pageNo = 3; pageNo <= 12; pageNo += 1) {
    const list = await dataOf<{ items: TPortfolioItem[] }>(
      page,
      callUrl(portfolioCalls.list, { query: { page: pageNo } }),
    );
    for (const item of list.items) {
      const id = item.compliancePropertyId;
      const property = await dataOf<TPropertyView>(
        page,
        callUrl(propertyCalls.detail, { params: { id } }),
      );
      if (!property.actions.canHold || !property.actions.canCancel) continue;
      const summary = await dataOf<TCancellationRequestSummary>(
        page,
        callUrl(holdCancellationCalls.cancellationSummary, { params: { id } }),
      );
      const open = summary.cancellableServices.filter((s) => !s.isPendingCancellation);
      if (summary.canSelectServices && open.length >= 2) return property;
    }
  }
  throw new Error('No property left to request a hold and a cancellation for');
}

test('should request a hold and a cancellation through both steps as a property manager', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
  const property = await requestableProperty(page);
  const holdable = property.services.find((s) => s.isHoldable)!;
  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { name: property.addressLine1 })).toBeVisible();

  // --- hold: the rules, then REQUEST → CONFIRM, Back, CONFIRM, submit ---
  const hold = await openPropertyAction(page, 'Put service on hold', 'Request service hold');
  await expect(hold.getByText('Step 1 of 2: Request')).toBeVisible();
  await expect(hold.getByText('Requests are processed within 48 hours.')).toBeVisible();
  await hold.getByRole('button', { name: 'Next' }).click();
  await expect(hold.getByText('Must request to hold at least one service')).toBeVisible();
  await expect(hold.getByText('Date is required')).toBeVisible();
  await expect(hold.getByText('Reason is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const day = new Date();
  day.setDate(day.getDate() + 21);
  const holdUntil = formatDate(toIsoDate(day));
  const serviceName = serviceLabels[holdable.shortName];
  await hold.getByRole('checkbox', { name: serviceName }).check();
  const date = hold.getByRole('textbox', { name: 'Hold until' });
  await date.fill(holdUntil);
  await date.press('Tab');
  await hold.getByRole('textbox', { name: 'Reason' }).fill('Owner renovating the kitchen');
  await shoot(page, 'hold-request-1280');
  await hold.getByRole('button', { name: 'Next' }).click();

  await expect(hold.getByText('Step 2 of 2: Confirm')).toBeVisible();
  await expect(hold.getByText(holdUntil)).toBeVisible();
  await expect(hold.getByText(serviceName, { exact: true })).toBeVisible();
  await expect(hold.getByText('Owner renovating the kitchen')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'hold-confirm-1280');
  await page.setViewportSize(NARROW);
  await shoot(page, 'hold-confirm-375');
  await hold.getByRole('button', { name: 'Back' }).click();
  await expect(hold.getByText('Step 1 of 2: Request')).toBeVisible();
  await expect(hold.getByRole('textbox', { name: 'Hold until' })).toHaveValue(holdUntil);
  await shoot(page, 'hold-request-375');
  await hold.getByRole('button', { name: 'Next' }).click();
  await hold.getByRole('button', { name: 'Submit request' }).click();

  await expect(page.getByText('Service hold requested')).toBeVisible();
  await expect(hold).toBeHidden();
  await expect(page.getByText(`On hold until ${holdUntil}`).first()).toBeVisible();

  // --- cancellation: grouped reasons, one service, notes; Back; submit ---
  const cancel = await openPropertyAction(page, 'Cancel property', 'Request service cancellation');
  await expect(cancel.getByText('Step 1 of 2: Request')).toBeVisible();
  await cancel.getByRole('button', { name: 'Next' }).click();
  await expect(cancel.getByText('Please select a cancellation reason')).toBeVisible();
  await expect(cancel.getByText('Must request to cancel at least one service')).toBeVisible();
  await cancel.getByRole('combobox', { name: 'Cancellation reason' }).click();
  await page.getByRole('option', { name: 'Owner now self-manages' }).click();
  const service = cancel.getByRole('checkbox', { disabled: false }).first();
  await service.check();
  await cancel.getByRole('textbox', { name: /Notes/ }).fill('The owner will manage it.');
  await shoot(page, 'cancel-request-375');
  await cancel.getByRole('button', { name: 'Next' }).click();

  await expect(cancel.getByText('Step 2 of 2: Confirm')).toBeVisible();
  await expect(cancel.getByText('Management lost: Owner now self-manages')).toBeVisible();
  await shoot(page, 'cancel-confirm-375');
  await page.setViewportSize(WIDE);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'cancel-confirm-1280');
  await cancel.getByRole('button', { name: 'Back' }).click();
  await expect(cancel.getByRole('checkbox', { disabled: false }).first()).toBeChecked();
  await shoot(page, 'cancel-request-1280');
  await cancel.getByRole('button', { name: 'Next' }).click();
  await cancel.getByRole('button', { name: 'Submit request' }).click();

  await expect(page.getByText('Service cancellation requested')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(page.getByText('Cancellation pending').first()).toBeVisible();
  await shoot(page, 'property-after-1280');
  await page.setViewportSize(NARROW);
  await shoot(page, 'property-after-375');
});
