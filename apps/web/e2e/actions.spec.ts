import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

// Screenshots for a visual check, when asked for (ACTIONS_SCREENSHOTS=<directory>).
const SHOTS = process.env.ACTIONS_SCREENSHOTS;

const urgentArea = (page: Page) => page.getByRole('region', { name: 'Urgent action required' });

async function shoot(target: Locator, name: string, width: number) {
  if (!SHOTS) return;
  // In the middle of the window, clear of the sticky header.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
}

/** Opens the forward dialog of the first overdue invoice. */
async function openForward(page: Page): Promise<Locator> {
  const list = urgentArea(page).getByRole('list', { name: 'Overdue invoices' });
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Forward invoice/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forward invoice' });
  await expect(dialog.getByRole('textbox', { name: 'To' })).toBeVisible();
  return dialog;
}

/** Every refusal of the forward form, each saying why. */
async function refuseAddresses(dialog: Locator) {
  const to = dialog.getByRole('textbox', { name: 'To' });
  const cc = dialog.getByRole('textbox', { name: 'CC' });
  await to.fill('owner@example');
  await to.press('Enter');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(to).toHaveValue('owner@example');

  // Six addresses pasted at once: five are taken, the sixth is refused and stays.
  await to.fill('');
  await to.fill(
    'r1@example.com, r2@example.com, r3@example.com, r4@example.com, r5@example.com, r6@example.com,',
  );
  await expect(dialog.getByRole('button', { name: /^Remove r\d@example.com$/ })).toHaveCount(5);
  await expect(dialog.getByText('A maximum of 5 To emails are allowed')).toBeVisible();
  await expect(to).toHaveValue('r6@example.com');

  await cc.fill('R1@example.com');
  await cc.press('Enter');
  await expect(
    dialog.getByText(
      'One or more email addresses are already included in the "To" section (R1@example.com)',
    ),
  ).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Remove R1@example.com', exact: true }),
  ).toHaveCount(0);
}

test.describe('actions that say what happened', () => {
  // Sign-in, axe and a background job each take a while when the machine is busy.
  test.describe.configure({ timeout: patience(120_000) });

  test('should say why the forward form refuses an address and send nothing', async ({ page }) => {
    await signIn(page, DEMO.manager, {
      at: '/?action-required-tab=overdue-invoices&property-manager=all',
    });
    let forwards = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/v1\/invoice\/\d+\/forward$/.test(request.url()))
        forwards++;
    });
    const dialog = await openForward(page);
    await refuseAddresses(dialog);
    await dialog.getByRole('button', { name: 'Forward' }).click();
    await expect(dialog.getByText('A maximum of 5 To emails are allowed')).toBeVisible();
    expect(forwards).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await shoot(dialog, 'forward-refusals', 1280);

    if (SHOTS) {
      // A phone lays the dashboard out anew, which closes the dialog: open it again there.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.setViewportSize({ width: 375, height: 812 });
      await refuseAddresses(await openForward(page));
      await shoot(page.getByRole('dialog', { name: 'Forward invoice' }), 'forward-refusals', 375);
    }
  });

  test('should turn an uploading invoice row into its result without a reload', async ({
    page,
  }) => {
    // The test server's software refuses every upload (playwright.config.ts), as if it were down.
    await signIn(page, DEMO.manager, {
      at: '/?action-required-tab=overdue-invoices&property-manager=all',
    });
    const list = urgentArea(page).getByRole('list', { name: 'Overdue invoices' });
    const uploadButton = /^(Upload|Retry upload) of invoice/;
    const uploadable = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: uploadButton }) });
    await expect(uploadable.first()).toBeVisible();
    // The last one: the billing journey uploads the first of its own list.
    const number =
      (await uploadable
        .last()
        .getByText(/^INV\d+$/)
        .first()
        .textContent()) ?? '';
    const row = list.getByRole('listitem').filter({ has: page.getByText(number, { exact: true }) });

    await row.getByRole('button', { name: uploadButton }).click();
    await expect(row.getByRole('button', { name: `Uploading invoice #${number}` })).toBeDisabled();
    await shoot(row, 'upload-uploading', 1280);

    // No reload and no clock: the list asks again by itself while the row is uploading.
    await expect(
      row.getByText('Last upload failed: PropertyMe did not answer in time. Please retry.'),
    ).toBeVisible({
      timeout: patience(20_000),
    });
    await expect(
      row.getByRole('button', { name: `Retry upload of invoice #${number}` }),
    ).toBeEnabled();
    await shoot(row, 'upload-result', 1280);
    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(row.getByText(/^Last upload failed: /)).toBeVisible();
      await shoot(row, 'upload-result', 375);
    }
  });

  test('should toast a dismissed new management with Undo that restores it', async ({ page }) => {
    await signIn(page, DEMO.manager, {
      at: '/?action-required-tab=new-managements&property-manager=all',
    });
    const list = urgentArea(page).getByRole('list', { name: 'New managements' });
    const enrollable = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Enrol property/ }) });
    await expect(enrollable.first()).toBeVisible();
    // The last one: the billing journey dismisses one of the first.
    const menu = enrollable.last().getByRole('button', { name: /^More actions for/ });
    const address = ((await menu.getAttribute('aria-label')) ?? '').replace(
      'More actions for ',
      '',
    );
    const row = list.getByRole('listitem').filter({ hasText: address });

    await menu.click();
    await page.getByRole('menuitem', { name: 'Dismiss' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dismiss new management?' });
    await confirm.getByRole('button', { name: 'Dismiss' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'New management dismissed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`${address} is no longer listed.`);
    await expect(row).toHaveCount(0);
    await shoot(toast, 'dismiss-undo-toast', 1280);
    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(toast, 'dismiss-undo-toast', 375);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await toast.getByRole('button', { name: `Undo dismissing ${address}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'New management restored' }),
    ).toBeVisible();
    await expect(row.getByRole('link', { name: /^Enrol property/ })).toBeVisible();
  });
});
