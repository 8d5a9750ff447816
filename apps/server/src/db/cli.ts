import path from 'node:path';
import { parseArgs } from 'node:util';
import { STATE_CODES, type TStateCode } from '@portal/contracts';
import pg from 'pg';
import { APP_ROLE, embeddedAppPassword, startEmbeddedPostgres } from './embedded';
import { appRoleFromUrl, migrateDatabase, type AppRole } from './migrate';
import { seedDemoData, seedLargeAgency } from './seed/index';

const USAGE = `Usage: node --import tsx apps/server/src/db/cli.ts <command> [options]

Commands:
  migrate                 bring the schema up to date (and the app role)
  seed                    migrate, then load the demo data unless the database has agencies
  seed --properties N     migrate, then add one agency of N properties (benchmarks)
       [--name NAME] [--state VIC]
  reset --yes             drop and recreate the schemas, then migrate and load the demo
       [--no-seed]        data (without --no-seed)

Common options:
  --today YYYY-MM-DD      the day the generated dates are relative to (default: today)

The database is DATABASE_URL when set (an owner login; DATABASE_APP_URL optionally names the
app role's login), else the embedded PostgreSQL under DATA_DIR (default ./data), started for
the command and stopped after it.`;

interface Target {
  ownerUrl: string;
  appRole: AppRole;
  describe: string;
  stop: () => Promise<void>;
}

async function openTarget(): Promise<Target> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return {
      ownerUrl: databaseUrl,
      appRole: appRoleFromUrl(process.env.DATABASE_APP_URL, APP_ROLE),
      describe: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      stop: () => Promise.resolve(),
    };
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const server = await startEmbeddedPostgres({ dataDir, log: (message) => console.log(message) });
  return {
    ownerUrl: server.ownerUrl,
    appRole: { name: APP_ROLE, password: embeddedAppPassword(dataDir) },
    describe: `the embedded database in ${dataDir}`,
    stop: server.stop,
  };
}

async function resetSchema(ownerUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'portal-reset' });
  await client.connect();
  try {
    // The migrations journal lives in the drizzle schema: it goes too, so everything re-runs.
    await client.query('drop schema if exists drizzle cascade');
    // The background-job queue (pg-boss) too: migrating installs it afresh.
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

function parseToday(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new Error(`--today must be YYYY-MM-DD, not ${value}`);
  // Midnight in Melbourne/Sydney (AEST): the seed's calendar days are Australian ones.
  return new Date(`${value}T00:00:00+10:00`);
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      properties: { type: 'string' },
      name: { type: 'string' },
      state: { type: 'string' },
      today: { type: 'string' },
      yes: { type: 'boolean', default: false },
      'no-seed': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !['migrate', 'seed', 'reset'].includes(command)) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const properties = values.properties === undefined ? undefined : Number(values.properties);
  if (properties !== undefined && (!Number.isInteger(properties) || properties < 1)) {
    console.error('--properties must be a positive whole number');
    return 1;
  }
  const state = values.state?.toUpperCase();
  if (state !== undefined && !STATE_CODES.includes(state as TStateCode)) {
    console.error(`--state must be one of ${STATE_CODES.join(', ')}`);
    return 1;
  }
  if (command === 'reset' && !values.yes) {
    console.error('reset deletes every table and row: run it again with --yes to confirm.');
    return 1;
  }
  const today = parseToday(values.today);

  const target = await openTarget();
  try {
    const started = Date.now();
    if (command === 'reset') {
      console.log(`Dropping the public schema of ${target.describe} ...`);
      await resetSchema(target.ownerUrl);
    }
    await migrateDatabase(target.ownerUrl, target.appRole);
    console.log(`Schema of ${target.describe} is up to date.`);
    if (command === 'seed' && properties !== undefined) {
      const result = await seedLargeAgency(target.ownerUrl, {
        properties,
        name: values.name,
        state: state as TStateCode | undefined,
        today,
        log: (message) => console.log(message),
      });
      console.log(`Agency ${result.agencyId}: ${result.properties} properties in ${result.ms} ms.`);
    } else if (command === 'seed' || (command === 'reset' && !values['no-seed'])) {
      const seeded = await seedDemoData(target.ownerUrl, {
        today,
        log: (message) => console.log(message),
      });
      if (!seeded) console.log('The database already has agencies: demo data not loaded.');
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await target.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
