import { z } from 'zod';
import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import {
  WEBHOOK_ATTEMPTS,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_TESTS_PER_HOUR,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOKS_PER_AGENCY,
  ZCreatedWebhook,
  ZCreateWebhook,
  ZUpdateWebhook,
  ZWebhook,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhooks,
} from '../api/webhooks';

// Webhooks (Settings, API Integration): master users only; a standard user, and any call made
// with an API key, gets 403. Another agency's webhook is answered as a missing one (404).

const ZWebhookIdParams = z.object({ webhookId: z.coerce.number().int().positive() });

const MASTER_ONLY = 'Master users only (403 otherwise, and for a call made with an API key).';

export const list = defineCall({
  method: 'GET',
  path: '/v1/agency/webhooks',
  access: 'session',
  tags: ['settings'],
  summary: "The agency's webhooks, newest first",
  description: MASTER_ONLY,
  data: ZWebhooks,
  errors: [400, 403],
});

export const create = defineCall({
  method: 'POST',
  path: '/v1/agency/webhooks',
  access: 'session',
  tags: ['settings'],
  summary: 'Create a webhook: an HTTPS address the chosen events are POSTed to, signed',
  description:
    `${MASTER_ONLY} The answer holds the signing secret this once. The address must be https ` +
    'and reach the internet: a host that is, or resolves to, a loopback, private, link-local or ' +
    `reserved address is refused (400), and checked again at every delivery. 409 when the agency ` +
    `holds ${WEBHOOKS_PER_AGENCY} webhooks already.`,
  body: ZCreateWebhook,
  data: ZCreatedWebhook,
  errors: [400, 403, 409],
});

export const update = defineCall({
  method: 'PATCH',
  path: '/v1/agency/webhooks/:webhookId',
  access: 'session',
  tags: ['settings'],
  summary: 'Change a webhook’s events or description, or switch it on or off',
  description:
    `${MASTER_ONLY} Switching it on clears the count of failed deliveries; the portal switches ` +
    `it off itself after ${WEBHOOK_DISABLE_AFTER_FAILURES} deliveries in a row fail.`,
  params: ZWebhookIdParams,
  body: ZUpdateWebhook,
  data: ZWebhook,
  errors: [400, 403, 404],
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/v1/agency/webhooks/:webhookId',
  access: 'session',
  tags: ['settings'],
  summary: 'Delete a webhook and its delivery log: no more events are sent to it',
  description: MASTER_ONLY,
  params: ZWebhookIdParams,
  data: ZWebhook,
  errors: [400, 403, 404],
});

export const test = defineCall({
  method: 'POST',
  path: '/v1/agency/webhooks/:webhookId/test',
  access: 'session',
  tags: ['settings'],
  summary: 'Send a test event (`webhook.test`) to a webhook',
  description:
    `${MASTER_ONLY} Queued like any event: signed, POSTed with a ${WEBHOOK_TIMEOUT_MS / 1000} s ` +
    `timeout, retried with back-off up to ${WEBHOOK_ATTEMPTS} attempts, shown in the delivery log. ` +
    `409 when the webhook is switched off; 429 past ${WEBHOOK_TESTS_PER_HOUR} test events an hour.`,
  params: ZWebhookIdParams,
  data: ZWebhookDelivery,
  errors: [400, 403, 404, 409, 429],
});

export const deliveries = defineCall({
  method: 'GET',
  path: '/v1/agency/webhooks/:webhookId/deliveries',
  access: 'session',
  tags: ['settings'],
  summary: "A webhook's delivery log, newest first",
  description:
    `${MASTER_ONLY} Each event sent to the webhook: its status, attempts, the receiver's latest ` +
    'answer (its status and the start of its body), the reason of a failure and the next retry.',
  params: ZWebhookIdParams,
  query: ZWebhookDeliveriesQuery,
  data: zListOf(ZWebhookDelivery),
  errors: [400, 403, 404],
});
