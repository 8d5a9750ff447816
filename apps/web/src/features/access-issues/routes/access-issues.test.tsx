import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

vi.mock('../../../lib/browser', () => ({ replaceLocation: vi.fn(), assignLocation: vi.fn() }));

describe('AccessIssuesPage', () => {
  it('should say the page is coming, with no compliance-system link, when it opens', async () => {
    mockSignedInApi();
    renderRoute('/action-required/access-issues');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access issues' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'This page is coming soon' }),
    ).toBeVisible();
    expect(screen.queryByText(/^No .* found$/)).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/cs/')),
    ).toHaveLength(0);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Access issues | Compliance Portal');
  });
});
