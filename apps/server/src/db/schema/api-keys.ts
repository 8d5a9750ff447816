import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { createdAt, globalRef, id, instant } from './columns';
import { users } from './users';

/**
 * An agency's API key for its own tools (features/api-keys): read-only, called as a Bearer
 * token. Only the SHA-256 of the key is kept, with its first characters to tell keys apart; a
 * revoked key keeps its row (for the audit log) and is refused at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    agencyId: integer().notNull(),
    name: text().notNull(),
    /** The key's first characters, shown in the list. */
    prefix: text().notNull(),
    /** SHA-256 of the whole key, hex. */
    tokenHash: text().notNull(),
    createdByUserId: integer().notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per key. */
    lastUsedAt: instant(),
    revokedAt: instant(),
  },
  (t) => [
    agencyFk('api_keys_agency_fk', t.agencyId),
    globalRef('api_keys_created_by_fk', t.createdByUserId, users.id, 'cascade'),
    unique('api_keys_agency_token_key').on(t.agencyId, t.tokenHash),
    index('api_keys_agency_created_idx').on(t.agencyId, t.createdAt),
  ],
);
