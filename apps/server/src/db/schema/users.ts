import { EMAIL_MAX, EXPERIMENT_CODES, NAME_MAX } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkMaxLength, checkOneOf, createdAt, id, instant } from './columns';

/** People who sign in: agency staff, and the provider's support staff (who may impersonate). */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    /** `scrypt$N$r$p$salt$hash` (see src/lib/password.ts). */
    passwordHash: text().notNull(),
    displayName: text().notNull(),
    email: text(),
    phone: text(),
    isProviderStaff: boolean().notNull().default(false),
    disabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: instant(),
  },
  (t) => [
    // Usernames are matched without regard to case.
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    checkMaxLength('users_display_name_length_check', t.displayName, NAME_MAX),
    checkMaxLength('users_email_length_check', t.email, EMAIL_MAX),
  ],
);

/** Experiments switched on or off per user (GET /v1/me/active-experiments). */
export const userExperiments = pgTable(
  'user_experiments',
  {
    id: id(),
    userId: integer().notNull(),
    experimentCode: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'user_experiments_user_fk',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    unique('user_experiments_user_experiment_key').on(t.userId, t.experimentCode),
    checkOneOf('user_experiments_code_check', t.experimentCode, EXPERIMENT_CODES),
  ],
);
