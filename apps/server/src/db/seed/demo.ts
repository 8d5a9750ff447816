import { Faker, base, en, en_AU } from '@faker-js/faker';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../../lib/password';
import * as schema from '../schema/index';
import { SUBURBS } from './australia';
import { seedAgency } from './agency';
import { seedKeyEnforceMode } from './key-enforce';
import { seedCancellationPlan } from './cancellation-plan';
import { seedEvidencePacks } from './evidence-packs';
import { CANCELLATION_REASONS, SERVICING_CATEGORIES } from './catalogue';
import type { SharedRefs } from './context';
import { DEMO_AGENCIES, DEMO_PASSWORD, DEMO_USERS } from './plans';
import { clockFor, insertReturningIds, insertRows, type Clock, type SeedTx } from './util';

/** The fixed seed of the demo data: every run produces the same rows. */
const DEMO_SEED = 20250101;

/** Held while seeding, so server replicas starting together seed once. */
const SEED_LOCK = 724101;

export interface SeedOptions {
  /** The day the demo is built around (default: now); dates are relative to it. */
  today?: Date;
  log?: (message: string) => void;
}

/**
 * Loads the demo agencies, users and portfolios, unless the database already has agencies.
 * Returns whether it seeded. Runs as the owner (row-level security does not apply to it); the
 * reference data and users go in one transaction, then each agency in its own.
 */
export async function seedDemoData(ownerUrl: string, options: SeedOptions = {}): Promise<boolean> {
  const log = options.log ?? (() => undefined);
  const clock = clockFor(options.today ?? new Date());
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'portal-seed' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK]);
    const existing = await client.query<{ seeded: boolean }>(
      'select exists (select 1 from agencies) as seeded',
    );
    if (existing.rows[0]?.seeded) return false;

    const started = Date.now();
    const db = drizzle(client, { schema, casing: 'snake_case' });
    // Our own instance (same locales as fakerEN_AU), so nothing else can move its sequence.
    const faker = new Faker({ locale: [en_AU, en, base] });
    faker.seed(DEMO_SEED);
    // scrypt is slow on purpose: hash the shared demo password once.
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    const shared = await db.transaction((tx) => seedShared(tx, passwordHash, clock));
    for (const plan of DEMO_AGENCIES) {
      const agencyStarted = Date.now();
      await db.transaction((tx) => seedAgency(tx, faker, clock, plan, shared));
      log(`Seeded ${plan.name} (${plan.state}) in ${Date.now() - agencyStarted} ms.`);
    }
    await db.transaction((tx) => seedKeyEnforceMode(tx));
    await db.transaction((tx) => seedCancellationPlan(tx));
    await db.transaction((tx) => seedEvidencePacks(tx, clock));
    log(`Demo data for ${clock.today} loaded in ${Date.now() - started} ms.`);
    return true;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** Global reference data and the demo users. */
async function seedShared(tx: SeedTx, passwordHash: string, clock: Clock): Promise<SharedRefs> {
  const suburbRows = Object.entries(SUBURBS).flatMap(([stateCode, list]) =>
    list.map((suburb) => ({ name: suburb.name, postcode: suburb.postcode, stateCode })),
  );
  const suburbIds = await insertReturningIds(tx, schema.suburbs, suburbRows);

  const categoryIds = await insertReturningIds(
    tx,
    schema.servicingCategories,
    SERVICING_CATEGORIES.map((category, i) => ({ ...category, displayOrder: i })),
  );

  const groupIds = await insertReturningIds(
    tx,
    schema.cancellationReasons,
    CANCELLATION_REASONS.map((group, i) => ({ text: group.text, displayOrder: i })),
  );
  const reasonIds = await insertReturningIds(
    tx,
    schema.cancellationReasons,
    CANCELLATION_REASONS.flatMap((group, g) =>
      group.children.map((text, i) => ({ parentId: groupIds[g]!, text, displayOrder: i })),
    ),
  );

  const userIds = await insertReturningIds(
    tx,
    schema.users,
    DEMO_USERS.map((user) => ({
      username: user.username,
      passwordHash,
      displayName: user.displayName,
      email: user.email,
      phone: user.phone,
      isProviderStaff: user.isProviderStaff ?? false,
      disabled: user.disabled ?? false,
      createdAt: clock.at(-1000),
    })),
  );
  await insertRows(
    tx,
    schema.userExperiments,
    DEMO_USERS.flatMap((user, i) =>
      Object.entries(user.experiments).map(([experimentCode, enabled]) => ({
        userId: userIds[i]!,
        experimentCode,
        enabled,
      })),
    ),
  );

  return {
    userIds: new Map(DEMO_USERS.map((user, i) => [user.username, userIds[i]!])),
    servicingCategoryIds: new Map(SERVICING_CATEGORIES.map((c, i) => [c.name, categoryIds[i]!])),
    cancellationReasonIds: reasonIds,
    suburbIds: new Map(
      suburbRows.map((s, i) => [`${s.stateCode}|${s.name}|${s.postcode}`, suburbIds[i]!]),
    ),
  };
}
