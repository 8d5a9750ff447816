import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_ISSUE_MESSAGES } from '@portal/contracts';
import { DEMO, signIn } from './sign-in';

const LIST = '/action-required/access-issues';

// Screenshots for a visual check, when asked for (ACCESS_ISSUES_SCREENSHOTS=<directory>).
const SHOTS = process.env.ACCESS_ISSUES_SCREENSHOTS;

/** The list's total, from its summary ('Showing 1–20 of 36 properties'). */
async function total(page: Page): Promise<number> {
  const summary = page.getByText(/^Showing .* propert(y|ies)$/);
  await expect(summary).toBeVisible();
  const text = (await summary.textContent()) ?? '';
  return Number(
    /of ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? /Showing (\d+)/.exec(text)?.[1],
  );
}

/** Performs the first suggested solution of the current access issue, with notes when asked. */
async function performFirstSolution(dialog: Locator) {
  const panel = dialog.getByRole('tabpanel');
  const notes = panel.getByRole('textbox', { name: /Notes/ });
  if (await notes.count()) await notes.fill('Spoke to the tenant, who will be home.');
  await panel.getByRole('button').last().click();
}

test.describe('access issues', () => {
  test('should list the properties with access issues and open one from its row', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIST });
    await expect(page.getByRole('heading', { level: 1, name: 'Access issues' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Properties with access issues' });
    const first = table.getByRole('row').nth(1);
    const address = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('link', { name: `View property ${address}` }).click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(address);
  });

  test('should resolve every access issue of a property through the wizard, and the list then has one property fewer', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIST });
    const before = await total(page);
    await page.getByRole('button', { name: 'Resolve issue at 104 Phillips Court' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('104 Phillips Court, Dandenong VIC 3175')).toBeVisible();

    // Closing mid-way asks first; Back returns to the issue.
    await expect(
      dialog.getByRole('heading', { name: 'Which entry method do you want to unblock?' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /^Appointment/ }).click();
    await expect(
      dialog.getByRole('heading', { name: /access issues preventing Appointment/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      dialog.getByRole('heading', {
        name: ACCESS_ISSUE_MESSAGES.closeQuestion,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();

    // Every issue of every method, until none is left.
    for (let step = 0; step < 12; step += 1) {
      // The screen's heading (the dialog's title, the address, is the level-2 one).
      const heading = dialog.getByRole('heading', { level: 3 });
      await expect(heading).toBeVisible();
      const text = (await heading.textContent()) ?? '';
      if (/access issues preventing/.test(text)) await performFirstSolution(dialog);
      else if (text === 'Solution recorded')
        await dialog.getByRole('button', { name: 'Next access issue' }).click();
      else if (text === 'Which entry method do you want to unblock?')
        await dialog
          .getByRole('button')
          .filter({ hasText: /access issue/ })
          .first()
          .click();
      else if (/is no longer blocked/.test(text)) {
        const other = dialog.getByRole('button', { name: 'Unblock another entry method' });
        if (await other.count()) await other.click();
        else break;
      } else throw new Error(`Unexpected screen: ${text}`);
      await expect(heading).not.toHaveText(text);
    }
    await expect(dialog.getByRole('heading', { name: /is no longer blocked/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => total(page)).toBe(before - 1);
    await expect(
      page.getByRole('button', { name: 'Resolve issue at 104 Phillips Court' }),
    ).toHaveCount(0);
  });

  test('should show each property’s blocked entry methods and what unblocks them when AgencyEntryMethod is on', async ({
    page,
  }) => {
    // demo.master has the AgencyEntryMethod experiment.
    await signIn(page, DEMO.master, { at: LIST });
    const table = page.getByRole('table', { name: 'Properties with access issues' });
    await expect(table.getByRole('columnheader', { name: 'Blocked entry methods' })).toBeVisible();
    const methods = table.getByRole('list', { name: /^Blocked entry methods at / }).first();
    await expect(
      methods
        .getByRole('listitem', {
          name: /^(Appointment|Entry notification|Vacant entry with key|Tenant requested key entry)$/,
        })
        .first(),
    ).toBeVisible();
    await expect(
      methods.getByText(/^Most effective: |to help resolve the issue$/).first(),
    ).toBeVisible();
    if (SHOTS) {
      await page.screenshot({ path: path.join(SHOTS, 'entry-methods-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('list', { name: 'Properties with access issues' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, 'entry-methods-375.png'), fullPage: true });
    }
  });
});
