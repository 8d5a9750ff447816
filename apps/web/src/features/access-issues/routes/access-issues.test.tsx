import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectComingSoonPage } from '../../../testing/coming-soon';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

describe('AccessIssuesPage', () => {
  it('should say the page is coming, with no compliance-system link, when it opens', async () => {
    mockSignedInApi();
    renderRoute('/action-required/access-issues');

    await expectComingSoonPage('Access issues');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Access issues | Compliance Portal');
  });
});
