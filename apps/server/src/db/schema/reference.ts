import { STATE_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { checkOneOf, id } from './columns';

/** Australian suburbs with their postcode and state (address pickers: suburbId). Global. */
export const suburbs = pgTable(
  'suburbs',
  {
    id: id(),
    name: text().notNull(),
    postcode: text().notNull(),
    stateCode: text().notNull(),
  },
  (t) => [
    unique('suburbs_name_postcode_state_key').on(t.name, t.postcode, t.stateCode),
    index('suburbs_lower_name_idx').on(sql`lower(${t.name})`),
    index('suburbs_postcode_idx').on(t.postcode),
    checkOneOf('suburbs_state_code_check', t.stateCode, STATE_CODES),
    check('suburbs_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Reasons offered when cancelling services, grouped: a group (no parent) holds its choices
 * (children). Global: the provider's list (GET /v1/meta/cancellation-reasons).
 */
export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: id(),
    parentId: integer(),
    text: text().notNull(),
    displayOrder: smallint().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    foreignKey({
      name: 'cancellation_reasons_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    index('cancellation_reasons_parent_idx').on(t.parentId, t.displayOrder),
  ],
);

/**
 * Categories of reported findings (name, description, colour). Global: the provider classifies
 * findings the same way for every agency (GET /v1/reported-findings/servicing-categories).
 */
export const servicingCategories = pgTable(
  'servicing_categories',
  {
    id: id(),
    name: text().notNull().unique('servicing_categories_name_key'),
    description: text().notNull(),
    /** A CSS colour, '#rrggbb'. */
    color: text().notNull(),
    displayOrder: smallint().notNull().default(0),
  },
  (t) => [check('servicing_categories_color_check', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`)],
);
