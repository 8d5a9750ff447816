import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '../../../lib/browser';
import { ACCESS_HELP_FORM_URL } from '../../../lib/external-links';
import { authCalls, metaCalls } from '@portal/contracts';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSystems, mockSignedInApi, mockSignedOutApi } from '../../../testing/session-fixtures';
import { buildPortalConfig } from '../../../testing/settings-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

const tileHref = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('LoginPage', () => {
  it('should show one tile per state with its name and code when signed out', async () => {
    mockSignedOutApi();
    renderRoute('/auth/login');

    expect(await screen.findByRole('heading', { name: 'Select your state' })).toBeVisible();
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(tiles).toHaveLength(8);
    expect(tiles[6]).toHaveTextContent('VIC');
    expect(tiles[6]).toHaveTextContent('Victoria');
    expect(tileHref(/Victoria/)).toBe('/cs/vic/login?state=%2F');
  });

  it('should say there is no system url when a state has none', async () => {
    mockApi(
      on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')),
      on(authCalls.systems, buildSystems(['NT'])),
    );
    renderRoute('/auth/login');

    expect(await screen.findByText('No system url defined for state NT')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Northern Territory/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^[A-Z]{2,3} / })).toHaveLength(7);
  });

  it('should send the chosen state back to the redirect path when it is a path of the app', async () => {
    mockSignedOutApi();
    renderRoute(`/auth/login?redirect=${encodeURIComponent('/portfolio?page=2')}`);

    await screen.findByRole('heading', { name: 'Select your state' });
    expect(tileHref(/New South Wales/)).toBe(
      `/cs/nsw/login?state=${encodeURIComponent('/portfolio?page=2')}`,
    );
  });

  it.each(['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com'])(
    'should return to / when the redirect is %s',
    async (redirect) => {
      mockSignedOutApi();
      renderRoute(`/auth/login?redirect=${encodeURIComponent(redirect)}`);

      await screen.findByRole('heading', { name: 'Select your state' });
      expect(tileHref(/Victoria/)).toBe('/cs/vic/login?state=%2F');
    },
  );

  it('should redirect to the redirect path, replacing the entry, when already signed in', async () => {
    mockSignedInApi();
    const { router } = renderRoute('/auth/login?redirect=%2Fportfolio%3Fpage%3D2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('should redirect to / when signed in and the redirect leaves the site', async () => {
    mockSignedInApi();
    const { router } = renderRoute('/auth/login?redirect=%2F%2Fevil.example.com');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it("should show 'We're signing you in...' while the session is verified", async () => {
    mockApi(
      on(authCalls.session, () => new Promise(() => undefined)),
      on(authCalls.systems, buildSystems()),
    );
    renderRoute('/auth/login');

    expect(await screen.findByText("We're signing you in...")).toBeVisible();
    expect(screen.queryByText('Select your state')).not.toBeInTheDocument();
  });

  it('should go straight to the state system when __acp_state_id names a configured state', async () => {
    mockSignedOutApi();
    renderRoute('/auth/login?__acp_state_id=7&redirect=%2Fportfolio');

    await waitFor(() =>
      expect(replaceLocation).toHaveBeenCalledWith('/cs/vic/login?state=%2Fportfolio'),
    );
    expect(screen.getByText("We're signing you in...")).toBeVisible();
  });

  it('should show the tiles and the missing system when __acp_state_id names a state with none', async () => {
    mockApi(
      on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')),
      on(authCalls.systems, buildSystems(['WA'])),
    );
    renderRoute('/auth/login?__acp_state_id=8');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No system url defined for state WA',
    );
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('should explain the failure when the systems cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      on(authCalls.session, fail(401, 'Your session has expired. Please sign in again.')),
      on(authCalls.systems, fail(500, 'Something went wrong')),
    );
    renderRoute('/auth/login');

    expect(await screen.findByText('Error fetching systems: Something went wrong')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('should open the built-in help form in a new tab when the portal configuration is missing', async () => {
    mockSignedOutApi();
    renderRoute('/auth/login');

    for (const name of [/Need access\?/, /Forgot username\?/]) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', ACCESS_HELP_FORM_URL);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('should use the configured help forms when the portal configuration loads', async () => {
    const api = mockSignedOutApi();
    api.set(on(metaCalls.portalConfig, buildPortalConfig()));
    renderRoute('/auth/login');

    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Need access\?/ })).toHaveAttribute(
        'href',
        'https://portal.example.com.au/request-access',
      ),
    );
    expect(screen.getByRole('link', { name: /Forgot username\?/ })).toHaveAttribute(
      'href',
      'https://portal.example.com.au/forgot-username',
    );
  });
});
