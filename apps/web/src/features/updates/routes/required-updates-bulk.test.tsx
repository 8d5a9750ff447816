import { BULK_CONFIRM_DETAILS, BULK_MESSAGES, updateCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';
import { buildUpdatesPage, mockUpdatesApi, renderUpdates } from '../testing/updates-fixtures';

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

const CONFIRM = updateCalls.confirmPropertyDetails;
const confirmed = (id: number) => ({
  compliancePropertyId: id,
  confirmedAt: '2025-03-01T00:00:00Z',
});

describe('confirming the details of several required updates at once', () => {
  it('should confirm the selected rows of the table, two at a time, and show each result', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = mockUpdatesApi(buildUpdatesPage(4));
    let running = 0;
    let most = 0;
    api.set(
      on(CONFIRM, async (call) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return call.params.id === '3'
          ? fail(404, 'Property not found')
          : confirmed(Number(call.params.id));
      }),
    );
    renderUpdates();
    const table = await screen.findByRole('table', { name: 'Required updates' });

    // The header's checkbox selects the page; a row's own unselects it again.
    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(
      within(table).getByRole('checkbox', { name: 'Select 4 Church Street, Hawthorn VIC 3122' }),
    );
    const bar = screen.getByRole('region', { name: BULK_MESSAGES.barLabel });
    expect(bar).toHaveTextContent('3 selected');

    await user.click(within(bar).getByRole('button', { name: BULK_CONFIRM_DETAILS.button }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the details of 3 properties?',
    });
    await user.click(within(dialog).getByRole('button', { name: BULK_CONFIRM_DETAILS.confirm }));

    await waitFor(() => expect(screen.getByText('2 done, 1 failed')).toBeInTheDocument());
    const rows = within(
      screen.getByRole('list', { name: BULK_MESSAGES.resultsLabel }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Done1 Church Street, Hawthorn VIC 3122${BULK_CONFIRM_DETAILS.confirmed}`,
      `Done2 Church Street, Hawthorn VIC 3122${BULK_CONFIRM_DETAILS.confirmed}`,
      'Failed3 Church Street, Hawthorn VIC 3122Property not found',
    ]);
    expect(most).toBe(2);
    expect(
      api
        .callsTo(CONFIRM)
        .map((call) => call.params.id)
        .sort(),
    ).toEqual(['1', '2', '3']);
    // The list is asked for again once every row has ended.
    await waitFor(() => expect(api.callsTo(updateCalls.summary).length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: BULK_MESSAGES.dismiss }));
  });

  it('should give each card a checkbox on a phone, and cancel the rows not yet started', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const api = mockUpdatesApi(buildUpdatesPage(4));
    const waiting: (() => void)[] = [];
    api.set(
      on(CONFIRM, async (call) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return confirmed(Number(call.params.id));
      }),
    );
    renderUpdates();
    const cards = await screen.findByRole('list', { name: 'Required updates' });
    expect(within(cards).getAllByRole('checkbox')).toHaveLength(4);

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: BULK_CONFIRM_DETAILS.button }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: BULK_CONFIRM_DETAILS.confirm }));

    await waitFor(() => expect(waiting).toHaveLength(2));
    expect(screen.getByText('0 of 4 done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BULK_MESSAGES.cancelRemaining }));
    for (const resolve of waiting) resolve();

    await waitFor(() => expect(screen.getByText('2 done, 2 cancelled')).toBeInTheDocument());
    expect(screen.getAllByText(BULK_MESSAGES.cancelled)).toHaveLength(2);
    expect(api.callsTo(CONFIRM)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: BULK_MESSAGES.dismiss }));
    expect(screen.queryByRole('list', { name: BULK_MESSAGES.resultsLabel })).toBeNull();
  });
});
