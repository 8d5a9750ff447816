import { settingsCalls } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, on, type MockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { buildNotificationSettings } from '../../../testing/settings-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

const GET = settingsCalls.notificationSettings;
const POST = settingsCalls.updateNotificationSettings;
const REQUIRED = 'You need to select a sending report preference';

function mockNotificationApi(settings = buildNotificationSettings()): MockApi {
  const api = mockSignedInApi();
  api.set(on(GET, settings));
  return api;
}

async function choose(manager: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: manager }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('NotificationPreferencesPage', () => {
  it('should show one choice per property manager with the contracts labels', async () => {
    mockNotificationApi();
    renderRoute('/settings/notification-preferences');

    expect(await screen.findByRole('combobox', { name: 'Jordan Lee' })).toHaveValue(
      'All service reports',
    );
    expect(screen.getByRole('combobox', { name: 'Olivia Chen' })).toHaveValue('');
    expect(screen.getByText('Every report is emailed.')).toBeInTheDocument();
  });

  it('should ask for a preference and not post when a property manager has none', async () => {
    const api = mockNotificationApi();
    renderRoute('/settings/notification-preferences');

    await userEvent.click(await screen.findByRole('button', { name: 'Save all' }));

    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it("should post every preference and toast 'Notification preference updated' when saved", async () => {
    const api = mockNotificationApi();
    api.set(
      on(
        POST,
        buildNotificationSettings({
          propertyManagers: [
            {
              propertyManagerId: 21,
              name: 'Jordan Lee',
              serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS',
            },
            {
              propertyManagerId: 22,
              name: 'Olivia Chen',
              serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED',
            },
          ],
        }),
      ),
    );
    renderRoute('/settings/notification-preferences');
    await screen.findByRole('combobox', { name: 'Olivia Chen' });

    await choose('Olivia Chen', 'Not allowed');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));

    expect(await screen.findByText('Notification preference updated')).toBeInTheDocument();
    expect(api.callsTo(POST)[0]?.body).toEqual([
      { propertyManagerId: 21, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
      { propertyManagerId: 22, serviceReportsAutoOwnerEmailPreference: 'NOT_ALLOWED' },
    ]);
  });

  it("should toast 'Error updating notification preference' when the save fails", async () => {
    const api = mockNotificationApi();
    api.set(on(POST, fail(403, 'Sending service reports to owners is disabled for this agency')));
    renderRoute('/settings/notification-preferences');
    await screen.findByRole('combobox', { name: 'Olivia Chen' });

    await choose('Olivia Chen', 'All service reports');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));

    expect(await screen.findByText('Error updating notification preference')).toBeInTheDocument();
    // A refused save keeps the page: only loading the page is restricted.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Notification preferences' }),
    ).toBeVisible();
  });

  it('should explain and disable the controls when the agency disallows auto-owner emails', async () => {
    mockNotificationApi(
      buildNotificationSettings({ isServiceReportsAutoOwnerEmailAllowed: false }),
    );
    renderRoute('/settings/notification-preferences');

    expect(await screen.findByText('Automatic service report emails are turned off')).toBeVisible();
    expect(screen.getByText(/Your agency has disabled sending service reports/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Jordan Lee' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Olivia Chen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled();
  });

  it('should say so when the agency has no property managers', async () => {
    mockNotificationApi(buildNotificationSettings({ propertyManagers: [] }));
    renderRoute('/settings/notification-preferences');

    expect(await screen.findByText('No property managers found')).toBeInTheDocument();
  });
});
