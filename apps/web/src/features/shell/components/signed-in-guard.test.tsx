import { authCalls, settingsCalls } from '@portal/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '../../../lib/browser';
import { fail, mockApi, on, type Answer } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import {
  buildSession,
  DEMO_AGENCIES,
  mockSignedInApi,
  mockSignedOutApi,
} from '../../../testing/session-fixtures';

afterEach(() => {
  // Unmount first: resetting focus would otherwise re-read the session after the test.
  cleanup();
  focusManager.setFocused(undefined);
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

/** What the window does when the user comes back to the tab. */
function regainFocus() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe('SignedInGuard', () => {
  it('should show the loading screen while the session loads', async () => {
    mockApi(on(authCalls.session, () => new Promise(() => undefined)));
    renderRoute('/');

    expect(await screen.findByRole('status', { name: 'Loading the portal' })).toBeVisible();
  });

  it('should show the loading screen while experiments and agency settings load', async () => {
    const api = mockSignedInApi();
    api.set(on(authCalls.activeExperiments, () => new Promise(() => undefined)));
    renderRoute('/');

    expect(await screen.findByRole('status', { name: 'Loading the portal' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(authCalls.agencySettings)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('should show the loading screen while the integrations load, then the integrated dashboard', async () => {
    const api = mockSignedInApi();
    let answer: (reply: Answer<typeof settingsCalls.integrations>) => void = () => undefined;
    api.set(on(settingsCalls.integrations, () => new Promise((resolve) => (answer = resolve))));
    renderRoute('/');

    expect(await screen.findByRole('status', { name: 'Loading the portal' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(settingsCalls.integrations)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

    answer([
      {
        id: 1,
        source: 'PROPERTYME',
        softwareName: 'PropertyMe',
        connectedAt: null,
        isActive: true,
      },
    ]);

    expect(await screen.findByRole('tab', { name: /Enrol new managements/ })).toBeInTheDocument();
  });

  it('should render the page with the header greeting when signed in', async () => {
    mockSignedInApi();
    renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.getByText('Hi Alex Morgan')).toBeInTheDocument();
  });

  it('should redirect to the login page with the current path when there is no session', async () => {
    mockSignedOutApi();
    const { router } = renderRoute('/portfolio?page=2');

    expect(await screen.findByRole('heading', { name: 'Select your state' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/portfolio?page=2',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('should keep the page and ask to sign in again when a later re-read fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockSignedInApi();
    renderRoute('/portfolio?page=2');
    expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeVisible();

    api.set(on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')));
    regainFocus();

    const notice = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(
      within(notice).getByText('Your session has expired. Please sign in again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Portfolio' })).toBeInTheDocument();
    const link = within(notice).getByRole('link', { name: 'Sign in again' });
    expect(link).toHaveAttribute(
      'href',
      `/cs/vic/login?state=${encodeURIComponent('/portfolio?page=2')}`,
    );
  });

  it('should take the notice away when the session comes back', async () => {
    const api = mockSignedInApi();
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Home' });
    api.set(on(authCalls.session, fail(401)));
    regainFocus();
    await screen.findByRole('dialog', { name: 'Session expired' });

    api.set(on(authCalls.session, buildSession()));
    regainFocus();

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument(),
    );
  });

  it('should send the browser to the state system when the session requires relogin', async () => {
    mockSignedInApi({ session: buildSession({ requiresRelogin: true }) });
    renderRoute('/portfolio?page=2');

    await waitFor(() =>
      expect(replaceLocation).toHaveBeenCalledWith(
        `/cs/vic/login?state=${encodeURIComponent('/portfolio?page=2')}`,
      ),
    );
    expect(screen.getByRole('status', { name: 'Loading the portal' })).toBeVisible();
  });

  it('should send the browser to the state system when the impersonation flag disagrees', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: false }) });
    renderRoute('/portfolio?__acp_impersonating=1&page=2');

    await waitFor(() =>
      expect(replaceLocation).toHaveBeenCalledWith(
        `/cs/vic/login?state=${encodeURIComponent('/portfolio?page=2')}`,
      ),
    );
  });

  it('should stay when the impersonation flag agrees with the session', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: true }) });
    renderRoute('/?__acp_impersonating=1');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('should switch to the agency named by __acp_agency_id and then drop the parameter', async () => {
    const api = mockSignedInApi();
    api.set(on(authCalls.switchAgency, buildSession({ complianceAgencyId: 2 })));
    const { router } = renderRoute('/portfolio?__acp_agency_id=2&page=3');

    expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeVisible();
    expect(api.callsTo(authCalls.switchAgency).map((call) => call.body)).toEqual([{ agencyId: 2 }]);
    expect(router.state.location.pathname).toBe('/portfolio');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('should only drop __acp_agency_id when it is not one of the user agencies', async () => {
    const api = mockSignedInApi();
    const { router } = renderRoute('/?__acp_agency_id=77');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo(authCalls.switchAgency)).toHaveLength(0);
  });

  it('should give pages the session through useSignedIn', async () => {
    mockSignedInApi({ session: buildSession({ isComplianceAgencyUserMaster: true }) });
    renderRoute('/settings/preferences');

    // The settings navigation sits in the sidebar, hidden below xl (happy-dom is 1024 px wide).
    expect(
      await screen.findByRole('link', { name: 'Manage users', hidden: true }),
    ).toBeInTheDocument();
  });

  it('should still render the page when experiments and agency settings fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      on(authCalls.session, buildSession()),
      on(authCalls.agencies, DEMO_AGENCIES),
      on(authCalls.activeExperiments, fail(500)),
      on(authCalls.agencySettings, fail(500)),
    );
    renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      'Failed to get active experiments: Something went wrong',
    );
  });
});
