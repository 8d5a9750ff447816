import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './sign-in';

test.describe('access issues', () => {
  test('should list the properties with access issues and open one from its row', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager, { at: '/action-required/access-issues' });
    await expect(page.getByRole('heading', { level: 1, name: 'Access issues' })).toBeVisible();
    const summary = page.getByText(/^Showing .* propert(y|ies)$/);
    await expect(summary).toBeVisible();
    const table = page.getByRole('table', { name: 'Properties with access issues' });
    const rows = table.getByRole('row');
    // The header row and at least one property.
    expect(await rows.count()).toBeGreaterThan(1);
    const first = rows.nth(1);
    const address = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('link', { name: `View property ${address}` }).click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(address);
  });
});
