import { dashboardCalls } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { buildStats, mockDashboardApi, renderDashboard } from '../testing/dashboard-fixtures';
import { PORTFOLIO_CARD_MIN_HEIGHT } from './stats-error';

describe('the dashboard when its figures fail to load', () => {
  it('should keep the portfolio card’s size and load the figures again when Retry is clicked', async () => {
    const api = mockDashboardApi();
    api.set(on(dashboardCalls.stats, fail(500, 'The figures are unavailable')));
    renderDashboard();

    const error = await screen.findByRole('region', {
      name: 'Your portfolio figures could not be loaded',
    });
    expect(error).toHaveTextContent('The figures are unavailable');
    // The card it replaces has the same least height, so nothing below moves.
    expect(error).toHaveStyle({ minHeight: `${PORTFOLIO_CARD_MIN_HEIGHT}px` });
    expect(screen.queryByRole('region', { name: 'Portfolio' })).not.toBeInTheDocument();

    api.set(on(dashboardCalls.stats, buildStats()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    const card = await screen.findByRole('region', { name: 'Portfolio' });
    expect(card).toHaveStyle({ minHeight: `${PORTFOLIO_CARD_MIN_HEIGHT}px` });
    expect(
      screen.queryByRole('region', { name: 'Your portfolio figures could not be loaded' }),
    ).not.toBeInTheDocument();
  });
});
