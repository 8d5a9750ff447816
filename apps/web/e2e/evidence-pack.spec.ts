import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each width and state. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evidence-pack-${name}.png`, fullPage: true });
}

/** A property of the signed-in agency, from the portfolio call. */
async function someProperty(page: Page): Promise<number> {
  const res = await page.request.get('/v1/portfolio?page-size=1&sort=address');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { items: { compliancePropertyId: number }[] } };
  return body.data.items[0]!.compliancePropertyId;
}

test.describe("a property's evidence pack", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should download the last 12 months as a zip from the documents, and say why when it fails', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/portfolio' });
    const id = await someProperty(page);
    await page.goto(`/property/${id}/documents`);
    const open = page.getByRole('button', { name: 'Download evidence pack' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Download evidence pack' });
    await expect(dialog.getByRole('textbox', { name: /From/ })).toHaveValue(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'dialog-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'dialog-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Keyboard: the Download button is reached with Tab and pressed with Enter.
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).focus();
    await page.keyboard.press('Enter');
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(
      /^evidence-pack-[a-z0-9-]+-to-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    await expect(page.getByText('Evidence pack downloaded')).toBeVisible();
    await expect(dialog).toBeHidden();
    await shoot(page, 'done-1280');

    // A failure keeps the dialog open with the server's words.
    await page.route('**/v1/property/*/evidence-pack?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'NOT_FOUND', message: 'Property not found' },
        }),
      }),
    );
    await open.click();
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Property not found');
    await shoot(page, 'error-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'error-375');
  });
});
