import { z } from 'zod';

/**
 * API keys (integrations for agencies' own tools): a master user creates a key for the agency's
 * own software, which then calls the same documented API with `Authorization: Bearer <key>`.
 * A key is read-only (GET calls only), is shown once when created (only its SHA-256 is kept,
 * with a visible prefix to tell keys apart), and stops working the moment it is revoked.
 */

/** What a key is called, in the list (e.g. 'Property software'). */
export const API_KEY_NAME_MAX = 80;

/** How many live (unrevoked) keys an agency may hold. */
export const API_KEYS_PER_AGENCY = 10;

/** Every key starts with this, so a leaked key is recognisable as one of ours. */
export const API_KEY_PREFIX = 'acp_';

/** A user's own calls (their settings, calendar feed, sign-in): never an API key's. */
const PERSONAL_PATH = /^\/v[12]\/(me|auth)(\/|\?|$)/;

/**
 * Whether an API key may make a request: GET (or HEAD) only, outside a user's own calls. A
 * request it may make still needs the signed-in scope, and master-only calls refuse it (403).
 */
export type TApiKeyRefusal = 'readOnly' | 'notPersonal';
export function apiKeyRefusal(method: string, url: string): TApiKeyRefusal | null {
  if (method !== 'GET' && method !== 'HEAD') return 'readOnly';
  return PERSONAL_PATH.test(url) ? 'notPersonal' : null;
}

export const ZCreateApiKey = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name for the key')
    .max(API_KEY_NAME_MAX, `The name can be at most ${API_KEY_NAME_MAX} characters`),
});
export type TCreateApiKey = z.infer<typeof ZCreateApiKey>;

/** A key as the list shows it: never the key itself. */
export const ZApiKey = z.object({
  id: z.int(),
  name: z.string(),
  /** The key's first characters, as shown in the list (e.g. 'acp_12_Ab3dE9'). */
  prefix: z.string(),
  access: z.literal('read-only'),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeys = z.object({ keys: z.array(ZApiKey) });
export type TApiKeys = z.infer<typeof ZApiKeys>;

/** POST /v1/agency/api-keys: the new key, with the secret shown this once. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const API_KEY_MESSAGES = {
  cannotManage: 'Only master users can manage API keys',
  /** A call made with an API key that changes something. */
  readOnly: 'API keys are read-only: this call needs a signed-in user',
  notFound: 'API key not found',
  /** A call of a user's own (/v1/me, /v1/auth) made with an API key. */
  notPersonal: 'API keys read the agency’s data: this call is a signed-in user’s own',
  unknownKey: 'This API key is not valid: it may have been revoked',
  tooMany: `An agency can hold at most ${API_KEYS_PER_AGENCY} API keys: revoke one first`,
  createFailed: 'The key could not be created',
  revoked: (name: string) => `${name} is revoked: it no longer works`,
  shownOnce:
    'Copy this key now: it is shown only once. Anyone holding it can read your agency’s data.',
} as const;
