import { STATE_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { checkOneOf, createdAt, id, instant } from './columns';
import { users } from './users';

/**
 * Why a session ended early: signed out, replaced by a new one, ended by its system, or its user
 * deactivated in the agency by a master user.
 */
export const SESSION_REVOKED_REASONS = [
  'LOGOUT',
  'REPLACED',
  'SWITCH_BACK',
  'COMPLIANCE_LOGOUT',
  'DEACTIVATED',
] as const;
export type SessionRevokedReason = (typeof SESSION_REVOKED_REASONS)[number];

/**
 * Server-side sessions (the cookie holds a random token; only its SHA-256 is stored). Global:
 * a session is looked up before its agency is known.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 (hex) of the session token in the cookie. */
    tokenHash: text().notNull().unique('sessions_token_hash_key'),
    userId: integer().notNull(),
    /** The chosen portfolio; null until the user has one. */
    agencyId: integer(),
    /** The provider staff member viewing the portal as `userId`. */
    impersonatorUserId: integer(),
    /** The compliance system's own session id (__acp_compliance_session_id). */
    complianceSessionId: text(),
    /** The state whose compliance system signed the user in. */
    stateCode: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: instant().notNull().defaultNow(),
    /** Idle expiry, pushed forward as the session is used. */
    expiresAt: instant().notNull(),
    /** Hard limit regardless of activity. */
    absoluteExpiresAt: instant().notNull(),
    revokedAt: instant(),
    /** Why it was revoked; SWITCH_BACK sessions still answer the session call (requiresRelogin). */
    revokedReason: text(),
  },
  (t) => [
    foreignKey({
      name: 'sessions_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sessions_agency_fk',
      columns: [t.agencyId],
      foreignColumns: [agencies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sessions_impersonator_fk',
      columns: [t.impersonatorUserId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.absoluteExpiresAt),
    // Switch-back and the compliance system's logout end the sessions it made.
    index('sessions_compliance_session_idx').on(t.stateCode, t.complianceSessionId),
    checkOneOf('sessions_state_code_check', t.stateCode, STATE_CODES),
    checkOneOf('sessions_revoked_reason_check', t.revokedReason, SESSION_REVOKED_REASONS),
  ],
);

/**
 * Single-use sign-in tokens issued by a state's compliance system. The token's `jti` is stored
 * when issued and `usedAt` set when it is redeemed; a second redemption finds it used.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    jti: text().notNull().unique('login_tokens_jti_key'),
    userId: integer().notNull(),
    agencyId: integer(),
    impersonatorUserId: integer(),
    stateCode: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [
    foreignKey({
      name: 'login_tokens_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'login_tokens_agency_fk',
      columns: [t.agencyId],
      foreignColumns: [agencies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'login_tokens_impersonator_fk',
      columns: [t.impersonatorUserId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('login_tokens_expires_at_idx').on(t.expiresAt),
    checkOneOf('login_tokens_state_code_check', t.stateCode, STATE_CODES),
  ],
);

/**
 * Who did what, including as whom. Global (agency nullable): sign-in events happen before an
 * agency is chosen. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE to every role and
 * the app role has only SELECT and INSERT on it (0019_audit_log_append_only.sql, migrate.ts), so
 * its ids are kept as plain numbers, without references: the log outlives any row it mentions.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    agencyId: integer(),
    actorUserId: integer(),
    impersonatorUserId: integer(),
    /** e.g. 'auth.login', 'tenancy.update', 'notice.resolve'. */
    action: text().notNull(),
    /** e.g. 'property:123'. */
    target: text(),
    /** The property the entry concerns, if any: its history (GET /v1/property/{id}/history). */
    propertyId: integer(),
    detail: jsonb().$type<Record<string, unknown>>(),
    at: instant().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_agency_at_idx').on(t.agencyId, t.at),
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at),
    index('audit_log_agency_property_at_idx')
      .on(t.agencyId, t.propertyId, t.at, t.id)
      .where(sql`${t.propertyId} is not null`),
  ],
);
