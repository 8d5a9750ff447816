import { authCalls } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignLocation, replaceLocation } from '../../../lib/browser';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, DEMO_AGENCIES, mockSignedInApi } from '../../../testing/session-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
  return screen.findByRole('menu');
}

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('UserMenu', () => {
  it('should greet the user with their name and agency when signed in', async () => {
    mockSignedInApi();
    renderRoute('/');

    expect(await screen.findByText('Hi Alex Morgan')).toBeInTheDocument();
    expect(screen.getAllByText('Yarra Bend Property Management').length).toBeGreaterThan(0);
  });

  it('should offer Switch Portfolio only when the user has more than one agency', async () => {
    mockSignedInApi({ agencies: DEMO_AGENCIES.slice(0, 1) });
    renderRoute('/');
    await openMenu();

    expect(menuItems()).toEqual(['Settings', 'Manage users', 'Logout']);
  });

  it('should offer Switch Portfolio, Analytics and Switch Back when their rules hold', async () => {
    mockSignedInApi({
      session: buildSession({ isImpersonating: true, originalComplianceUserId: 5 }),
      experiments: { AgencyCompliancePortalAdvancedAnalytics: true },
    });
    renderRoute('/');
    await openMenu();

    expect(menuItems()).toEqual([
      'Switch Portfolio',
      'Analytics',
      'Switch Back',
      'Settings',
      'Manage users',
      'Logout',
    ]);
  });

  it('should leave out Manage users when the user is not a master user', async () => {
    mockSignedInApi({ session: buildSession({ isComplianceAgencyUserMaster: false }) });
    renderRoute('/');
    await openMenu();

    expect(menuItems()).toEqual(['Switch Portfolio', 'Settings', 'Logout']);
  });

  it('should open the Switch Portfolio panel when Switch Portfolio is chosen', async () => {
    mockSignedInApi();
    renderRoute('/');
    await openMenu();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Switch Portfolio' }));

    expect(
      await screen.findByRole('dialog', { name: 'Switch to a different portfolio' }),
    ).toBeVisible();
  });

  it('should send the browser to the system switch-back page when Switch Back is chosen', async () => {
    mockSignedInApi({ session: buildSession({ isImpersonating: true }) });
    renderRoute('/');
    await openMenu();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Switch Back' }));

    expect(assignLocation).toHaveBeenCalledWith('/cs/vic/App/switchBackToOriginalUser');
  });

  it('should sign out and follow the logout url when Logout is chosen', async () => {
    const api = mockSignedInApi();
    api.set(on(authCalls.logout, { logoutUrl: '/cs/vic/logout' }));
    const { router } = renderRoute('/');
    await openMenu();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/logout'));
    expect(new URLSearchParams(router.state.location.search).get('logout_url')).toBe(
      '/cs/vic/logout',
    );
    expect(api.callsTo(authCalls.logout)).toHaveLength(1);
    await waitFor(() =>
      expect(replaceLocation).toHaveBeenCalledWith(`${window.location.origin}/cs/vic/logout`),
    );
  });

  it('should go to the logout error page when signing out fails', async () => {
    const api = mockSignedInApi();
    api.set(on(authCalls.logout, fail(500)));
    const { router } = renderRoute('/');
    await openMenu();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Failed to logout' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/error');
  });

  it('should be operable with the keyboard alone', async () => {
    mockSignedInApi();
    renderRoute('/');
    const target = await screen.findByRole('button', { name: /User menu/ });

    target.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
