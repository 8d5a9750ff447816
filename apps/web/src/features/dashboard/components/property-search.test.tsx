import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_MATCHING_PROPERTIES_TEXT,
  portfolioCalls,
  type TPortfolioItem,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { on } from '../../../testing/mock-api';
import { mockDashboardApi, renderDashboard } from '../testing/dashboard-fixtures';
import { SEARCH_EMPTY_TITLE } from './property-search';

const item = (id: number, street: string): TPortfolioItem => ({
  compliancePropertyId: id,
  addressLine1: street,
  addressLine2: 'Richmond VIC 3121',
  propertyManager: null,
  complianceStatus: 'COMPLIANT',
  flags: [],
  tags: [],
  services: [],
  isIntegrated: false,
  isVacant: false,
});

describe('Find a property in your portfolio', () => {
  it('should search after typing, list the first results and link to all of them', async () => {
    const api = mockDashboardApi();
    api.set(
      on(portfolioCalls.list, ({ query }) =>
        query.get('query') === 'station'
          ? { items: [item(1, '4 Station St'), item(2, '9 Station St')], total: 12 }
          : { items: [], total: 0 },
      ),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Find a property in your portfolio' });
    // The keys go in without yielding to timers: on a busy machine a real pause between two of
    // them could outlast the debounce and make the one-call assertion depend on load.
    await userEvent
      .setup({ delay: null })
      .type(within(card).getByRole('searchbox', { name: 'Search your portfolio' }), '  station ');

    const results = await within(card).findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: /4 Station St/ })).toHaveAttribute(
      'href',
      '/property/1',
    );
    const calls = api.callsTo(portfolioCalls.list);
    // Debounced: one call for the settled text, not one per key.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('page-size')).toBe('5');
    await userEvent.click(within(card).getByRole('link', { name: 'View all 12 results' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portfolio?query=station');
  });

  it('should show the empty state when nothing matches, and clear the search', async () => {
    const api = mockDashboardApi();
    api.set(on(portfolioCalls.list, { items: [], total: 0 }));
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Find a property in your portfolio' });
    const box = within(card).getByRole('searchbox', { name: 'Search your portfolio' });
    await userEvent.type(box, 'nowhere');

    expect(await within(card).findByText(SEARCH_EMPTY_TITLE)).toBeInTheDocument();
    expect(within(card).getByText(NO_MATCHING_PROPERTIES_TEXT)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(within(card).queryByText(SEARCH_EMPTY_TITLE)).not.toBeInTheDocument();
  });
});
