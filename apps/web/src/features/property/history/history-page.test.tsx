import { propertyCalls, type TPropertyHistoryEntry } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { HistoryPage } from './history-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const renderHistory = (search = '') =>
  renderRoute(`/property/42/history${search}`, {
    routes: [
      {
        path: '/property/:id/history',
        element: (
          <>
            <HistoryPage propertyId={42} />
            <LocationProbe />
          </>
        ),
      },
    ],
  });

const entry = (
  id: number,
  overrides: Partial<TPropertyHistoryEntry> = {},
): TPropertyHistoryEntry => ({
  id,
  at: '2026-11-20T03:30:00.000Z',
  kind: 'tenancy',
  label: 'Tenancy renewed',
  by: 'Jordan Lee',
  impersonatedBy: null,
  ...overrides,
});

describe('HistoryPage', () => {
  it('should show what happened, who did it and the staff member viewing as them', async () => {
    mockApi(
      on(propertyCalls.history, {
        items: [
          entry(2, { impersonatedBy: 'Sam Taylor' }),
          entry(1, { kind: 'quotes', label: 'Quote approved', by: null }),
        ],
        total: 2,
      }),
    );
    renderHistory();
    const timeline = await screen.findByRole('list', { name: 'What happened' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tenancy renewed');
    expect(items[0]).toHaveTextContent(
      'By Sam Taylor (support staff), viewing the portal as Jordan Lee',
    );
    expect(items[0]).toHaveTextContent('November 2026');
    expect(items[1]).toHaveTextContent('Quote approved');
    expect(items[1]).toHaveTextContent('Recorded by the system');
    expect(screen.queryByRole('navigation', { name: 'History pages' })).not.toBeInTheDocument();
  });

  it('should show placeholders while the history loads', () => {
    mockApi(on(propertyCalls.history, () => new Promise(() => {})));
    renderHistory();
    expect(
      screen.getByRole('status', { name: "Loading the property's history" }),
    ).toBeInTheDocument();
  });

  it('should say so when nothing was recorded about the property', async () => {
    mockApi(on(propertyCalls.history, { items: [], total: 0 }));
    renderHistory();
    expect(
      await screen.findByText('No history recorded for this property yet'),
    ).toBeInTheDocument();
  });

  it('should offer a retry when the history cannot be loaded', async () => {
    const api = mockApi(on(propertyCalls.history, fail(500, 'The server failed')));
    renderHistory();
    expect(
      await screen.findByText("The property's history could not be loaded"),
    ).toBeInTheDocument();
    api.set(on(propertyCalls.history, { items: [entry(1)], total: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tenancy renewed')).toBeInTheDocument();
  });

  it('should send the chosen kinds and write them to the URL, back to page 1', async () => {
    const api = mockApi(on(propertyCalls.history, { items: [entry(1)], total: 1 }));
    renderHistory('?page=1');
    await screen.findByText('Tenancy renewed');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Quotes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tenancy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?kind=tenancy&kind=quotes');
    const last = api.callsTo(propertyCalls.history).at(-1)!;
    expect(last.params.id).toBe('42');
    expect(last.query.getAll('kind')).toEqual(['tenancy', 'quotes']);
  });

  it('should ask for the page in the URL and move between pages', async () => {
    const api = mockApi(
      on(propertyCalls.history, ({ query }) => ({
        items: [entry(Number(query.get('page')) * 100)],
        total: 45,
      })),
    );
    renderHistory('?page=2&kind=keys');
    await screen.findByText('Tenancy renewed');
    expect(api.callsTo(propertyCalls.history)[0]!.query.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?kind=keys&page=3');
    expect(api.callsTo(propertyCalls.history).at(-1)!.query.get('page')).toBe('3');
  });
});
