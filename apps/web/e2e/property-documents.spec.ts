import { expect as baseExpect, test, type Page } from '@playwright/test';
import { portfolioCalls, type TPortfolioItem } from '@portal/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(150_000) });

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

/** The journey's file names, its own on every run (the journeys' database outlives a run). */
const RUN = Date.now().toString(36);
const named = (name: string) => name.replace(/\.(\w+)$/, `-${RUN}.$1`);
const N = {
  txt: named('alarm-readings.txt'),
  exe: named('invoice.pdf'),
  png: named('photo.png'),
  csv: named('readings.csv'),
  pdf: named('certificate.pdf'),
};

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
  await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
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
    { name: N.txt, mimeType: 'text/plain', buffer: Buffer.from('Hall: tested\n') },
    { name: N.exe, mimeType: 'application/pdf', buffer: RENAMED },
    { name: N.png, mimeType: 'image/png', buffer: PNG },
    { name: N.csv, mimeType: 'text/csv', buffer: Buffer.from('room,ok\nhall,yes\n') },
    { name: N.pdf, mimeType: 'application/pdf', buffer: PDF },
  ]);

  const tray = page.getByTestId('upload-tray');
  await expect(tray).toHaveAccessibleName('Uploading documents (5)');
  await tray.click();
  const panel = page.getByRole('list', { name: 'Your uploads' });
  await expect(
    page.getByText("Don't close this window while uploads are in progress"),
  ).toBeVisible();
  // The fourth is still queued behind the first two: cancel it.
  await panel.getByRole('button', { name: `Cancel ${N.csv}` }).click();
  await expect(panel.getByRole('listitem', { name: new RegExp(`^${N.csv}`) })).toHaveCount(0);
  await expect(panel.getByRole('listitem').first()).toHaveAttribute('data-status', 'uploading');
  await shoot(page, 'tray-1280');
  await expectNoSeriousAxeViolations(page);

  await expect(tray).toHaveAccessibleName('1 upload(s) failed', { timeout: patience(30_000) });
  expect(most).toBe(2);
  expect(started.sort()).toEqual([N.txt, N.pdf, N.exe, N.png].sort());
  const rows = panel.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  // Rows: failed first, then the uploaded ones.
  await expect(rows.first()).toHaveAccessibleName(`${N.exe}: Failed (Invalid file type)`);
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'success');

  // The list shows the three stored files.
  const list = page.getByRole('list', { name: 'Documents' });
  for (const name of [N.txt, N.png, N.pdf]) {
    await expect(list.getByRole('listitem', { name })).toBeVisible();
  }
  await expect(list.getByRole('listitem', { name: N.exe })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(tray).toHaveCount(0);
  await shoot(page, 'list-1280');

  // Attributes, then the phone layout.
  await list.getByRole('button', { name: `Actions for ${N.pdf}` }).click();
  await page.getByRole('menuitem', { name: 'Update attributes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update document attributes' });
  await dialog.getByRole('checkbox', { name: 'Smoke Alarms' }).check();
  await shoot(page, 'attributes-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document updated')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${path}?service=SMOKE`);
  await expect(list.getByRole('listitem', { name: N.pdf })).toBeVisible();
  const before = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(before).toBeLessThanOrEqual(375);
  await shoot(page, 'list-375');
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await (
    await chooser2
  ).setFiles([{ name: named('note.txt'), mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await page.getByTestId('upload-tray').click();
  await expect(page.getByRole('list', { name: 'Your uploads' })).toBeVisible();
  await shoot(page, 'tray-375');
});
