import { z } from 'zod';
import { defineCall } from '../api/call';
import {
  API_KEYS_PER_AGENCY,
  ZApiKey,
  ZApiKeys,
  ZCreateApiKey,
  ZCreatedApiKey,
} from '../api/api-keys';

// API keys (Settings, API Integration): master users only; a standard user, and any call made
// with an API key, gets 403.

const ZApiKeyIdParams = z.object({ keyId: z.coerce.number().int().positive() });

export const list = defineCall({
  method: 'GET',
  path: '/v1/agency/api-keys',
  access: 'session',
  tags: ['settings'],
  summary: "The agency's live API keys, newest first",
  description: 'Master users only (403 otherwise, and for a call made with an API key).',
  data: ZApiKeys,
  errors: [400, 403],
});

export const create = defineCall({
  method: 'POST',
  path: '/v1/agency/api-keys',
  access: 'session',
  tags: ['settings'],
  summary: 'Create a read-only API key for the agency',
  description:
    'Master users only. The answer holds the key this once; only its hash is kept. The key ' +
    'calls the API as `Authorization: Bearer <key>`, GET calls only, within the agency. ' +
    `409 when the agency holds ${API_KEYS_PER_AGENCY} live keys already.`,
  body: ZCreateApiKey,
  data: ZCreatedApiKey,
  errors: [400, 403, 409],
});

export const revoke = defineCall({
  method: 'DELETE',
  path: '/v1/agency/api-keys/:keyId',
  access: 'session',
  tags: ['settings'],
  summary: 'Revoke an API key: it stops working at once',
  description: "Master users only. Another agency's key is answered as a missing one (404).",
  params: ZApiKeyIdParams,
  data: ZApiKey,
  errors: [400, 403, 404],
});
