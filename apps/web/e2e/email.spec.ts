import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  callUrl,
  portfolioCalls,
  propertyCalls,
  type TPortfolioItem,
  type TPropertyView,
} from '@portal/contracts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectNoSeriousAxeViolations } from './axe';
import { dataOf } from './journey';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(180_000) });

// The outbox of the server playwright.config.ts starts: DATA_DIR + OUTBOX_DIR ('outbox').
const port = process.env.E2E_PORT ?? '3100';
const OUTBOX = path.resolve(
  import.meta.dirname,
  '../../../data',
  port === '3100' ? 'e2e' : `e2e-${port}`,
  'outbox',
);
/** Set SCREENSHOTS to a folder to keep a picture of each step at 1280 and 375 px. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/email-${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A property of the agency whose occupants may be emailed (a current tenancy, not cancelled). */
async function emailableProperty(page: Page): Promise<TPropertyView> {
  const list = await dataOf<{ items: TPortfolioItem[] }>(
    page,
    callUrl(portfolioCalls.list, { query: { page: 2 } }),
  );
  for (const item of list.items) {
    const property = await dataOf<TPropertyView>(
      page,
      callUrl(propertyCalls.detail, { params: { id: item.compliancePropertyId } }),
    );
    if (property.actions.canEmailTenant) return property;
  }
  throw new Error('No property with a current tenancy on the second page of the portfolio');
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

test('should preview, download and send an email to the tenant', async ({ page }) => {
  // demo.master (Alex Morgan) is one of the VIC agency's email-domain accounts, and may
  // download the .eml (the DownloadEmailFile experiment).
  await signIn(page, DEMO.master, { at: LIGHT_PAGE });
  const property = await emailableProperty(page);
  await page.goto(`/property/${property.id}`);
  await page.getByRole('button', { name: 'Property actions' }).click();
  await page.getByRole('menuitem', { name: 'Send email to tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send email to tenant' });
  await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue(
    'alex.morgan@yarrabendpm.com.au',
  );

  // The rules first: a To address is required.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('At least one email is required')).toBeVisible();

  const to = `tenant.${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: 'To' }).fill(to);
  await page.getByRole('option', { name: /Add new email/ }).click();
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.pressSequentially('The smoke alarm check is on ');
  await page.keyboard.press('ControlOrMeta+b');
  await editor.pressSequentially('Monday');
  await dialog.getByRole('checkbox', { name: 'Send me a copy' }).check();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'form');

  // Preview: the server's rendering in a frame that runs nothing.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview email' });
  await expect(preview.getByText(/^Important information about /)).toBeVisible();
  await expect(preview.getByText('alex.morgan@yarrabendpm.com.au').first()).toBeVisible();
  const frame = preview.getByTitle('Email message');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('iframe[title="Email message"]').getByText('Monday', { exact: true }),
  ).toBeVisible();
  await shoot(page, 'preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  // Download: a real .eml, read with a mail parser.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  await expect(page.getByText('Download Success')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`occupant-notice-property-${property.id}.eml`);
  const downloaded = await simpleParser(await readFile(await download.path()));
  expect(downloaded.from?.value[0]?.address).toBe('alex.morgan@yarrabendpm.com.au');
  expect(downloaded.subject).toMatch(/^Important information about /);
  expect(downloaded.html).toContain('<strong>Monday</strong>');
  expect(downloaded.text).toContain('The smoke alarm check is on Monday');
  const cc = downloaded.cc && !Array.isArray(downloaded.cc) ? downloaded.cc.text : '';
  expect(cc).toContain('alex.morgan@yarrabendpm.com.au');

  // Send: written to the outbox in the background.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await emailsWith(to)).length, { timeout: patience(20_000) })
    .toBe(1);
  const [eml = ''] = await emailsWith(to);
  const sent = await simpleParser(eml);
  expect(sent.to && !Array.isArray(sent.to) ? sent.to.text : '').toBe(to);
  expect(sent.html).toContain('<strong>Monday</strong>');

  if (SHOTS) {
    // The warning of an agency whose domain does not hold the user's address (NSW).
    await signIn(page, DEMO.master, { state: 'nsw' });
    const other = await emailableProperty(page);
    await page.goto(`/property/${other.id}`);
    await page.getByRole('button', { name: 'Property actions' }).click();
    await page.getByRole('menuitem', { name: 'Send email to tenant' }).click();
    await expect(page.getByText('Seems like your account is not setup yet')).toBeVisible();
    await shoot(page, 'not-set-up');
  }
});
