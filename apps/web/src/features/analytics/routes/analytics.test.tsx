import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

vi.mock('../../../lib/browser', () => ({ replaceLocation: vi.fn(), assignLocation: vi.fn() }));

describe('AnalyticsPage', () => {
  it('should say the page is coming when the advanced analytics experiment is on', async () => {
    mockSignedInApi({ experiments: { AgencyCompliancePortalAdvancedAnalytics: true } });
    renderRoute('/analytics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
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
  });

  it('should show the error page when the experiment is off', async () => {
    mockSignedInApi({ experiments: { AgencyCompliancePortalAdvancedAnalytics: false } });
    renderRoute('/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });
});
