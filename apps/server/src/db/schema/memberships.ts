import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, unique } from 'drizzle-orm/pg-core';
import { agencies, propertyManagers } from './agencies';
import { createdAt, id, instant } from './columns';
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
