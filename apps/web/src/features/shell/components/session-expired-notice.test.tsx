import { AUTH_MESSAGES, authCalls, settingsCalls } from '@portal/contracts';
import { act, screen, within } from '@testing-library/react';
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

const NOTICE = 'Your session has expired. Please sign in again.';

function mockPreferencesApi(): MockApi {
  const api = mockSignedInApi();
  api.set(on(settingsCalls.userSettings, buildUserSettings({ showPortfolioMirroring: false })));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  return api;
}

/** The session ends on the server: every call that needs it answers 401 from now on. */
function endSession(api: MockApi) {
  api.set(on(authCalls.session, fail(401, AUTH_MESSAGES.sessionEnded)));
  api.set(on(settingsCalls.updateUserSettings, fail(401, AUTH_MESSAGES.sessionEnded)));
}

describe('SessionExpiredNotice', () => {
  it('should ask to sign in again, leading back to the same page, when a call answers 401', async () => {
    const api = mockPreferencesApi();
    renderRoute('/settings/preferences?from=menu');
    const save = await screen.findByRole('button', { name: 'Save' });
    endSession(api);

    await userEvent.click(screen.getByRole('switch', { name: /Show portfolio mirroring/ }));
    await userEvent.click(save);

    const notice = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(within(notice).getByText(NOTICE)).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      `/cs/vic/login?state=${encodeURIComponent('/settings/preferences?from=menu')}`,
    );
    expect(screen.queryByText(/Session not found/)).not.toBeInTheDocument();
    // The notice speaks for the refused save: no toast beside it.
    expect(screen.queryByText('Error updating settings')).not.toBeInTheDocument();
  });

  it('should ask to sign in again when the tab regains focus after the session ended elsewhere', async () => {
    const api = mockPreferencesApi();
    renderRoute('/settings/preferences');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();
    endSession(api);

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeVisible();
    expect(screen.getByText(NOTICE)).toBeVisible();
  });
});
