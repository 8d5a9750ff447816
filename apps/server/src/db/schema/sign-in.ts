import { STATE_CODES } from '@portal/contracts';
import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, id, instant } from './columns';
import { users } from './users';

/**
 * Sign-ins to the built-in state compliance systems (/cs/{state}), apart from the portal's own
 * sessions. A staff member's choice to view the portal as someone makes a new row, so ending it
 * (switch back) ends exactly the portal sessions made from it.
 */
export const complianceSessions = pgTable(
  'compliance_sessions',
  {
    id: id(),
    /** The id handed to the portal as __acp_compliance_session_id (random, not secret). */
    publicId: text().notNull().unique('compliance_sessions_public_id_key'),
    /** SHA-256 (hex) of the random token in the system's cookie. */
    tokenHash: text().notNull().unique('compliance_sessions_token_hash_key'),
    stateCode: text().notNull(),
    /** Who signed in with their password. */
    userId: integer().notNull(),
    /** The agency user a provider staff member is viewing the portal as. */
    impersonatedUserId: integer(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    endedAt: instant(),
  },
  (t) => [
    foreignKey({
      name: 'compliance_sessions_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'compliance_sessions_impersonated_user_fk',
      columns: [t.impersonatedUserId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('compliance_sessions_user_idx').on(t.userId),
    index('compliance_sessions_expires_at_idx').on(t.expiresAt),
    checkOneOf('compliance_sessions_state_code_check', t.stateCode, STATE_CODES),
  ],
);

/**
 * Failed password sign-ins, counted per username and per address over a recent window. Kept in
 * PostgreSQL so every replica sees the same counts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** Lower-cased as typed, whether or not such a user exists. */
    username: text().notNull(),
    ip: text().notNull(),
    stateCode: text().notNull(),
    at: instant().notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_at_idx').on(t.username, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    index('login_attempts_at_idx').on(t.at),
    checkOneOf('login_attempts_state_code_check', t.stateCode, STATE_CODES),
  ],
);

/**
 * Secrets the server generates once and every replica shares: the compliance systems' token
 * keys and the cookie-signing secret, unless configured.
 */
export const serverSecrets = pgTable('server_secrets', {
  id: id(),
  name: text().notNull().unique('server_secrets_name_key'),
  /** base64url of random bytes. */
  value: text().notNull(),
  createdAt: createdAt(),
});
