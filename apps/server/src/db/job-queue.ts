import { createRequire } from 'node:module';
import type pg from 'pg';
import { getConstructionPlans, getMigrationPlans } from 'pg-boss';

/** The schema pg-boss keeps the background-job queue in (its default). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The pg-boss schema version this build of the server runs on. */
const SCHEMA_VERSION = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;

/**
 * Creates or upgrades pg-boss's schema as the database owner; the caller holds the migration
 * advisory lock, so replicas starting together never race to create it. Runs before the drizzle
 * migrations, which may move jobs into it.
 */
export async function installJobQueue(client: pg.Client): Promise<void> {
  const installed = await installedVersion(client);
  if (installed === null) {
    await client.query(getConstructionPlans(JOB_QUEUE_SCHEMA));
  } else if (installed < SCHEMA_VERSION) {
    await upgrade(client, installed);
  }
}

/**
 * Lets the app role (its quoted identifier) use pg-boss's schema without owning any of it: the
 * server never runs DDL, so an ordinary role is enough for it.
 */
export async function grantJobQueue(client: pg.Client, role: string): Promise<void> {
  const schema = JOB_QUEUE_SCHEMA;
  await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${role}`);
  await client.query(
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role}`,
  );
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role}`);
  await client.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${schema} TO ${role}`);
}

async function installedVersion(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ installed: boolean }>(
    `select to_regclass('${JOB_QUEUE_SCHEMA}.version') is not null as installed`,
  );
  if (!rows[0]?.installed) return null;
  const version = await client.query<{ version: string }>(
    `select version from ${JOB_QUEUE_SCHEMA}.version`,
  );
  return Number(version.rows[0]!.version);
}

/**
 * pg-boss's own migration from `version`, as its CLI runs it: the script in one transaction, then
 * each index it builds concurrently (which cannot run inside a transaction) on its own.
 */
async function upgrade(client: pg.Client, version: number): Promise<void> {
  const plans = getMigrationPlans(JOB_QUEUE_SCHEMA, version);
  const end = plans.lastIndexOf('COMMIT;') + 'COMMIT;'.length;
  await client.query(plans.slice(0, end));
  const concurrent = plans
    .slice(end)
    .split(/;\s*\n/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '');
  for (const statement of concurrent) await client.query(statement);
}
