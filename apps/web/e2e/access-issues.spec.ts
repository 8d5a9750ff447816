import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_ISSUE_MESSAGES } from '@portal/contracts';
import { NARROW, shooter } from './journey';
import { DEMO, signIn } from './sign-in';

const LIST = '/action-required/access-issues';
const shoot = shooter('access-issues');

// The journeys resolve demo properties and count what is left: one at a time, so that one's
// resolution never shows in another's figures.
test.describe.configure({ mode: 'default' });

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

/** Resolves every issue of every entry method in the open wizard, until none is left. */
async function resolveEverything(dialog: Locator) {
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
}

/** The count in a dashboard tab's name ('Resolve access issues (3)'). */
async function tabCount(tab: Locator): Promise<number> {
  await expect(tab).toHaveText(/\(\d+\)/);
  return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
}

test.describe('access issues', () => {
  test('should send a complex case to the provider, and open a property from its row', async ({
    page,
  }) => {
    // In the demo data, 65 Church Lane's tenant requested key entry (its one entry method not
    // blocked by its preferences, which the wizard chooses by itself) is first blocked by a
    // problem the agency cannot solve.
    await signIn(page, DEMO.manager, { at: `${LIST}?query=65+Church+Lane` });
    await expect(page.getByRole('heading', { level: 1, name: 'Access issues' })).toBeVisible();
    await page.getByRole('button', { name: 'Resolve issue at 65 Church Lane' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', {
        name: ACCESS_ISSUE_MESSAGES.contactProvider('Detector Inspector'),
      }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^\d[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await shoot(page, 'contact-provider');
    // Nothing was resolved: closing needs no confirmation.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    const table = page.getByRole('table', { name: 'Properties with access issues' });
    await table.getByRole('link', { name: 'View property 65 Church Lane' }).click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('65 Church Lane');
  });

  test('should resolve every access issue of a property through the wizard, and the list then has one property fewer', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIST });
    const before = await total(page);
    // In the demo data, 76 Thompson Street's appointment and vacant entry with key are blocked,
    // by problems the agency can solve.
    await page.getByRole('button', { name: 'Resolve issue at 76 Thompson Street' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('76 Thompson Street, Williamstown VIC 3016')).toBeVisible();

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
      dialog.getByRole('heading', { name: ACCESS_ISSUE_MESSAGES.closeQuestion }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();

    await resolveEverything(dialog);
    await expect.poll(() => total(page)).toBe(before - 1);
    await expect(
      page.getByRole('button', { name: 'Resolve issue at 76 Thompson Street' }),
    ).toHaveCount(0);
  });

  test("should resolve a property's access issues from the dashboard tab, whose count then drops by one", async ({
    page,
  }) => {
    await signIn(page, DEMO.manager);
    // 104 Phillips Court is one of Olivia Chen's two urgent access issues in the demo data.
    const manager = page.getByLabel('Property manager', { exact: true }).and(page.locator('input'));
    await manager.click();
    await page.getByRole('option', { name: 'Olivia Chen' }).click();
    const urgent = page.getByRole('region', { name: 'Urgent action required' });
    const tab = urgent.getByRole('tab', { name: /^Resolve access issues/ });
    await tab.click();
    const before = await tabCount(tab);
    const resolve = urgent.getByRole('button', { name: 'Resolve issue at 104 Phillips Court' });

    // Closed mid-way and confirmed: nothing is resolved.
    await resolve.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /access issues? preventing/ })).toBeVisible();
    await shoot(page, 'wizard-from-dashboard');
    await page.keyboard.press('Escape');
    await expect(
      dialog.getByRole('heading', { name: ACCESS_ISSUE_MESSAGES.closeQuestion }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    expect(await tabCount(tab)).toBe(before);

    await resolve.click();
    await resolveEverything(dialog);
    await expect.poll(() => tabCount(tab)).toBe(before - 1);
    await expect(resolve).toHaveCount(0);
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
    await shoot(page, 'entry-methods-1280');
    await page.setViewportSize(NARROW);
    await expect(page.getByRole('list', { name: 'Properties with access issues' })).toBeVisible();
    await shoot(page, 'entry-methods-375');
  });
});
