import {
  apiKeyCalls,
  webhookCalls,
  EMAIL_DOMAIN_SETUP_ADVICE,
  EMAIL_SENDER_MESSAGES,
  propertyEmailCalls,
  settingsCalls,
  type TEmailSender,
} from '@portal/contracts';
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

  const sender = (overrides: Partial<TEmailSender> = {}): TEmailSender => ({
    status: 'ready',
    domain: 'example.com.au',
    setupUrl: 'https://mail.example/domains/example.com.au/setup',
    fromOptions: ['alex.morgan@example.com.au'],
    defaultRecipient: 'alex.morgan@example.com.au',
    ...overrides,
  });

  it('should show a verified domain, its accounts and that the user can send when they are set up', async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.officeProfile, buildOfficeProfile()));
    api.set(on(propertyEmailCalls.sender, sender()));
    renderRoute('/settings/office-profile');

    const section = await screen.findByRole('region', { name: /Email domain/ });
    expect(section).toHaveTextContent('Verified');
    expect(section).toHaveTextContent(EMAIL_DOMAIN_SETUP_ADVICE.verified);
    expect(screen.getByRole('list', { name: 'Verified accounts' })).toHaveTextContent(
      'alex.morgan@example.com.au',
    );
    expect(await screen.findByText('You can send occupant notices')).toBeInTheDocument();
  });

  it("should say 'Seems like your account is not setup yet' with the setup link when the user's address is not an account", async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.officeProfile, buildOfficeProfile()));
    api.set(on(propertyEmailCalls.sender, sender({ status: 'notSetUp', fromOptions: [] })));
    renderRoute('/settings/office-profile');

    expect(await screen.findByText(EMAIL_SENDER_MESSAGES.notSetUp)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Set up example.com.au/ })).toHaveAttribute(
      'href',
      'https://mail.example/domains/example.com.au/setup',
    );
  });

  it('should say the domain is pending or not set up, with what to do next', async () => {
    const api = mockSignedInApi();
    const domain = buildOfficeProfile().emailDomain;
    api.set(
      on(
        settingsCalls.officeProfile,
        buildOfficeProfile({ emailDomain: { ...domain, setupState: 'pending', accounts: [] } }),
      ),
    );
    api.set(on(propertyEmailCalls.sender, sender({ status: 'notSetUp', fromOptions: [] })));
    renderRoute('/settings/office-profile');

    const section = await screen.findByRole('region', { name: /Email domain/ });
    expect(section).toHaveTextContent('Pending');
    expect(section).toHaveTextContent(EMAIL_DOMAIN_SETUP_ADVICE.pending);
    expect(screen.queryByRole('list', { name: 'Verified accounts' })).toBeNull();
  });

  it('should say sending is disabled, with advice, when the agency has switched it off', async () => {
    const api = mockSignedInApi();
    const domain = buildOfficeProfile().emailDomain;
    api.set(
      on(
        settingsCalls.officeProfile,
        buildOfficeProfile({ emailDomain: { ...domain, sendingEnabled: false } }),
      ),
    );
    api.set(on(propertyEmailCalls.sender, sender({ status: 'disabled', fromOptions: [] })));
    renderRoute('/settings/office-profile');

    expect(await screen.findByText(EMAIL_SENDER_MESSAGES.disabled)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_SENDER_MESSAGES.disabledDetail)).toBeInTheDocument();
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
    api.set(on(apiKeyCalls.list, { keys: [] }));
    api.set(on(webhookCalls.list, { webhooks: [] }));
    renderRoute('/settings/api-integration');

    expect(await screen.findByText('PropertyMe')).toBeInTheDocument();
    expect(screen.getByText('Connected 09/07/2024')).toBeInTheDocument();
    expect(screen.queryByText('PropertyTree')).not.toBeInTheDocument();
  });

  it("should say 'No integrations found' when the agency has none active", async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.integrations, [buildIntegration({ isActive: false })]));
    api.set(on(apiKeyCalls.list, { keys: [] }));
    api.set(on(webhookCalls.list, { webhooks: [] }));
    renderRoute('/settings/api-integration');

    expect(await screen.findByText('No integrations found')).toBeInTheDocument();
  });
});
