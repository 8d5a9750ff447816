import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  integer,
  numeric,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Integer identity primary key (GENERATED ALWAYS: ids come from the database, never the client). */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A point in time, always `timestamp with time zone`. */
export const instant = () => timestamp({ withTimezone: true });

export const createdAt = () => instant().notNull().defaultNow();

/** A calendar day (no time, no zone), read and written as 'YYYY-MM-DD'. */
export const day = () => date({ mode: 'string' });

/** Money in AUD, exact; node-postgres returns it as a string such as '123.45'. */
export const money = () => numeric({ precision: 12, scale: 2 });

/** A `text[]` column that is never null (empty by default). */
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/**
 * The values of a contracts enumeration as SQL literals. Raw on purpose: drizzle-kit writes a
 * CHECK into the migration as text, so the values cannot be bound parameters.
 */
const sqlList = (values: readonly (string | number)[]): SQL =>
  sql.raw(values.map(literal).join(', '));

/** CHECK that a scalar column holds one of `values` (NULL passes: nullability is separate). */
export const checkOneOf = (
  name: string,
  column: AnyPgColumn,
  values: readonly (string | number)[],
) => check(name, sql`${column} in (${sqlList(values)})`);

/** CHECK that every element of a `text[]` column is one of `values`. */
export const checkAllOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} <@ array[${sqlList(values)}]::text[]`);

/** CHECK of a text column's length in characters. */
export const checkMaxLength = (name: string, column: AnyPgColumn, max: number) =>
  check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);

/**
 * A single-column foreign key to a global table (a user, a suburb ...); by default the reference
 * is cleared when the target goes.
 */
export const globalRef = (
  name: string,
  column: AnyPgColumn,
  target: AnyPgColumn,
  onDelete: 'set null' | 'cascade' | 'no action' = 'set null',
) => foreignKey({ name, columns: [column], foreignColumns: [target] }).onDelete(onDelete);
