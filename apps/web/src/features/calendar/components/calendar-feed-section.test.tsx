import { calendarCalls, settingsCalls, type TCalendarFeed } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { buildUserSettings, PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';

afterEach(() => vi.restoreAllMocks());

const NO_FEED: TCalendarFeed = { isActive: false, scope: 'ALL', createdAt: null, url: null };
const ACTIVE: TCalendarFeed = {
  isActive: true,
  scope: 'ALL',
  createdAt: '2026-11-20T01:00:00.000Z',
  url: null,
};
const URL = 'http://localhost/v1/calendar/7-abcdefghijklmnopqrstuvwxyz012345.ics';

function mockPreferencesApi(feed: TCalendarFeed | ReturnType<typeof fail>) {
  const api = mockSignedInApi();
  api.set(on(settingsCalls.userSettings, buildUserSettings()));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  api.set(on(calendarCalls.feedSettings, feed));
  return api;
}

describe('CalendarFeedSection', () => {
  it('should create the address with the chosen properties, show it and copy it when asked', async () => {
    const api = mockPreferencesApi(NO_FEED);
    api.set(on(calendarCalls.createFeed, { ...ACTIVE, scope: 'OWN', url: URL }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderRoute('/settings/preferences');

    await user.click(await screen.findByRole('radio', { name: /Only my properties/ }));
    await user.click(screen.getByRole('button', { name: 'Create calendar address' }));

    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(URL);
    expect(await screen.findByText('Calendar address created')).toBeInTheDocument();
    expect(api.callsTo(calendarCalls.createFeed)[0]?.body).toEqual({ scope: 'OWN' });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByText('Copied calendar address to clipboard')).toBeInTheDocument();
  });

  it('should change the filter and revoke the address of an active feed', async () => {
    const api = mockPreferencesApi(ACTIVE);
    api.set(on(calendarCalls.updateFeed, { ...ACTIVE, scope: 'OWN' }));
    api.set(on(calendarCalls.revokeFeed, NO_FEED));
    const user = userEvent.setup();
    renderRoute('/settings/preferences');

    // The address is not shown again: only a hash of it is kept.
    expect(await screen.findByText(/Your calendar address is active/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Only my properties/ }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(api.callsTo(calendarCalls.updateFeed)[0]?.body).toEqual({ scope: 'OWN' });

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Calendar address revoked')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(calendarCalls.revokeFeed)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Create calendar address' })).toBeInTheDocument();
  });

  it('should offer a retry when the feed cannot be loaded', async () => {
    mockPreferencesApi(fail(503));
    renderRoute('/settings/preferences');

    expect(await screen.findByText('Your calendar feed could not be loaded')).toBeInTheDocument();
  });
});
