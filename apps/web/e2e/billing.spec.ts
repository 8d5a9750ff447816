import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

// The outbox of the server playwright.config.ts starts: DATA_DIR + OUTBOX_DIR ('outbox').
const port = process.env.E2E_PORT ?? '3100';
const OUTBOX = path.resolve(
  import.meta.dirname,
  '../../../data',
  port === '3100' ? 'e2e' : `e2e-${port}`,
  'outbox',
);
// Screenshots for a visual check, when asked for (BILLING_SCREENSHOTS=<directory>).
const SHOTS = process.env.BILLING_SCREENSHOTS;

const urgentArea = (page: Page) => page.getByRole('region', { name: 'Urgent action required' });
const overdueList = (page: Page) =>
  urgentArea(page).getByRole('list', { name: 'Overdue invoices' });
const invoiceNumberOf = async (row: Locator) =>
  (await row
    .getByText(/^INV\d+$/)
    .first()
    .textContent()) ?? '';

async function shoot(page: Page, name: string, widths = [1280, 390], part?: Locator | 'viewport') {
  if (!SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 400 ? 844 : 900 });
    // The part under test: the one given, an open dialog, else the urgent-action area.
    const dialog = page.getByRole('dialog');
    const file = path.join(SHOTS, `${name}-${width}.png`);
    if (part === 'viewport') {
      await page.screenshot({ path: file });
      continue;
    }
    const target = part ?? ((await dialog.count()) > 0 ? dialog.first() : urgentArea(page));
    await target.screenshot({ path: file });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openOverdueInvoices(page: Page) {
  // Every property manager's invoices: more rows, some of them uploadable.
  await signIn(page, DEMO.manager, {
    at: '/?action-required-tab=overdue-invoices&property-manager=all',
  });
  await expect(overdueList(page).getByRole('listitem').first()).toBeVisible();
}

/** The .eml files of the outbox that mention `text`. */
async function emailsWith(text: string): Promise<string[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const content = await readFile(path.join(OUTBOX, name), 'utf8');
    if (content.includes(text)) found.push(content);
  }
  return found;
}

