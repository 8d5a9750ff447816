import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_EVENT_NOTES,
  WEBHOOK_MESSAGES,
  apiKeyCalls,
  settingsCalls,
  webhookCalls,
  type TCreatedWebhook,
  type TWebhook,
  type TWebhookDelivery,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';
import { buildIntegration } from '../../../testing/settings-fixtures';

const WEBHOOK: TWebhook = {
  id: 7,
  url: 'https://crm.example.com/hooks',
  description: 'Our CRM',
  events: ['notice.issued', 'invoice.issued'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-20T10:00:00+11:00',
  createdBy: 'Alex Morgan',
  lastDeliveryAt: null,
};
const CREATED: TCreatedWebhook = {
  ...WEBHOOK,
  id: 8,
  secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MTI=',
};
const DELIVERY: TWebhookDelivery = {
  id: 31,
  messageId: 'msg_1',
  event: 'webhook.test',
  eventLabel: 'Test event',
  status: 'RETRYING',
  attempts: 1,
  maxAttempts: WEBHOOK_ATTEMPTS,
  responseCode: 500,
  responseExcerpt: 'Internal error',
  error: 'Answered 500: only a 2xx answer counts as delivered',
  nextRetryAt: '2026-11-27T10:00:20+11:00',
  createdAt: '2026-11-27T10:00:00+11:00',
  lastAttemptAt: '2026-11-27T10:00:01+11:00',
};

function openPage(webhooks: TWebhook[] = [WEBHOOK]) {
  const api = mockSignedInApi();
  api.set(on(settingsCalls.integrations, [buildIntegration()]));
  api.set(on(apiKeyCalls.list, { keys: [] }));
  api.set(on(webhookCalls.list, { webhooks }));
  renderRoute('/settings/api-integration');
  return api;
}

describe('ApiIntegrationPage webhooks', () => {
  it('should list each webhook with its address, events and state', async () => {
    openPage();
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getByText('https://crm.example.com/hooks')).toBeInTheDocument();
    expect(within(list).getByText('Notice issued, Invoice issued')).toBeInTheDocument();
    expect(within(list).getByRole('switch', { name: /Send events to/ })).toBeChecked();
  });

  it('should say so when the agency has no webhooks', async () => {
    openPage([]);
    expect(await screen.findByText('No webhooks')).toBeInTheDocument();
  });

  it('should not show or ask for webhooks when the user is not a master', async () => {
    const api = mockSignedInApi({ session: buildSession({ isComplianceAgencyUserMaster: false }) });
    api.set(on(settingsCalls.integrations, [buildIntegration()]));
    renderRoute('/settings/api-integration');
    expect(await screen.findByText('PropertyMe')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(api.callsTo(webhookCalls.list)).toHaveLength(0);
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    const api = mockSignedInApi();
    api.set(on(settingsCalls.integrations, [buildIntegration()]));
    api.set(on(apiKeyCalls.list, { keys: [] }));
    api.set(on(webhookCalls.list, fail(500)));
    renderRoute('/settings/api-integration');
    expect(await screen.findByText('Webhooks could not be loaded')).toBeInTheDocument();
  });

  it('should check the form, create the webhook and show its secret once', async () => {
    const api = openPage([]);
    api.set(on(webhookCalls.create, CREATED));
    await userEvent.click(await screen.findByRole('button', { name: 'Create webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
    // Every event says honestly that it is not sent yet.
    expect(within(dialog).getByText(WEBHOOK_EVENT_NOTES['booking.confirmed'])).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(api.callsTo(webhookCalls.create)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Address/ }),
      'https://crm.example.com/hooks',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Notice issued/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Our CRM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Your webhook’s signing secret' });
    expect(within(shown).getByText(CREATED.secret)).toBeInTheDocument();
    expect(within(shown).getByText(WEBHOOK_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(await screen.findByText(WEBHOOK_MESSAGES.created)).toBeInTheDocument();
    expect(api.callsTo(webhookCalls.create)[0]!.body).toEqual({
      url: 'https://crm.example.com/hooks',
      events: ['notice.issued'],
      description: 'Our CRM',
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(CREATED.secret)).not.toBeInTheDocument());
  });

  it('should show the server’s refusal of the address under the field', async () => {
    const api = openPage([]);
    api.set(
      on(
        webhookCalls.create,
        fail(400, WEBHOOK_MESSAGES.privateAddress, {
          'body.url': WEBHOOK_MESSAGES.privateAddress,
        }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Address/ }),
      'https://10.0.0.1/hooks',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Invoice issued/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.privateAddress)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('should send a test event, say so and show the delivery log', async () => {
    const api = openPage();
    api.set(on(webhookCalls.test, { ...DELIVERY, status: 'PENDING' }));
    api.set(on(webhookCalls.deliveries, { items: [DELIVERY], total: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.testQueued)).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: `Deliveries to ${WEBHOOK.url}` });
    expect(within(log).getByText('Retrying')).toBeInTheDocument();
    expect(within(log).getByText('HTTP 500', { exact: false })).toBeInTheDocument();
    expect(within(log).getByText(DELIVERY.error!)).toBeInTheDocument();
    expect(within(log).getByText(`1 of ${WEBHOOK_ATTEMPTS}`)).toBeInTheDocument();
    expect(api.callsTo(webhookCalls.test)[0]!.url).toBe('/v1/agency/webhooks/7/test');
  });

  it('should page through a long delivery log', async () => {
    const api = openPage();
    api.set(
      on(webhookCalls.deliveries, {
        items: [{ ...DELIVERY, status: 'DELIVERED', nextRetryAt: null }],
        total: 25,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    expect(await screen.findByText('25 deliveries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.callsTo(webhookCalls.deliveries).at(-1)!.url).toContain('page=3'),
    );
  });

  it('should say when the log is empty', async () => {
    const api = openPage();
    api.set(on(webhookCalls.deliveries, { items: [], total: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    expect(await screen.findByText(/No deliveries yet\. Send a test event/)).toBeInTheDocument();
  });

  it('should switch a webhook off and show why the portal switched one off', async () => {
    const api = openPage([
      { ...WEBHOOK, enabled: false, disabledReason: WEBHOOK_MESSAGES.autoDisabled },
    ]);
    api.set(on(webhookCalls.update, { ...WEBHOOK, enabled: true }));
    expect(await screen.findByText(/Switched off after 5 deliveries/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: /Send events to/ }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.enabled)).toBeInTheDocument();
    expect(api.callsTo(webhookCalls.update)[0]!.body).toEqual({ enabled: true });
  });

  it('should delete a webhook after confirmation and say so', async () => {
    const api = openPage();
    api.set(on(webhookCalls.remove, WEBHOOK));
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete webhook ${WEBHOOK.url}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(api.callsTo(webhookCalls.remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeVisible();
    expect(api.callsTo(webhookCalls.remove)[0]!.url).toBe('/v1/agency/webhooks/7');
  });
});
