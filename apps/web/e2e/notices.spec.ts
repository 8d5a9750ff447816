import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  NOTICE_MESSAGES,
  callUrl,
  noticeTypeLabels,
  propertyCalls,
  whyTenantCannotBeContacted,
  type TNotice,
  type TPropertyTenancy,
} from '@portal/contracts';
import { expect, test, type Page } from '@playwright/test';
import { dataOf } from './journey';
import { DEMO, signIn, LIGHT_PAGE } from './sign-in';
import { patience } from './time';

// The outbox of the server playwright.config.ts starts: DATA_DIR + OUTBOX_DIR ('outbox').
const port = process.env.E2E_PORT ?? '3100';
const OUTBOX = path.resolve(
  import.meta.dirname,
  '../../../data',
  port === '3100' ? 'e2e' : `e2e-${port}`,
  'outbox',
);

/** The .eml files of the outbox that mention every one of `texts`. */
async function emailsWith(...texts: string[]): Promise<string[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const content = await readFile(path.join(OUTBOX, name), 'utf8');
    if (texts.every((text) => content.includes(text))) found.push(content);
  }
  return found;
}

/** Set SCREENSHOTS to a folder to keep a picture of the dialog at 1280 and 375 px. */
async function shoot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${folder}/notices-${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('notices', () => {
  test('should resolve an active notice from the property page through a request and its confirmation', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const { items } = await dataOf<{ items: TNotice[] }>(page, '/v1/notice?page-size=50');
    const notice = items.find((each) => !each.isContactDiRequired);
    expect(notice, 'a demo notice the agency may resolve').toBeDefined();
    const type = noticeTypeLabels[notice!.noticeType];

    await page.goto(`/property/${notice!.property.compliancePropertyId}`);
    const notices = page.getByRole('region', { name: 'Notices' });
    await notices
      .getByRole('button', { name: `Resolve ${type} notice` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Resolve notice' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Notes are required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Notes/ }).fill('The tenant agreed to a new time.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('The tenant agreed to a new time.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Resolve notice' }).click();
    await expect(page.getByText('Resolve Success')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The segmented control's label is what a person clicks (its radio is hidden under it).
    await notices.getByText('Resolved', { exact: true }).click();
    await expect(notices.getByRole('radio', { name: 'Resolved' })).toBeChecked();
    await expect(notices.getByText('The tenant agreed to a new time.')).toBeVisible();
  });

  test('should send a notification to a tenant and resolve a notice from the property page', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const { items } = await dataOf<{ items: TNotice[] }>(page, '/v1/notice?page-size=50');
    // The last such notice, so the other journey's (the first) is left to it.
    let found: { notice: TNotice; tenant: { name: string; email: string } } | undefined;
    for (const notice of items.filter((each) => !each.isContactDiRequired).reverse()) {
      const tenancy = await dataOf<TPropertyTenancy>(
        page,
        callUrl(propertyCalls.tenancy, { params: { id: notice.property.compliancePropertyId } }),
      );
      const tenant = tenancy.currentTenancy?.occupants.find(
        (each) => whyTenantCannotBeContacted(each) === null,
      );
      if (tenant?.email) {
        found = { notice, tenant: { name: tenant.name, email: tenant.email } };
        break;
      }
    }
    expect(found, 'a demo notice whose property has a tenant with an email').toBeDefined();
    const { notice, tenant } = found!;
    const type = noticeTypeLabels[notice.noticeType];

    await page.goto(`/property/${notice.property.compliancePropertyId}`);
    const notices = page.getByRole('region', { name: 'Notices' });
    const send = notices
      .getByRole('button', { name: `Send notification and resolve ${type} notice` })
      .first();
    await expect(send).toBeVisible();
    const before = await notices.getByRole('listitem').count();
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Send notification and resolve' });
    await dialog.getByRole('button', { name: 'Send and resolve' }).click();
    await expect(dialog.getByText('Notes are required')).toBeVisible();
    await dialog.getByRole('radio', { name: tenant.name }).check();
    const notes = dialog.getByRole('textbox', { name: /Call notes/ });
    await notes.click();
    await notes.pressSequentially('Called the tenant: they will book a time.');
    await shoot(page, 'send-notification');
    await dialog.getByRole('button', { name: 'Send and resolve' }).click();
    await expect(page.getByText(NOTICE_MESSAGES.resolveSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(notices.getByRole('listitem')).toHaveCount(before - 1);

    // The provider's email to the tenant, written to the outbox in the background.
    await expect
      .poll(async () => (await emailsWith(tenant.email, 'Booking access to')).length, {
        timeout: patience(20_000),
      })
      .toBeGreaterThan(0);
  });
});
