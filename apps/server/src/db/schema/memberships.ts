import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { agencies, propertyManagers } from './agencies';
import { checkMaxLength, createdAt, id, instant } from './columns';
import { EMAIL_MAX } from '@portal/contracts';
import { users } from './users';

/**
 * A user's access to an agency (a "portfolio"). Global, not agency-owned: the portfolio switcher
 * lists a user's agencies before any agency is chosen.
 */
export const agencyMemberships = pgTable(
  'agency_memberships',
  {
    id: id(),
    userId: integer().notNull(),
    agencyId: integer().notNull(),
    isMaster: boolean().notNull().default(false),
    /** The agency's property-manager record of this user, when they are one. */
    propertyManagerId: integer(),
    /** Set by a master user: the user may no longer sign in to this agency (Manage users). */
    deactivatedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'agency_memberships_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'agency_memberships_agency_fk',
      columns: [t.agencyId],
      foreignColumns: [agencies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'agency_memberships_property_manager_fk',
      columns: [t.agencyId, t.propertyManagerId],
      foreignColumns: [propertyManagers.agencyId, propertyManagers.id],
    }),
    unique('agency_memberships_user_agency_key').on(t.userId, t.agencyId),
    index('agency_memberships_agency_user_idx').on(t.agencyId, t.userId),
  ],
);

/** A user's own defaults within one agency (GET and PATCH /v1/me/settings). */
export const userSettings = pgTable(
  'user_settings',
  {
    id: id(),
    userId: integer().notNull(),
    agencyId: integer().notNull(),
    /**
     * The user's own default property manager on their dashboard, used only when
     * defaultPropertyManagerChosen is true: then null means "All property managers".
     */
    defaultPropertyManagerId: integer(),
    /** False until the user saves a default of their own; until then the agency's applies. */
    defaultPropertyManagerChosen: boolean().notNull().default(false),
    /** Overrides the agency's showPortfolioMirroring for this user; null follows the agency. */
    showPortfolioMirroring: boolean(),
    /** Copy the user into CC of emails they send from the portal. */
    emailCopyToSelf: boolean().notNull().default(false),
    /** Further preferences of the web app (page sizes, dismissed hints, ...). */
    preferences: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'user_settings_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_settings_agency_fk',
      columns: [t.agencyId],
      foreignColumns: [agencies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_settings_default_property_manager_fk',
      columns: [t.agencyId, t.defaultPropertyManagerId],
      foreignColumns: [propertyManagers.agencyId, propertyManagers.id],
    }),
    unique('user_settings_user_agency_key').on(t.userId, t.agencyId),
  ],
);

/**
 * Invitations to join an agency (Manage users). Global, like login_tokens: the invitation's page
 * finds it by its link's token before any agency is known. Only the token's SHA-256 is stored;
 * a link works once (acceptedAt), until it expires or a new invitation to the address replaces
 * it (replacedAt).
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    agencyId: integer().notNull(),
    email: text().notNull(),
    isMaster: boolean().notNull().default(false),
    tokenHash: text().notNull().unique('user_invitations_token_hash_key'),
    invitedBy: integer(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
    acceptedUserId: integer(),
    replacedAt: instant(),
  },
  (t) => [
    foreignKey({
      name: 'user_invitations_agency_fk',
      columns: [t.agencyId],
      foreignColumns: [agencies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_invitations_invited_by_fk',
      columns: [t.invitedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'user_invitations_accepted_user_fk',
      columns: [t.acceptedUserId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('user_invitations_agency_email_idx').on(t.agencyId, sql`lower(${t.email})`),
    checkMaxLength('user_invitations_email_length_check', t.email, EMAIL_MAX),
  ],
);
