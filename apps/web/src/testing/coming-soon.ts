import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts a page not built yet, as it must read: its own title, 'This page is coming soon', no
 * empty list that would claim the agency has nothing, and the compliance system's page for the
 * same thing when there is one (`legacyHref`), else no link there at all.
 */
export async function expectComingSoonPage(title: string, legacyHref?: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'This page is coming soon' })).toBeVisible();
  expect(screen.queryByText(/^No .* found$/)).not.toBeInTheDocument();
  const main = screen.getByRole('main');
  if (legacyHref) {
    expect(
      within(main).getByRole('link', { name: 'View in the compliance system' }),
    ).toHaveAttribute('href', legacyHref);
  } else {
    expect(
      within(main)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/cs/')),
    ).toHaveLength(0);
  }
}
