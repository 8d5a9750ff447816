import { AUTH_MESSAGES, authCalls, calendarCalls, settingsCalls } from '@portal/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on, type MockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { buildUserSettings, PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

const PATCH = settingsCalls.updateUserSettings;
const SETTINGS = settingsCalls.userSettings;

function mockPreferencesApi(): MockApi {
  const api = mockSignedInApi();
  api.set(on(SETTINGS, buildUserSettings({ showPortfolioMirroring: false })));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  api.set(
    on(calendarCalls.feedSettings, { isActive: false, scope: 'ALL', createdAt: null, url: null }),
  );
  return api;
}

async function openPage() {
  renderRoute('/settings/preferences');
  return screen.findByRole('button', { name: 'Save' });
}

describe('PreferencesPage', () => {
  it('should keep Save disabled until a preference changes', async () => {
    mockPreferencesApi();
    const save = await openPage();

    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: /Show portfolio mirroring/ }));

    expect(save).toBeEnabled();
  });

  it("should save only the changed preference and toast 'Settings updated' when the save succeeds", async () => {
    const api = mockPreferencesApi();
    api.set(on(PATCH, buildUserSettings({ defaultPropertyManagerId: 22 })));
    const save = await openPage();
    const agencySettingsReads = api.callsTo(authCalls.agencySettings).length;

    await userEvent.click(screen.getByRole('combobox', { name: 'Default property manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Olivia Chen' }));
    await userEvent.click(save);

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(api.callsTo(PATCH)[0]?.body).toEqual({ agency: { defaultPropertyManagerId: 22 } });
    // The agency settings every page reads are read again, and the form is clean once more.
    await waitFor(() =>
      expect(api.callsTo(authCalls.agencySettings).length).toBe(agencySettingsReads + 1),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('should send null when the default property manager is cleared', async () => {
    const api = mockPreferencesApi();
    api.set(on(SETTINGS, buildUserSettings({ defaultPropertyManagerId: 21 })));
    api.set(on(PATCH, buildUserSettings()));
    const save = await openPage();
    expect(screen.getByRole('combobox', { name: 'Default property manager' })).toHaveValue(
      'Jordan Lee',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show all property managers' }));
    await userEvent.click(save);

    await screen.findByText('Settings updated');
    expect(api.callsTo(PATCH)[0]?.body).toEqual({ agency: { defaultPropertyManagerId: null } });
  });

  it("should toast 'Error updating settings' and keep the change when the save fails", async () => {
    const api = mockPreferencesApi();
    api.set(on(PATCH, fail(500, 'Something went wrong')));
    const save = await openPage();

    await userEvent.click(screen.getByRole('switch', { name: /Show portfolio mirroring/ }));
    await userEvent.click(save);

    expect(await screen.findByText('Error updating settings')).toBeInTheDocument();
    expect(api.callsTo(PATCH)[0]?.body).toEqual({ agency: { showPortfolioMirroring: true } });
    expect(screen.getByRole('switch', { name: /Show portfolio mirroring/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('should offer a retry when the settings cannot be loaded', async () => {
    const api = mockPreferencesApi();
    api.set(on(SETTINGS, fail(500, 'Something went wrong')));
    renderRoute('/settings/preferences');

    expect(await screen.findByText('Your preferences could not be loaded')).toBeInTheDocument();
    api.set(on(SETTINGS, buildUserSettings()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('should show the restricted page when the server answers 403', async () => {
    const api = mockPreferencesApi();
    api.set(on(SETTINGS, fail(403, 'Forbidden')));
    renderRoute('/settings/preferences');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is restricted' }),
    ).toBeVisible();
  });

  it('should bring back the unsaved change when the session ended before it was saved', async () => {
    const api = mockPreferencesApi();
    const save = await openPage();
    api.set(on(authCalls.session, fail(401, AUTH_MESSAGES.sessionEnded)));
    api.set(on(PATCH, fail(401, AUTH_MESSAGES.sessionEnded)));
    await userEvent.click(screen.getByRole('switch', { name: /Show portfolio mirroring/ }));
    await userEvent.click(save);
    await screen.findByRole('dialog', { name: 'Session expired' });
    cleanup();

    // Signed in again, the page opens with the change still to save.
    mockPreferencesApi();
    expect(await openPage()).toBeEnabled();
    expect(screen.getByRole('switch', { name: /Show portfolio mirroring/ })).toBeChecked();
  });

  it('should forget the unsaved change when the user signs out', async () => {
    mockPreferencesApi();
    await openPage();
    await userEvent.click(screen.getByRole('switch', { name: /Show portfolio mirroring/ }));
    cleanup();

    renderRoute('/auth/logout?logout_url=%2Fcs%2Fvic%2Flogout');
    await screen.findByText("We're signing you out...");
    cleanup();

    mockPreferencesApi();
    expect(await openPage()).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Show portfolio mirroring/ })).not.toBeChecked();
  });
});
