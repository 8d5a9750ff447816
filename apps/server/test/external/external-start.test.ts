import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, type RunningServer } from '../server-process';
import { freePort } from '../../src/db/embedded';
import { DEMO_AGENCIES } from '../../src/db/seed/plans';
import { startDebianPostgres, type DebianPostgres } from './debian-postgres';

// The README's 'Running against an external PostgreSQL', word for word, on Debian's PostgreSQL
// with an owner that has LOGIN and CREATEROLE only: first start with the demo data, two replicas
// starting at the same moment, restarts, the app role's own login, migrating as a separate step,
// and a production database without demo data. Each server is the real one (`npm run serve`'s
// command, started as the bench starts it) in a process of its own. The pass of the API suite on Debian's PostgreSQL (which sets
// TEST_FIXTURE_URL) skips it: it starts its own cluster either way.

const running: RunningServer[] = [];

/** The real server on `port` with its own data directory (outbox, files), healthy. */
async function start(env: Record<string, string>, port: number): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-external-'));
  const server = await startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  running.push(server);
  void server.exited.finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return server;
}

/** SIGTERM; the exit code. */
async function stop(server: RunningServer): Promise<number | string> {
  await server.stop();
  return server.exited;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A further database owned by the README's owner role, as its operator would create it. */
async function createDatabase(database: DebianPostgres, name: string): Promise<string> {
  await query(database.superuserUrl, `CREATE DATABASE ${name} OWNER portal_owner`);
  const url = new URL(database.ownerUrl);
  url.pathname = `/${name}`;
  return url.href;
}

const run = process.env.TEST_FIXTURE_URL ? describe.skip : describe;

run("an external PostgreSQL whose owner is not a superuser (Debian's)", () => {
  let database: DebianPostgres;

  beforeAll(async () => {
    database = await startDebianPostgres();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map(stop));
    await database?.remove();
  });

  it('should start two replicas at once with the demo data, then restart', async () => {
    const env = { DATABASE_URL: database.ownerUrl };
    const [portA, portB] = [await freePort(), await freePort()];
    const first = await Promise.all([start(env, portA), start(env, portB)]);
    // One of them migrated and seeded while the other waited: the demo is there once.
    const agencies = await query<{ n: number }>(
      database.superuserUrl.replace(/\/postgres$/, '/portal'),
      'select count(*)::int as n from agencies',
    );
    expect(agencies[0]!.n).toBe(DEMO_AGENCIES.length);
    const properties = await query<{ n: number }>(
      database.superuserUrl.replace(/\/postgres$/, '/portal'),
      'select count(*)::int as n from properties',
    );
    expect(properties[0]!.n).toBeGreaterThan(100);

    // The server works as the app role, which row-level security binds.
    const roles = await query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.superuserUrl,
      `select rolsuper, rolbypassrls from pg_roles where rolname = 'portal_app'`,
    );
    expect(roles).toEqual([{ rolsuper: false, rolbypassrls: false }]);

    expect(await Promise.all(first.map(stop))).toEqual([0, 0]);
    // Every later start finds the role and the schema as they should be and changes nothing.
    const again = await Promise.all([start(env, portA), start(env, portB)]);
    expect(await Promise.all(again.map(stop))).toEqual([0, 0]);
    // Four server starts (a migration and the demo's seeding among them) on a Debian PostgreSQL:
    // a minute alone, several beside the browser journeys in `npm test`.
  }, 600_000);

  it("should use the app role's own login once the README's ALTER ROLE gave it one", async () => {
    await query(database.ownerUrl, "ALTER ROLE portal_app LOGIN PASSWORD 'app-password'");
    const appUrl = new URL(database.ownerUrl);
    appUrl.username = 'portal_app';
    appUrl.password = 'app-password';
    const server = await start(
      { DATABASE_URL: database.ownerUrl, DATABASE_APP_URL: appUrl.href },
      await freePort(),
    );
    const sessions = await query<{ usename: string }>(
      database.superuserUrl,
      `select distinct usename from pg_stat_activity
       where datname = 'portal' and application_name = 'portal'`,
    );
    expect(sessions.map((row) => row.usename)).toEqual(['portal_app']);
    expect(await stop(server)).toBe(0);
  }, 120_000);

  it('should migrate as a separate step and then start without migrating', async () => {
    const url = await createDatabase(database, 'portal_release');
    const env = { DATABASE_URL: url, MIGRATE_ON_START: 'false', SEED_DEMO: 'false' };
    // The server exits at start, saying what to do.
    await expect(start(env, await freePort())).rejects.toThrow('run `npm run db:migrate` first');

    const migrate = spawn('npm', ['run', 'db:migrate'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => migrate.once('exit', resolve))).toBe(0);

    const server = await start(env, await freePort());
    expect(await stop(server)).toBe(0);
    const agencies = await query<{ n: number }>(url, 'select count(*)::int as n from agencies');
    expect(agencies[0]!.n).toBe(0);
  }, 420_000);
});
