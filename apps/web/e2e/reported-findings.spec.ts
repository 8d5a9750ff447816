import { expect, test, type Locator, type Page } from '@playwright/test';
import { REPORTED_FINDING_MESSAGES as M } from '@portal/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { NARROW, shooter } from './journey';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const LIST = '/action-required/reported-findings';
const shoot = shooter('reported-findings');

// The journeys resolve demo findings: one at a time, so that one's change never shows in another.
test.describe.configure({ mode: 'default' });

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
});

/** Opens the wizard of the list's first row offering `method`, and returns it on its methods. */
async function openWizardOffering(
  page: Page,
  method: RegExp,
): Promise<{ dialog: Locator; row: Locator }> {
  const rows = page
    .getByRole('table', { name: 'Properties with reported findings' })
    .getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) {
    const row = rows.nth(index);
    await row.getByRole('button', { name: /^Resolve / }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: 'How do you want to resolve these findings?' }),
    ).toBeVisible({ timeout: patience(15_000) });
    if (await dialog.getByRole('button', { name: method }).count()) return { dialog, row };
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
  throw new Error(`No row offers ${String(method)}`);
}

test('a third party resolves a finding with two documents, which the property then lists', async ({
  page,
}) => {
  await signIn(page, DEMO.master, { at: LIST });
  await expect(page.getByRole('heading', { level: 1, name: /reported findings?$/ })).toBeVisible();
  await shoot(page, 'list');
  const { dialog, row } = await openWizardOffering(page, /Resolved by a third party/);
  const href = await row.getByRole('link').first().getAttribute('href');
  const propertyId = /\/property\/(\d+)/.exec(href ?? '')?.[1];
  expect(propertyId).toBeDefined();
  const service = (await row.getByRole('cell').nth(1).textContent()) ?? '';

  await dialog.getByRole('button', { name: /Resolved by a third party/ }).click();
  const first = dialog.getByRole('checkbox').first();
  if (!(await first.isChecked())) await first.check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByPlaceholder(M.notesPlaceholder).fill('Replaced by a licensed electrician.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([pdf('rf-certificate.pdf'), pdf('rf-invoice.pdf')]);
  await expect(dialog.getByText('Uploaded')).toHaveCount(2, { timeout: patience(15_000) });
  await shoot(page, 'third-party-form');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox', { name: M.understand }).check();
  await shoot(page, 'disclaimer');
  await next.click();
  await expect(dialog.getByRole('heading', { name: 'Resolved by a third party' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const code = service.toLowerCase().includes('smoke') ? 'SMOKE' : null;
  await page.goto(
    `/property/${propertyId}/documents?filter=THIRD_PARTY_RESOLUTION${code ? `&service=${code}` : ''}`,
  );
  await expect(page.getByText('rf-certificate.pdf')).toBeVisible({ timeout: patience(15_000) });
  await expect(page.getByText('rf-invoice.pdf')).toBeVisible();
});

test('a quote is requested for a finding, and a finding is dismissed and restored', async ({
  page,
}) => {
  await signIn(page, DEMO.master, { at: LIST });
  await page.setViewportSize(NARROW);
  // Phones get cards; the wizard is the same.
  const cards = page.getByRole('list', { name: 'Properties with reported findings' });
  await expect(cards).toBeVisible();
  await shoot(page, 'cards');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The table, with a row under the pointer: its words stay readable on the row's highlight
  // ('(impacts compliance)' in red was 4.3:1 on it).
  const urgentRow = page.getByRole('row').filter({ hasText: '(impacts compliance)' }).first();
  await urgentRow.hover();
  await expectNoSeriousAxeViolations(page);

  const quote = await openWizardOffering(page, /Request quote/);
  await quote.dialog.getByRole('button', { name: /Request quote/ }).click();
  const box = quote.dialog.getByRole('checkbox').first();
  if (!(await box.isChecked())) await box.check();
  await quote.dialog.getByRole('button', { name: 'Next' }).click();
  await quote.dialog.getByRole('button', { name: 'Request quote' }).click();
  await expect(quote.dialog.getByRole('heading', { name: 'Quote requested' })).toBeVisible();

  // Resolve more: back to the findings, the quote now requested.
  await quote.dialog.getByRole('button', { name: 'Resolve more' }).click();
  await expect(quote.dialog.getByText(/Quote requested by/).first()).toBeVisible();
  const dismiss = quote.dialog.getByRole('button', { name: /^Dismiss / }).first();
  await expect(dismiss).toBeVisible();
  const title = ((await dismiss.getAttribute('aria-label')) ?? '').replace(/^Dismiss /, '');
  await dismiss.click();
  await quote.dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(page.getByText(M.dismissed)).toBeVisible();
  const restore = quote.dialog.getByRole('button', { name: `Restore ${title}` });
  await expect(restore).toBeVisible();
  await shoot(page, 'dismissed');
  await restore.click();
  await quote.dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText(M.restored)).toBeVisible();
  await expect(quote.dialog.getByRole('button', { name: `Dismiss ${title}` })).toBeVisible();
  // On a phone the table turns into cards; the wizard stays open above them.
  await page.setViewportSize(NARROW);
  await expect(cards).toBeVisible();
  await expect(quote.dialog.getByRole('button', { name: `Dismiss ${title}` })).toBeVisible();
  await shoot(page, 'wizard-narrow');
});
