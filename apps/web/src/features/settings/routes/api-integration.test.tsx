import {
  API_KEY_MESSAGES,
  apiKeyCalls,
  settingsCalls,
  webhookCalls,
  type TApiKey,
  type TCreatedApiKey,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';
import { buildIntegration } from '../../../testing/settings-fixtures';

const KEY: TApiKey = {
  id: 4,
  name: 'Property software',
  prefix: 'acp_1_Ab3dE9',
  access: 'read-only',
  createdAt: '2025-03-20T10:00:00+11:00',
  createdBy: 'Alex Morgan',
  lastUsedAt: null,
};
const CREATED: TCreatedApiKey = {
  ...KEY,
  id: 5,
  name: 'Reports',
  key: 'acp_1_Ab3dE9xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
};

function openPage(keys: TApiKey[] = [KEY]) {
  const api = mockSignedInApi();
  api.set(on(settingsCalls.integrations, [buildIntegration()]));
  api.set(on(apiKeyCalls.list, { keys }));
  api.set(on(webhookCalls.list, { webhooks: [] }));
  renderRoute('/settings/api-integration');
  return api;
}

describe('ApiIntegrationPage API keys', () => {
  it('should list the keys by name and prefix, never the key, when a master opens the page', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Property software')).toBeInTheDocument();
    expect(within(table).getByText('acp_1_Ab3dE9…')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('PropertyMe')).toBeInTheDocument();
  });

  it('should not show or ask for keys when the user is not a master', async () => {
    const api = mockSignedInApi({ session: buildSession({ isComplianceAgencyUserMaster: false }) });
    api.set(on(settingsCalls.integrations, [buildIntegration()]));
    renderRoute('/settings/api-integration');
    expect(await screen.findByText('PropertyMe')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API keys' })).not.toBeInTheDocument();
    expect(api.callsTo(apiKeyCalls.list)).toHaveLength(0);
  });

  it('should check the name, create the key and show it once with a warning', async () => {
    const api = openPage([]);
    api.set(on(apiKeyCalls.create, CREATED));
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name for the key')).toBeInTheDocument();
    expect(api.callsTo(apiKeyCalls.create)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Reports');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText(CREATED.key)).toBeInTheDocument();
    expect(within(shown).getByText(API_KEY_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(api.callsTo(apiKeyCalls.create)[0]!.body).toEqual({ name: 'Reports' });

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(CREATED.key)).not.toBeInTheDocument());
  });

  it('should revoke a key after confirmation and say so', async () => {
    const api = openPage();
    api.set(on(apiKeyCalls.revoke, KEY));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Property software' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Property software?' });
    expect(api.callsTo(apiKeyCalls.revoke)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(API_KEY_MESSAGES.revoked('Property software'))).toBeVisible();
    expect(api.callsTo(apiKeyCalls.revoke)[0]!.url).toBe('/v1/agency/api-keys/4');
  });
});
