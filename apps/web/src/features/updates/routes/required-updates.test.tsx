import { updateCalls } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockDownload } from '../../../testing/download';
import { fail, file, on, type RecordedCall } from '../../../testing/mock-api';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';
import {
  buildOverdue,
  buildUpdatesPage,
  currentParams,
  mockUpdatesApi,
  renderUpdates,
} from '../testing/updates-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
});

const summaryCalls = (api: ReturnType<typeof mockUpdatesApi>) =>
  api.callsTo(updateCalls.summary).map((call) => call.query);
const CONFIRM = updateCalls.confirmPropertyDetails;
/** The property each request was about. */
const ids = (calls: readonly RecordedCall[]) => calls.map((call) => call.params.id);

describe('RequiredUpdatesPage', () => {
  it('should list the required updates with their reasons and a summary', async () => {
    setViewportWidth(1280);
    mockUpdatesApi(buildUpdatesPage(20, 31));
    renderUpdates();
    expect(await screen.findByText('Showing 1–20 of 31 properties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Required updates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Required updates' });
    expect(within(table).getAllByRole('link', { name: /Church Street/ })).toHaveLength(20);
    expect(within(table).getAllByText('Lease agreement update required')).toHaveLength(20);
    expect(within(table).getAllByText('30/06/2025')).toHaveLength(20);
  });

  it('should send the URL filters to the summary call when the page opens', async () => {
    const api = mockUpdatesApi();
    renderUpdates(
      '/action-required/update?query=%20church%20&service=smoke&service-exclusivity=Only&facet=Overdue&property-manager=22&page=2',
    );
    await screen.findByText('Showing 3 properties');
    const sent = summaryCalls(api)[0]!;
    expect(sent.get('query')).toBe('church');
    expect(sent.getAll('service')).toEqual(['smoke']);
    expect(sent.get('serviceExclusivity')).toBe('Only');
    expect(sent.getAll('facet')).toEqual(['Overdue']);
    expect(sent.get('property-manager')).toBe('22');
    expect(sent.get('page')).toBe('2');
    expect(sent.get('page-size')).toBe('20');
  });

  it('should write a chosen facet to the URL and reset the page', async () => {
    const api = mockUpdatesApi();
    renderUpdates('/action-required/update?page=3');
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Compliance' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await waitFor(() => expect(currentParams().getAll('facet')).toEqual(['Overdue']));
    expect(currentParams().has('page')).toBe(false);
    await waitFor(() => expect(summaryCalls(api).at(-1)?.getAll('facet')).toEqual(['Overdue']));
  });

  it('should show cards instead of the table when the screen is narrow', async () => {
    setViewportWidth(390);
    mockUpdatesApi();
    renderUpdates();
    const cards = await screen.findByRole('list', { name: 'Required updates' });
    expect(within(cards).getAllByRole('button', { name: /Confirm details of/ })).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should list the overdue properties above the list', async () => {
    mockUpdatesApi(buildUpdatesPage(3), [1, 2, 3, 4, 5, 6].map(buildOverdue));
    renderUpdates();
    expect(await screen.findByText('6 properties are overdue for service')).toBeInTheDocument();
    const overdue = screen.getByRole('list', { name: 'Overdue properties' });
    expect(within(overdue).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 6' }));
    expect(within(overdue).getAllByRole('link')).toHaveLength(6);
  });

  it('should confirm a property after the confirm step and load the list again', async () => {
    setViewportWidth(1280);
    const api = mockUpdatesApi(buildUpdatesPage(3));
    api.set(on(CONFIRM, { compliancePropertyId: 2, confirmedAt: '2025-05-01T00:00:00.000Z' }));
    renderUpdates();
    await screen.findByText('Showing 3 properties');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm details of 2 Church Street' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm property details' });
    expect(dialog).toHaveTextContent('2 Church Street, Hawthorn VIC 3122');
    // What is confirmed is listed before anything is sent.
    const details = within(dialog).getByRole('list', { name: 'Being confirmed' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The lease agreement: the tenancy details are current',
      'The details the provider asked for: Smoke Alarms',
    ]);
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual(['Property', 'Property manager', 'Next service due', 'Compliance']);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual([
      '2 Church Street, Hawthorn VIC 3122',
      'Jordan Lee',
      '30/06/2025',
      expect.stringMatching(/\S/),
    ]);
    expect(api.callsTo(CONFIRM)).toHaveLength(0);

    api.set(on(updateCalls.summary, buildUpdatesPage(2)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm details' }));
    expect(await screen.findByText('Property details confirmed')).toBeInTheDocument();
    expect(ids(api.callsTo(CONFIRM))).toEqual(['2']);
    expect(await screen.findByText('Showing 2 properties')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm property details' })).toBeNull(),
    );
    expect(api.callsTo(updateCalls.overdueProperties).length).toBeGreaterThan(1);
  });

  it('should keep the list and show the reason when the confirm fails', async () => {
    setViewportWidth(1280);
    const api = mockUpdatesApi();
    api.set(on(CONFIRM, fail(404, 'Property not found')));
    renderUpdates();
    await screen.findByText('Showing 3 properties');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm details of 1 Church Street' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm property details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm details' }));
    expect(await screen.findByText('Failed to confirm property details')).toBeInTheDocument();
    expect(screen.getByText('Property not found')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 properties')).toBeInTheDocument();
  });

  it('should not confirm anything when the confirm step is cancelled', async () => {
    setViewportWidth(1280);
    const api = mockUpdatesApi();
    renderUpdates();
    await screen.findByText('Showing 3 properties');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm details of 1 Church Street' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm property details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm property details' })).toBeNull(),
    );
    expect(api.callsTo(CONFIRM)).toHaveLength(0);
  });

  it('should say No properties found when nothing needs updating', async () => {
    mockUpdatesApi({ items: [], total: 0, unfilteredTotal: 0 });
    renderUpdates();
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('should show skeletons while the list loads', async () => {
    const api = mockUpdatesApi();
    api.set(on(updateCalls.summary, () => new Promise(() => {})));
    renderUpdates();
    expect(
      await screen.findAllByRole('status', { name: 'Loading required updates' }),
    ).not.toHaveLength(0);
  });

  it('should export the filtered summary under the file name given', async () => {
    mockUpdatesApi();
    const download = mockDownload(
      updateCalls.summaryExport,
      file('xlsx', { 'Content-Disposition': 'attachment; filename="may.xlsx"' }),
    );
    renderUpdates('/action-required/update?facet=Overdue&page=2');
    await screen.findByText('Showing 3 properties');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const name = screen.getByRole('textbox', { name: 'File name' });
    expect(name).toHaveValue('required-updates');
    await userEvent.clear(name);
    await userEvent.type(name, 'may');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    const sent = download.calls()[0]!.query;
    expect(sent.get('fileName')).toBe('may');
    expect(sent.getAll('facet')).toEqual(['Overdue']);
    expect(sent.has('page')).toBe(false);
  });
});
