import type { Faker } from '@faker-js/faker';
import type { TStateCode } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type * as schema from '../schema/index';
import {
  AREA_CODES,
  COMMON_STREET_NAMES,
  STREET_TYPES,
  SUBURBS,
  SURNAMES,
  type SuburbEntry,
} from './australia';

type SeedDb = NodePgDatabase<typeof schema>;
export type SeedTx = Parameters<Parameters<SeedDb['transaction']>[0]>[0];

/** Rows per multi-row INSERT. */
const BATCH_SIZE = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dates relative to the seed's "today", so that overdue, approaching and recently-added hold
 * whenever the seed runs. Calendar days are those of Sydney/Melbourne time.
 */
export interface Clock {
  /** Today as 'YYYY-MM-DD'. */
  today: string;
  /** The calendar day `offset` days from today. */
  day: (offset: number) => string;
  /** The instant `offset` days (fractions allowed) from today's reference time. */
  at: (offset: number) => Date;
}

export function clockFor(today: Date): Clock {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(today);
  const midnightUtc = Date.parse(`${local}T00:00:00Z`);
  return {
    today: local,
    day: (offset) => new Date(midnightUtc + Math.round(offset) * DAY_MS).toISOString().slice(0, 10),
    at: (offset) => new Date(today.getTime() + offset * DAY_MS),
  };
}

/** The day `offset` days after a 'YYYY-MM-DD' date. */
/**
 * Writes the rest of the transaction as agency `agencyId`: the row-level-security policies
 * admit only that agency's rows. An owner that is a superuser (the embedded database's) bypasses
 * them anyway; any other owner (an external PostgreSQL's) is held to them like the server.
 */
export async function actAsAgency(tx: SeedTx, agencyId: number): Promise<void> {
  await tx.execute(sql`select set_config('app.agency_id', ${String(agencyId)}, true)`);
}

export const addDays = (date: string, offset: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * The `index`-th value of a generated sequence: the first `values.length` take each value once
 * (so every value occurs), the rest come from `random`.
 */
export function covering<T>(values: readonly T[], index: number, random: () => T): T {
  return index < values.length ? (values[index] as T) : random();
}

export async function insertRows<TTable extends PgTable>(
  tx: SeedTx,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}

/** Inserts in batches and returns the new ids in the order of `rows`. */
export async function insertReturningIds<TTable extends PgTable & { id: PgColumn }>(
  tx: SeedTx,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const chunk = rows.slice(start, start + BATCH_SIZE);
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
    const inserted = (await tx.insert(table).values(chunk).returning({ id: table.id })) as {
      id: number;
    }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

function streetName(faker: Faker): string {
  const name = faker.datatype.boolean({ probability: 0.4 })
    ? faker.helpers.arrayElement(COMMON_STREET_NAMES)
    : faker.helpers.arrayElement(SURNAMES);
  return `${name} ${faker.helpers.arrayElement(STREET_TYPES)}`;
}

export interface Address {
  addressLine1: string;
  addressLine2: string | null;
  suburb: string;
  postcode: string;
  stateCode: TStateCode;
}

export function address(
  faker: Faker,
  state: TStateCode,
  suburbs?: readonly SuburbEntry[],
): Address {
  const suburb = faker.helpers.arrayElement(suburbs ?? SUBURBS[state]);
  const number = faker.number.int({ min: 1, max: 180 });
  // Some units: '4/27 Station Street' is how Australians write a unit in a block.
  const unit = faker.datatype.boolean({ probability: 0.25 })
    ? `${faker.number.int({ min: 1, max: 24 })}/`
    : '';
  return {
    addressLine1: `${unit}${number} ${streetName(faker)}`,
    addressLine2: null,
    suburb: suburb.name,
    postcode: suburb.postcode,
    stateCode: state,
  };
}

/** A full name without titles or suffixes. */
export const personName = (faker: Faker) =>
  `${faker.person.firstName()} ${faker.helpers.arrayElement(SURNAMES)}`;

export function emailFor(faker: Faker, name: string, domain?: string): string {
  const local = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.');
  const host =
    domain ??
    faker.helpers.arrayElement([
      'gmail.com',
      'outlook.com',
      'bigpond.com',
      'icloud.com',
      'hotmail.com',
      'optusnet.com.au',
    ]);
  return `${local}${faker.datatype.boolean({ probability: 0.3 }) ? faker.number.int({ min: 1, max: 99 }) : ''}@${host}`;
}

/**
 * The digits after '+614' that begin a mobile range in use (04 0x, 04 1x, 04 2x, 04 3x, 04 6x: the
 * ranges libphonenumber, and so the portal's own check, knows as allocated). A random third digit
 * such as 04 41 is not a number: an occupant's would be refused when their tenancy is saved.
 */
export const MOBILE_RANGES = ['0', '1', '2', '3', '6'];

/**
 * An Australian mobile in E.164 from eight random digits: '+614', a range in use for the first
 * digit, then the other seven (the same draws as before, so the rest of the demo stays as it was).
 */
export const mobileNumber = (faker: Faker) => {
  const digits = faker.string.numeric(8);
  return `+614${MOBILE_RANGES[Number(digits[0]) % MOBILE_RANGES.length]}${digits.slice(1)}`;
};

/**
 * First digits of a landline in ranges in use, four for each area code (02 5x and 02 3x are mostly
 * unallocated, 02 6x and 02 7x are in use; of 08 only 08 7x to 08 9x are wholly in use). Always
 * four, so every state's draw takes the same randomness.
 */
const LANDLINE_RANGES: Record<string, readonly string[]> = {
  '2': ['9', '8', '6', '7'],
  '3': ['9', '8', '5', '3'],
  '7': ['9', '8', '5', '3'],
  '8': ['9', '8', '7', '9'],
};

/** A landline of the state in E.164: +61, the area code, 8 digits. */
export const landlineNumber = (faker: Faker, state: TStateCode) => {
  const area = AREA_CODES[state];
  return `+61${area}${faker.helpers.arrayElement(LANDLINE_RANGES[area]!)}${faker.string.numeric(7)}`;
};

/** Rounds to cents. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Money as the string numeric columns take. */
export const moneyText = (amount: number) => cents(amount).toFixed(2);

/** A valid Australian Business Number (the checksum holds). */
export function abn(faker: Faker): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const digits = faker.string.numeric({ length: 11, allowLeadingZeros: false });
    const sum = [...digits].reduce(
      (total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * (weights[i] ?? 0),
      0,
    );
    if (sum % 89 === 0) return digits;
  }
}
