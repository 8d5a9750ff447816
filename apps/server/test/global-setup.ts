import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { APP_ROLE, embeddedAppPassword, startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/index';
import { TEST_TODAY } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Owner (superuser) connection of the test database: row-level security does not apply. */
    ownerUrl: string;
    /** The app role's connection, as the server uses it: row-level security applies. */
    appUrl: string;
    /** Names of the databases freshDatabase copies (fresh-database.ts), never connected to. */
    templates: Record<DatabaseTemplate, string>;
  }
}

/** What a copied database holds: the migrated schema alone, or the demo data as of TEST_TODAY. */
export type DatabaseTemplate = 'migrated' | 'demo';

/**
 * One database for the whole server test run, migrated and loaded with the demo data as of
 * TEST_TODAY; tests get its URLs with `inject('ownerUrl')` and `inject('appUrl')` (see db.ts).
 *
 * By default a fresh embedded PostgreSQL under data/test/run-<pid>, deleted when the run ends
 * (and, if a run was killed, by the next one), so every run starts clean. With DATABASE_URL set, that server is used instead: the database named by
 * TEST_DATABASE_NAME (default `<database>_test`) is dropped and created on it, so the owner
 * needs CREATEDB; the app role is the one of DATABASE_APP_URL when set, else a login role
 * `portal_app_test` (needs CREATEROLE) so a development app role's password is left alone.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = process.env.DATABASE_URL
    ? await externalDatabase(process.env.DATABASE_URL)
    : await embeddedDatabase();
  const name = new URL(database.ownerUrl).pathname.slice(1);
  const templates = { migrated: `${name}_template_migrated`, demo: `${name}_template_demo` };
  try {
    // The test files that need a database of their own (demoApp, freshDatabase) copy one of these
    // two snapshots of the test database, taken before any test runs, instead of migrating and
    // seeding it anew: a copy takes a fraction of a second where the demo data took seconds
    // (tens of seconds on a busy machine) each time. The migrations and the seed still run here,
    // from nothing, on every run, and the seed's own tests seed databases of their own.
    await migrateDatabase(database.ownerUrl, database.appRole);
    await copyDatabase(database, name, templates.migrated);
    await seedDemoData(database.ownerUrl, { today: TEST_TODAY });
    await copyDatabase(database, name, templates.demo);
  } catch (error) {
    await database.stop();
    throw error;
  }
  project.provide('ownerUrl', database.fixtureUrl);
  project.provide('appUrl', database.appUrl);
  project.provide('templates', templates);
  return database.stop;
}

/**
 * Copies the database `from` as `to` (replacing it), through a connection to another database:
 * PostgreSQL copies a database only while no one is connected to it.
 */
async function copyDatabase(database: TestDatabase, from: string, to: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.maintenanceUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${to}" with (force)`);
    await client.query(`create database "${to}" template "${from}"`);
  } finally {
    await client.end();
  }
}

interface TestDatabase {
  /** Runs the migrations and loads the demo data. */
  ownerUrl: string;
  /** Given to the tests as their owner connection (a superuser: their fixtures bypass RLS). */
  fixtureUrl: string;
  appUrl: string;
  appRole: { name: string; password: string };
  /** The owner's connection to another database than the test one (to copy the test one). */
  maintenanceUrl: string;
  stop: () => Promise<void>;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TEST_DATA_ROOT = path.join(REPO_ROOT, 'data', 'test');

async function embeddedDatabase(): Promise<TestDatabase> {
  // Each run has its own cluster, so runs started side by side (several developers, or an editor
  // and a terminal) do not stop each other's server.
  await removeStaleRuns();
  const dataDir = path.join(TEST_DATA_ROOT, `run-${process.pid}`);
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  return {
    ownerUrl: server.ownerUrl,
    fixtureUrl: server.ownerUrl,
    appUrl: server.appUrl,
    appRole: { name: APP_ROLE, password: embeddedAppPassword(dataDir) },
    maintenanceUrl: withDatabase(server.ownerUrl, 'template1'),
    stop: async () => {
      await server.stop();
      await removeRun(dataDir);
    },
  };
}

/** Deletes what earlier runs left under data/test, except the clusters of runs still going. */
async function removeStaleRuns(): Promise<void> {
  if (!fs.existsSync(TEST_DATA_ROOT)) return;
  for (const entry of fs.readdirSync(TEST_DATA_ROOT)) {
    const owner = /^run-(\d+)$/.exec(entry);
    if (owner && isAlive(Number(owner[1]))) continue;
    const stale = path.join(TEST_DATA_ROOT, entry);
    if (fs.lstatSync(stale).isDirectory()) await removeRun(stale);
    else fs.rmSync(stale, { force: true });
  }
}

/** Stops a server left running on a run's cluster (a killed run), then deletes the run. */
async function removeRun(dataDir: string): Promise<void> {
  const cluster = path.join(dataDir, 'postgres');
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
  }
  // As root the cluster may live elsewhere behind a symlink (see embedded.ts): remove it too.
  const stat = fs.lstatSync(cluster, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) fs.rmSync(fs.realpathSync(cluster), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function externalDatabase(databaseUrl: string): Promise<TestDatabase> {
  const admin = new URL(databaseUrl);
  const name = process.env.TEST_DATABASE_NAME ?? `${admin.pathname.slice(1) || 'postgres'}_test`;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }

  const ownerUrl = new URL(admin);
  ownerUrl.pathname = `/${name}`;
  const appUrl = new URL(process.env.DATABASE_APP_URL ?? ownerUrl);
  appUrl.pathname = `/${name}`;
  let appRole: TestDatabase['appRole'];
  if (process.env.DATABASE_APP_URL) {
    appRole = {
      name: decodeURIComponent(appUrl.username),
      password: decodeURIComponent(appUrl.password),
    };
  } else {
    appRole = { name: 'portal_app_test', password: randomBytes(18).toString('base64url') };
    appUrl.username = appRole.name;
    appUrl.password = appRole.password;
  }
  // The tests' own fixtures write across agencies, as an owner that row-level security does not
  // bind: with TEST_FIXTURE_URL (a superuser) the migrations and the demo data still run as the
  // non-superuser owner of DATABASE_URL, as in production, and only the fixtures use it.
  const fixtureUrl = process.env.TEST_FIXTURE_URL ? new URL(process.env.TEST_FIXTURE_URL) : null;
  if (fixtureUrl) fixtureUrl.pathname = `/${name}`;
  // The test database stays for inspection; the next run drops it.
  return {
    ownerUrl: ownerUrl.toString(),
    fixtureUrl: (fixtureUrl ?? ownerUrl).toString(),
    appUrl: appUrl.toString(),
    appRole,
    maintenanceUrl: databaseUrl,
    stop: () => Promise.resolve(),
  };
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}
