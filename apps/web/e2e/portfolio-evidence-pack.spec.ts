import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(20_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width and state. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/portfolio-evidence-${name}.png`, fullPage });
}

/** The names of a zip's entries, from its central directory (end record, then each header). */
function zipNames(file: string): string[] {
  const zip = fs.readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'the end of central directory record').toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const rest = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + rest;
  }
  return names;
}

test.describe("the portfolio's evidence pack", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should pack the filtered portfolio in the background and download it when ready', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    // A search that narrows the portfolio to a few properties: the first property's locality.
    const res = await page.request.get('/v1/portfolio?page-size=1&sort=address');
    const { data } = (await res.json()) as {
      data: { items: { addressLine2: string }[] };
    };
    const locality = data.items[0]!.addressLine2.split(/\s+/)[0]!;
    await page.goto(`/portfolio?query=${encodeURIComponent(locality)}`);
    const summary = page.getByText(/^Showing \d+/);
    await expect(summary).toBeVisible();

    await page.getByRole('button', { name: 'Download evidence pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evidence pack of the portfolio' });
    await expect(dialog.getByText(/^The pack covers \d+ propert/)).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Your recent evidence packs' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'dialog-1280');

    // Keyboard: Start is reached and pressed with Enter.
    await dialog.getByRole('button', { name: 'Start the pack' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The evidence pack is being built')).toBeVisible();
    await expect(page.getByText('Your evidence pack is ready')).toBeVisible({
      timeout: patience(60_000),
    });
    await shoot(page, 'ready-1280');

    const downloaded = page.waitForEvent('download');
    await dialog
      .getByRole('button', { name: /^Download the pack of/ })
      .first()
      .click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(
      /^evidence-pack-portfolio-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const saved = await file.path();
    const names = zipNames(saved);
    expect(names).toContain('index.pdf');
    const folders = new Set(names.filter((n) => n.includes('/')).map((n) => n.split('/')[0]));
    expect(folders.size).toBeGreaterThan(0);
    for (const folder of folders) expect(names).toContain(`${folder}/index.pdf`);
    fs.rmSync(saved, { force: true });

    // A phone: the dialog fills the width and its list scrolls with it.
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'ready-375', false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await shoot(page, 'portfolio-375', false);
  });
});
