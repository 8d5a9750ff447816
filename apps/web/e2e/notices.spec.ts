import { noticeTypeLabels, type TNotice } from '@portal/contracts';
import { expect, test } from '@playwright/test';
import { dataOf } from './journey';
import { DEMO, signIn, LIGHT_PAGE } from './sign-in';

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
});
