import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  portfolioCalls,
  propertyCalls,
  type TList,
  type TPortfolioItem,
  type TPropertyTenancy,
} from '@portal/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(150_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each screen. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tenancy-${name}.png`, fullPage: true });
}

interface Picked {
  plain: number[];
  integrated: number;
  cancelled: number | null;
}

/** Properties of the signed-in agency: changeable and occupied, integrated, cancelled. */
async function pickProperties(page: Page): Promise<Picked> {
  const plain: number[] = [];
  let integrated: number | null = null;
  let cancelled: number | null = null;
  for (let p = 1; p <= 10 && (plain.length < 2 || integrated === null || cancelled === null); p++) {
    const answer = await page.request.get(`${portfolioCalls.list.path}?page=${p}&page-size=100`);
    const items = (await answer.json()) as { data: TList<TPortfolioItem> };
    for (const item of items.data.items) {
      const isCancelled = item.flags.includes('CANCELLED');
      if (isCancelled) cancelled ??= item.compliancePropertyId;
      else if (item.isIntegrated) integrated ??= item.compliancePropertyId;
      else if (!item.isVacant && plain.length < 2) {
        const path = propertyCalls.tenancy.path.replace(':id', String(item.compliancePropertyId));
        const tenancy = (await (await page.request.get(path)).json()) as {
          data: TPropertyTenancy;
        };
        if (tenancy.data.currentTenancy) plain.push(item.compliancePropertyId);
      }
    }
  }
  expect(plain).toHaveLength(2);
  expect(integrated).not.toBeNull();
  return { plain, integrated: integrated!, cancelled };
}

async function openTenancy(page: Page, id: number, query = '') {
  await page.goto(`/property/${id}/tenancy${query}`);
  // The property's page, on its Tenancy tab: the address is the page's heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Previous tenancies' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function typeDate(page: Page, label: string, text: string) {
  const input = page.getByRole('dialog').getByRole('textbox', { name: label });
  await input.fill(text);
  await input.blur();
}

async function addOccupant(page: Page, name: string, fill: { email?: string; phone?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add occupant' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (fill.email) await dialog.getByRole('textbox', { name: 'Email' }).fill(fill.email);
  if (fill.phone) {
    await dialog.getByRole('textbox', { name: 'Contact number 1' }).fill(fill.phone);
  }
  await dialog.getByRole('button', { name: 'Save occupant' }).click();
  await expect(dialog.getByText(name)).toBeVisible();
}

test.describe('tenancies at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('should add, renew, refuse a bad edit and mark vacant; integrated and cancelled properties stay as they are', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const picked = await pickProperties(page);
    const id = picked.plain[0]!;

    await openTenancy(page, id);
    await expect(page.getByRole('region', { name: 'Current tenancy' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'page-1280');

    // Add: three steps, two occupants.
    await page.getByRole('button', { name: 'Add tenancy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tenancy' });
    await expect(dialog.getByRole('textbox', { name: 'Start date' })).not.toHaveValue('');
    await typeDate(page, 'End date', '1/1/2099');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await addOccupant(page, 'Jo Journey', { email: 'jo.journey@example.com' });
    await addOccupant(page, 'Lee Journey', { phone: '0412 345 678' });
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'occupants-1280');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('01/01/2099')).toBeVisible();
    await shoot(page, 'confirmation-1280');
    await dialog.getByRole('button', { name: 'Add tenancy' }).click();
    await expect(page.getByText('Tenancy added')).toBeVisible();
    await expect(dialog).toBeHidden();
    const current = page.getByRole('region', { name: 'Current tenancy' });
    await expect(current.getByText('Jo Journey')).toBeVisible();
    await expect(current.getByText('0412 345 678')).toBeVisible();

    // Renew: the occupants come along, the lease type is Renewal.
    await current.getByRole('button', { name: 'Tenancy actions' }).click();
    await page.getByRole('menuitem', { name: 'Renew tenancy' }).click();
    const renew = page.getByRole('dialog', { name: 'Renew tenancy' });
    await expect(renew.getByRole('radio', { name: 'Renewal' })).toBeChecked();
    await typeDate(page, 'End date', '2/2/2099');
    await renew.getByRole('button', { name: 'Next' }).click();
    await expect(renew.getByText('Lee Journey')).toBeVisible();
    await renew.getByRole('button', { name: 'Next' }).click();
    await renew.getByRole('button', { name: 'Renew tenancy' }).click();
    await expect(page.getByText('Tenancy renewed')).toBeVisible();
    await expect(current.getByText('02/02/2099')).toBeVisible();

    // Edit with an end date before the start: refused in words; closing asks first.
    await current.getByRole('button', { name: 'Tenancy actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit tenancy' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tenancy' });
    await typeDate(page, 'End date', '01/01/2000');
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect(
      edit.getByText('Tenancy end date cannot be on or before the start date'),
    ).toBeVisible();
    await shoot(page, 'edit-invalid-1280');
    await edit.getByRole('button', { name: 'Close' }).click();
    const question = page.getByRole('dialog', {
      name: 'Are you sure you want to close without saving your changes?',
    });
    await question.getByRole('button', { name: 'Close without saving changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Mark vacant.
    await current.getByRole('button', { name: 'Tenancy actions' }).click();
    await page.getByRole('menuitem', { name: 'Mark property as vacant' }).click();
    await page
      .getByRole('dialog', { name: 'Mark property as vacant' })
      .getByRole('button', { name: 'Mark as vacant' })
      .click();
    await expect(page.getByText('Property marked as vacant')).toBeVisible();
    await expect(page.getByText('There is no current tenancy for this property')).toBeVisible();
    await expect(page.getByText('This property is currently unoccupied')).toBeVisible();
    await shoot(page, 'vacant-1280');

    // An integrated property: read-only, no tenancy menu, Next disabled.
    await openTenancy(page, picked.integrated, '?dialog=edit');
    const readOnly = page.getByRole('dialog');
    await expect(readOnly.getByText(/Changes can take up to 24 hours/)).toBeVisible();
    await expect(readOnly.getByRole('button', { name: 'Next' })).toBeDisabled();
    await shoot(page, 'integrated-dialog-1280');
    await readOnly.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tenancy actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add tenancy' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'integrated-1280');

    if (picked.cancelled !== null) {
      await openTenancy(page, picked.cancelled);
      await expect(
        page.getByText(
          'This property has been cancelled. Please contact the provider for further assistance.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tenancy actions' })).toHaveCount(0);
      await shoot(page, 'cancelled-1280');
    }
  });
});

test.describe('tenancies on a phone', () => {
  test('should show the tenancy page and the wizard in one column', async ({ page }) => {
    // Signed in at desktop width (the header greets there), then the phone's width.
    await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
    const picked = await pickProperties(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await openTenancy(page, picked.plain[1]!);
    await expect(page.getByRole('region', { name: 'Current tenancy' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'page-375');
    await page.getByRole('button', { name: 'Add tenancy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tenancy' });
    await expect(dialog.getByRole('textbox', { name: 'Start date' })).toBeVisible();
    await shoot(page, 'lease-375');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Add occupant' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await shoot(page, 'occupant-375');
  });
});
