import { expect as baseExpect, test, type Page } from '@playwright/test';
import { portfolioCalls, type TPortfolioItem } from '@portal/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

/** Set SCREENSHOTS to a folder to keep a picture of each screen. */
const SHOTS = process.env.SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-${name}.png`, fullPage: true });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A Windows executable's first bytes, named .pdf: refused by the server for its content. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(56, 0),
]);
EXE.writeUInt32LE(64, 60);
const RENAMED = Buffer.concat([
  EXE,
  Buffer.from('PE\x00\x00\x4c\x01\x03\x00', 'latin1'),
  Buffer.alloc(200),
]);

async function firstProperty(page: Page): Promise<TPortfolioItem> {
  const res = await page.request.get(`${portfolioCalls.list.path}?page=1&page-size=50`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { items: TPortfolioItem[] } };
  const found = data.items.find((item) => !item.flags.includes('CANCELLED'));
  expect(found).toBeDefined();
  return found!;
}

test('upload five documents at once: two at a time, one refused for its type, one cancelled, then clear', async ({
  page,
}) => {
  await signIn(page, DEMO.manager);
  const property = await firstProperty(page);
  const path = `/property/${property.compliancePropertyId}/documents`;

  // Each upload is held a moment on its way, so the queue's pace can be watched.
  let inFlight = 0;
  let most = 0;
  const started: string[] = [];
  await page.route(`**/v1/property/${property.compliancePropertyId}/documents`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    inFlight += 1;
    most = Math.max(most, inFlight);
    started.push(/filename="([^"]+)"/.exec(route.request().postData() ?? '')?.[1] ?? '?');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      await route.continue();
    } finally {
      // Counted down when the answer is back, not when the request leaves.
      void page
        .waitForResponse((res) => res.request() === route.request())
        .finally(() => (inFlight -= 1));
    }
  });

  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Upload documents' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'alarm-readings.txt', mimeType: 'text/plain', buffer: Buffer.from('Hall: tested\n') },
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: RENAMED },
    { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    { name: 'readings.csv', mimeType: 'text/csv', buffer: Buffer.from('room,ok\nhall,yes\n') },
    { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);

  const tray = page.getByTestId('upload-tray');
  await expect(tray).toHaveAccessibleName('Uploading documents (5)');
  await tray.click();
  const panel = page.getByRole('list', { name: 'Your uploads' });
  await expect(
    page.getByText("Don't close this window while uploads are in progress"),
  ).toBeVisible();
  // The fourth is still queued behind the first two: cancel it.
  await panel.getByRole('button', { name: 'Cancel readings.csv' }).click();
  await expect(panel.getByRole('listitem', { name: /^readings\.csv/ })).toHaveCount(0);
  await expect(panel.getByRole('listitem').first()).toHaveAttribute('data-status', 'uploading');
  await shoot(page, 'tray-1280');

  await expect(tray).toHaveAccessibleName('1 upload(s) failed', { timeout: 30_000 });
  expect(most).toBe(2);
  expect(started.sort()).toEqual(
    ['alarm-readings.txt', 'certificate.pdf', 'invoice.pdf', 'photo.png'].sort(),
  );
  const rows = panel.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  // Rows: failed first, then the uploaded ones.
  await expect(rows.first()).toHaveAccessibleName('invoice.pdf: Failed (Invalid file type)');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'success');

  // The list shows the three stored files.
  const list = page.getByRole('list', { name: 'Documents' });
  for (const name of ['alarm-readings.txt', 'photo.png', 'certificate.pdf']) {
    await expect(list.getByRole('listitem', { name })).toBeVisible();
  }
  await expect(list.getByRole('listitem', { name: 'invoice.pdf' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(tray).toHaveCount(0);
  await shoot(page, 'list-1280');

  // Attributes, then the phone layout.
  await list.getByRole('button', { name: 'Actions for certificate.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Update attributes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update document attributes' });
  await dialog.getByRole('checkbox', { name: 'Smoke Alarms' }).check();
  await shoot(page, 'attributes-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document updated')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${path}?service=SMOKE`);
  await expect(list.getByRole('listitem', { name: 'certificate.pdf' })).toBeVisible();
  const before = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(before).toBeLessThanOrEqual(375);
  await shoot(page, 'list-375');
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await (
    await chooser2
  ).setFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await page.getByTestId('upload-tray').click();
  await expect(page.getByRole('list', { name: 'Your uploads' })).toBeVisible();
  await shoot(page, 'tray-375');
});
