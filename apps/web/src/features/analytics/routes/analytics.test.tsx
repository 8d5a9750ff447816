import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectComingSoonPage } from '../../../testing/coming-soon';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

describe('AnalyticsPage', () => {
  it('should say the page is coming when the advanced analytics experiment is on', async () => {
    mockSignedInApi({ experiments: { AgencyCompliancePortalAdvancedAnalytics: true } });
    renderRoute('/analytics');

    await expectComingSoonPage('Analytics');
  });

  it('should show the error page when the experiment is off', async () => {
    mockSignedInApi({ experiments: { AgencyCompliancePortalAdvancedAnalytics: false } });
    renderRoute('/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });
});