test.describe('billing', () => {
  // Sign-in through the compliance system, axe and a background job each take a while when the
  // machine is busy.
  test.describe.configure({ timeout: patience(150_000) });

  test('should download the invoice PDF from the overdue invoices tab', async ({ page }) => {
    await openOverdueInvoices(page);
    const row = overdueList(page).getByRole('listitem').first();
    const number = await invoiceNumberOf(row);
    await expect(row.getByText(/^\$[\d,]+\.\d\d inc\. GST$/)).toBeVisible();
    await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'overdue-invoices');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download invoice #${number}` }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const saved = await readFile(await download.path());
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(`Invoice #${number} downloaded`)).toBeVisible();
  });

  test('should forward an invoice by email with its PDF attached', async ({ page }) => {
    await openOverdueInvoices(page);
    const row = overdueList(page).getByRole('listitem').first();
    const number = await invoiceNumberOf(row);
    const to = `landlord.${Date.now()}@example.com`;
    const cc = `accounts.${Date.now()}@example.com`;

    await row.getByRole('button', { name: `Forward invoice #${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Forward invoice' });
    await expect(dialog).toBeVisible();
    // The form's own rules first: a To address is required.
    await dialog.getByRole('button', { name: 'Forward' }).click();
    await expect(dialog.getByText('At least one email is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'To' }).fill(to);
    await page.getByRole('option', { name: /Add new email/ }).click();
    await dialog.getByRole('textbox', { name: 'CC' }).fill(cc);
    await dialog.getByRole('textbox', { name: 'CC' }).press('Enter');
    await dialog
      .getByRole('textbox', { name: 'Message (optional)' })
      .fill('Please arrange payment of this invoice.');
    await expectNoSeriousAxeViolations(page);
    // A phone lays the tabs out anew (the dialog would close): its picture comes afterwards.
    await shoot(page, 'forward-invoice', [1280]);
    await dialog.getByRole('button', { name: 'Forward' }).click();

    await expect(page.getByText('Invoice email forwarded')).toBeVisible();
    await expect(
      page.getByText('The specified recipient(s) should receive the email shortly.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // Sent in the background: the .eml appears in the server's outbox.
    await expect
      .poll(async () => (await emailsWith(to)).length, { timeout: patience(20_000) })
      .toBe(1);
    const [eml = ''] = await emailsWith(to);
    expect(eml).toMatch(new RegExp(`^To: .*${to.replace('.', '\\.')}`, 'm'));
    expect(eml).toMatch(new RegExp(`^Cc: .*${cc.replace('.', '\\.')}`, 'm'));
    expect(eml).toContain(number);
    expect(eml).toMatch(/Content-Type: application\/pdf/i);

    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await overdueList(page)
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Forward invoice/ })
        .click();
      await dialog.getByRole('textbox', { name: 'To' }).fill('owner@example.com');
      await dialog.getByRole('textbox', { name: 'To' }).press('Enter');
      await dialog.getByRole('button', { name: 'Forward' }).focus();
      await dialog.screenshot({ path: path.join(SHOTS, 'forward-invoice-390.png') });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test('should show a refused upload with its error and retry it', async ({ page }) => {
    // The overdue list asks again every few seconds while an invoice uploads: the clock jumps.
    await page.clock.install();
    await openOverdueInvoices(page);
    const uploadable = overdueList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^(Upload|Retry upload) of invoice/ }) })
      .first();
    const number = await invoiceNumberOf(uploadable);
    const row = overdueList(page)
      .getByRole('listitem')
      .filter({ has: page.getByText(number, { exact: true }) });
    const uploadingButton = row.getByRole('button', { name: `Uploading invoice #${number}` });
    const retryButton = row.getByRole('button', { name: `Retry upload of invoice #${number}` });

    // The test server's simulated software refuses every upload (playwright.config.ts).
    for (const attempt of ['first', 'retry']) {
      await row.getByRole('button', { name: /^(Upload|Retry upload) of invoice/ }).click();
      await expect(page.getByText(`Invoice #${number} started uploading`).first()).toBeVisible();
      await expect(uploadingButton).toBeDisabled();
      await expect(row.getByText(/^Last upload failed/)).toHaveCount(0);
      if (attempt === 'first') await shoot(page, 'invoice-uploading');

      await expect
        .poll(
          async () => {
            await page.clock.fastForward('01:00');
            return retryButton.isVisible();
          },
          { timeout: patience(30_000), intervals: [1_000] },
        )
        .toBe(true);
      await expect(row.getByText(/^Last upload failed: .+/)).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'invoice-upload-failed');
  });

  test('should download, detail and forward an urgent quote', async ({ page }) => {
    await signIn(page, DEMO.manager, {
      at: '/?action-required-tab=urgent-quotes&property-manager=all',
    });
    const list = urgentArea(page).getByRole('list', { name: 'Urgent quotes' });
    const row = list.getByRole('listitem').first();
    await expect(row).toBeVisible();
    const toggle = row.getByRole('button', { name: /^Details of quote/ });
    const number = ((await toggle.getAttribute('aria-label')) ?? '').replace(
      'Details of quote ',
      '',
    );

    await toggle.click();
    await expect(row.getByText('Estimated price')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'urgent-quotes');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download quote ${number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`quote-${number}.pdf`);
    await expect(page.getByText(`Quote ${number} downloaded`)).toBeVisible();

    const to = `owner.${Date.now()}@example.com`;
    await row.getByRole('button', { name: `Forward quote ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Forward quote' });
    await dialog.getByRole('textbox', { name: 'To' }).fill(to);
    await dialog.getByRole('textbox', { name: 'To' }).press('Enter');
    await dialog.getByRole('checkbox', { name: /Subscribe to notifications/ }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Forward' }).click();
    await expect(page.getByText('Quote email forwarded')).toBeVisible();
    await expect
      .poll(async () => (await emailsWith(to)).length, { timeout: patience(20_000) })
      .toBe(1);
  });

  test('should forward three quotes at once to their landlords', async ({ page }) => {
    await signIn(page, DEMO.manager, {
      at: '/?action-required-tab=urgent-quotes&property-manager=all',
    });
    const list = urgentArea(page).getByRole('list', { name: 'Urgent quotes' });
    const boxes = list.getByRole('checkbox', { name: /^Select Quote / });
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThanOrEqual(3);
    const labels: string[] = [];
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).check();
      labels.push(((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    }
    const bar = page.getByRole('region', { name: 'Actions on the selected rows' });
    await expect(bar).toContainText('3 selected');
    await shoot(page, 'bulk-bar', [1280, 375], 'viewport');

    await bar.getByRole('button', { name: 'Forward to landlords' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forward 3 quotes to their landlords?' });
    await dialog.getByRole('button', { name: 'Forward quotes' }).click();

    // Each quote's result in words: sent to its landlords, or not sent for want of an email.
    const results = urgentArea(page).getByRole('list', { name: 'Results of the bulk action' });
    await expect(urgentArea(page).getByRole('button', { name: 'Dismiss results' })).toBeVisible({
      timeout: patience(20_000),
    });
    await expect(results.getByRole('listitem')).toHaveCount(3);
    for (const label of labels) {
      await expect(results.getByRole('listitem').filter({ hasText: label })).toContainText(
        /Sent to .+@|No landlord email on record/,
      );
    }
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'bulk-results', [1280, 375]);

    // Every quote sent is in the outbox, addressed to its landlords.
    const sent = await results.getByRole('listitem').filter({ hasText: 'Sent to' }).count();
    const numbers = labels.map((label) => /^Quote (\S+),/.exec(label)![1]!);
    await expect
      .poll(
        async () => {
          let found = 0;
          for (const number of numbers) found += (await emailsWith(number)).length > 0 ? 1 : 0;
          return found;
        },
        { timeout: patience(20_000) },
      )
      .toBeGreaterThanOrEqual(sent);
    await page.getByRole('button', { name: 'Dismiss results' }).click();
    await expect(results).toBeHidden();
  });

  test('should enrol one new management and dismiss another', async ({ page, context }) => {
    await signIn(page, DEMO.manager, {
      at: '/?action-required-tab=new-managements&property-manager=all',
    });
    const list = urgentArea(page).getByRole('list', { name: 'New managements' });
    const enrollable = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Enrol property/ }) });
    await expect(enrollable.first()).toBeVisible();
    // Each run uses up two of the demo's new managements.
    expect(await enrollable.count()).toBeGreaterThanOrEqual(2);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'new-managements');

    const enrolLink = enrollable.first().getByRole('link', { name: /^Enrol property/ });
    const address = ((await enrolLink.getAttribute('aria-label')) ?? '')
      .replace(/^Enrol property /, '')
      .replace(/ \(opens in a new tab\)$/, '');
    const row = list.getByRole('listitem').filter({ hasText: address });

    const opening = context.waitForEvent('page');
    await enrolLink.click();
    const jobOrder = await opening;
    await jobOrder.waitForLoadState('domcontentloaded');
    const jobOrderUrl = new URL(jobOrder.url());
    expect(jobOrderUrl.pathname).toMatch(/\/JobOrders\/add$/);
    expect(jobOrderUrl.searchParams.get('address')).toBe(address);
    expect(jobOrderUrl.searchParams.get('agencyPortfolioPropertyId')).toMatch(/^\d+$/);
    await jobOrder.close();

    // The job order page was closed without placing the order: only requested.
    const requested = row.getByRole('button', { name: 'Enrolment requested' });
    await expect(requested).toHaveAttribute('aria-disabled', 'true');
    await requested.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      new RegExp(`^Enrolment requested by ${DEMO.manager.name} on \\d\\d/\\d\\d/\\d{4} at `),
    );

    const other = enrollable.first();
    const otherAddress = (
      (await other.getByRole('button', { name: /^More actions for/ }).getAttribute('aria-label')) ??
      ''
    ).replace('More actions for ', '');
    await other.getByRole('button', { name: /^More actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Dismiss' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dismiss new management?' });
    await expect(confirm).toContainText(otherAddress);
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Dismiss' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem').filter({ hasText: otherAddress })).toHaveCount(0);
  });
});
