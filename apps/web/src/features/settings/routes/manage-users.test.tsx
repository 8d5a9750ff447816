import { USER_MESSAGES, userCalls, type TAgencyUser } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';
import { AGENCY_USERS } from '../../../testing/settings-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

const USERS = userCalls.list;
const [, GRACE, JORDAN] = AGENCY_USERS.users as [TAgencyUser, TAgencyUser, TAgencyUser];

async function openPage() {
  const api = mockSignedInApi();
  api.set(on(USERS, AGENCY_USERS));
  renderRoute('/settings/manage-users');
  const table = await screen.findByRole('table');
  return { api, table };
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('ManageUsersPage', () => {
  it('should list people with role, state and last sign-in, invitations included, when a master opens it', async () => {
    const { table } = await openPage();

    const me = rowOf(table, 'Alex Morgan');
    expect(within(me).getByText('Master user')).toBeInTheDocument();
    expect(within(me).getByText('Active')).toBeInTheDocument();
    expect(within(me).getByText('(you)')).toBeInTheDocument();
    // Nobody changes their own role or access.
    expect(within(me).queryByRole('button', { name: /Actions for/ })).toBeNull();
    const grace = rowOf(table, "Grace O'Brien");
    expect(within(grace).getByText('Deactivated')).toBeInTheDocument();
    expect(within(grace).getByText('Never')).toBeInTheDocument();
    const invited = rowOf(table, 'new.person@example.com.au');
    expect(within(invited).getByText('Invited')).toBeInTheDocument();
    expect(within(invited).getByText(/Invited 20\/03\/2025 by Alex Morgan/)).toBeInTheDocument();
    expect(screen.getByText('Showing 4 people')).toBeInTheDocument();
  });

  it('should show the restricted page without asking the server when the user is not a master', async () => {
    const api = mockSignedInApi({ session: buildSession({ isComplianceAgencyUserMaster: false }) });
    renderRoute('/settings/manage-users');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is restricted' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try logging in again' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(api.callsTo(USERS)).toHaveLength(0);
  });

  it('should show the restricted page when the server answers 403', async () => {
    const api = mockSignedInApi();
    api.set(on(USERS, fail(403, USER_MESSAGES.cannotManageUsers)));
    renderRoute('/settings/manage-users');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is restricted' }),
    ).toBeVisible();
  });

  it('should check the address, send the invitation and say so when a master invites someone', async () => {
    const { api } = await openPage();
    api.set(
      on(userCalls.invite, {
        invitationId: 9,
        email: 'casey@example.com',
        role: 'master',
        invitedAt: '2025-03-25T03:30:00Z',
        expiresAt: '2025-04-01T03:30:00Z',
        invitedByName: 'Alex Morgan',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });

    await userEvent.type(email, 'not an email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo(userCalls.invite)).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'casey@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Master user/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(USER_MESSAGES.invited('casey@example.com'))).toBeInTheDocument();
    expect(api.callsTo(userCalls.invite)[0]!.body).toEqual({
      email: 'casey@example.com',
      role: 'master',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo(USERS)).toHaveLength(2));
  });

  it("should say under the field when the address is already a user's", async () => {
    const { api } = await openPage();
    api.set(
      on(userCalls.invite, fail(409, USER_MESSAGES.alreadyMember('jordan.lee@example.com.au'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'jordan.lee@example.com.au',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('jordan.lee@example.com.au is already a user of your agency'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("should change a user's role after confirmation and say what happened", async () => {
    const { api, table } = await openPage();
    api.set(on(userCalls.update, { ...JORDAN, role: 'master' }));
    await userEvent.click(
      within(rowOf(table, 'Jordan Lee')).getByRole('button', { name: 'Actions for Jordan Lee' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make master user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Jordan Lee a master user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Jordan Lee is now a master user')).toBeInTheDocument();
    const [change] = api.callsTo(userCalls.update);
    expect(change!.url).toBe('/v1/agency/users/13');
    expect(change!.body).toEqual({ role: 'master' });
  });

  it('should deactivate and reactivate users after confirmation', async () => {
    const { api, table } = await openPage();
    api.set(
      on(userCalls.update, (call) => ({
        ...(call.url.endsWith('/13') ? JORDAN : GRACE),
        state: (call.body as { active: boolean }).active
          ? ('active' as const)
          : ('deactivated' as const),
      })),
    );
    await userEvent.click(
      within(rowOf(table, 'Jordan Lee')).getByRole('button', { name: 'Actions for Jordan Lee' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Jordan Lee?' });
    expect(dialog).toHaveTextContent('signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(USER_MESSAGES.deactivated('Jordan Lee'))).toBeInTheDocument();

    await userEvent.click(
      within(rowOf(table, "Grace O'Brien")).getByRole('button', {
        name: "Actions for Grace O'Brien",
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reactivate' }));
    dialog = await screen.findByRole('dialog', { name: "Reactivate Grace O'Brien?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(USER_MESSAGES.reactivated("Grace O'Brien"))).toBeInTheDocument();
    expect(api.callsTo(userCalls.update).map((call) => call.body)).toEqual([
      { active: false },
      { active: true },
    ]);
  });

  it('should say why when the server refuses a change', async () => {
    const { api, table } = await openPage();
    api.set(on(userCalls.update, fail(409, USER_MESSAGES.lastMaster)));
    await userEvent.click(
      within(rowOf(table, 'Jordan Lee')).getByRole('button', { name: 'Actions for Jordan Lee' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Jordan Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(USER_MESSAGES.changeFailed)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.lastMaster)).toBeInTheDocument();
  });
});
