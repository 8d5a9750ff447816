import { settingsCalls } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import {
  buildIntegration,
  buildOfficeProfile,
  buildProfile,
} from '../../../testing/settings-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

/** The value a description list gives for a term. */
function detail(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('ProfilePage', () => {
  it("should list the user's details when the profile loads", async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.profile, buildProfile({ phone: null })));
    renderRoute('/settings/profile');

    expect(await screen.findByText('Name', { selector: 'dt' })).toBeInTheDocument();
    expect(detail('Username')).toHaveTextContent('demo.master');
    expect(detail('Role')).toHaveTextContent('Master user');
    expect(detail('Phone')).toHaveTextContent('Not provided');
    expect(detail('Last signed in')).toHaveTextContent(/^25\/03\/2025/);
  });

  it("should show the user's phone in Australian national format when stored in E.164", async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.profile, buildProfile({ phone: '+61412345678' })));
    renderRoute('/settings/profile');

    expect(await screen.findByText('Name', { selector: 'dt' })).toBeInTheDocument();
    expect(detail('Phone')).toHaveTextContent(/^0412 345 678$/);
  });

  it('should load again when Try again is pressed after a failure', async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.profile, fail(500, 'Something went wrong')));
    renderRoute('/settings/profile');

    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    api.set(on(settingsCalls.profile, buildProfile()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('demo.master')).toBeInTheDocument();
  });
});

describe('OfficeProfilePage', () => {
  it("should list the agency's details when the office profile loads", async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.officeProfile, buildOfficeProfile()));
    renderRoute('/settings/office-profile');

    expect(await screen.findByText('Agency name', { selector: 'dt' })).toBeInTheDocument();
    expect(detail('State')).toHaveTextContent('Victoria');
    expect(detail('ABN')).toHaveTextContent(/^51 824 753 556$/);
    expect(detail('Phone')).toHaveTextContent(/^\(03\) 9123 4567$/);
    expect(detail('Licence number')).toHaveTextContent('Not provided');
  });
});

describe('ApiIntegrationPage', () => {
  it('should list active integrations with their label and connected date', async () => {
    const api = mockSignedInApi();
    api.set(
      on(settingsCalls.integrations, [
        buildIntegration({ connectedAt: '2024-07-09T10:00:00+10:00' }),
        buildIntegration({ id: 6, source: 'PROPERTY_TREE', isActive: false }),
      ]),
    );
    renderRoute('/settings/api-integration');

    expect(await screen.findByText('PropertyMe')).toBeInTheDocument();
    expect(screen.getByText('Connected 09/07/2024')).toBeInTheDocument();
    expect(screen.queryByText('PropertyTree')).not.toBeInTheDocument();
  });

  it("should say 'No integrations found' when the agency has none active", async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.integrations, [buildIntegration({ isActive: false })]));
    renderRoute('/settings/api-integration');

    expect(await screen.findByText('No integrations found')).toBeInTheDocument();
  });
});
