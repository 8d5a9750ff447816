import { settingsCalls } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';
import { AGENCY_USERS } from '../../../testing/settings-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

const USERS = settingsCalls.agencyUsers;

describe('ManageUsersPage', () => {
  it('should list the users with their role badges and mark disabled users when a master opens it', async () => {
    const api = mockSignedInApi();
    api.set(on(USERS, AGENCY_USERS));
    renderRoute('/settings/manage-users');

    const table = await screen.findByRole('table');
    const [, master, disabled] = within(table).getAllByRole('row');
    expect(master).toHaveTextContent('Alex Morgan');
    expect(within(master!).getByText('Master user')).toBeInTheDocument();
    expect(disabled).toHaveTextContent("Grace O'Brien");
    expect(within(disabled!).getByText('User')).toBeInTheDocument();
    expect(within(disabled!).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 users')).toBeInTheDocument();
  });

  it('should show the restricted page without asking the server when the user is not a master', async () => {
    const api = mockSignedInApi({ session: buildSession({ isComplianceAgencyUserMaster: false }) });
    renderRoute('/settings/manage-users');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is restricted' }),
    ).toBeVisible();
    expect(screen.getByText(/You may not have permission to view this page/)).toBeVisible();
    expect(screen.getByText('You may not be logged in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try logging in again' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(api.callsTo(USERS)).toHaveLength(0);
    expect(document.title).toBe('Restricted | Compliance Portal');
  });

  it('should show the restricted page when the server answers 403', async () => {
    const api = mockSignedInApi();
    api.set(on(USERS, fail(403, 'Only master users can manage users')));
    renderRoute('/settings/manage-users');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is restricted' }),
    ).toBeVisible();
  });

  it('should say so when the agency has no users', async () => {
    const api = mockSignedInApi();
    api.set(on(USERS, []));
    renderRoute('/settings/manage-users');

    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
