import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCIES } from '../../src/db/seed/plans';
import { startDebianPostgres, type DebianPostgres } from './debian-postgres';

// The README's 'Running against an external PostgreSQL', word for word, on Debian's PostgreSQL
// with an owner that has LOGIN and CREATEROLE only: first start with the demo data, two replicas
// starting at the same moment, restarts, the app role's own login, migrating as a separate step,
// and a production database without demo data. Each server is the real one (`npm run serve`'s
// command) in a process of its own. The pass of the API suite on Debian's PostgreSQL (which sets
// TEST_FIXTURE_URL) skips it: it starts its own cluster either way.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Server {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>, port: number): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-external-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  void exited.finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { port, child, output: () => output, exited };
}

/** Resolves once the server's /healthz answers 200; rejects if it exits first. */
async function healthy(server: Server, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`The server exited (${exitCode}):\n${server.output()}`);
    }
    const answer = await fetch(`http://127.0.0.1:${server.port}/healthz`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

async function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
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
  const running: Server[] = [];
  const start = (env: Record<string, string>, port: number) => {
    const server = startServer(env, port);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await startDebianPostgres();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map(stopServer));
    await database?.remove();
  });

  it('should start two replicas at once with the demo data, then restart', async () => {
    const env = { DATABASE_URL: database.ownerUrl };
    const [portA, portB] = [await freePort(), await freePort()];
    const first = [start(env, portA), start(env, portB)];
    await Promise.all(first.map((server) => healthy(server)));
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

    expect(await Promise.all(first.map(stopServer))).toEqual([0, 0]);
    // Every later start finds the role and the schema as they should be and changes nothing.
    const again = [start(env, portA), start(env, portB)];
    await Promise.all(again.map((server) => healthy(server)));
    expect(await Promise.all(again.map(stopServer))).toEqual([0, 0]);
  }, 240_000);

  it("should use the app role's own login once the README's ALTER ROLE gave it one", async () => {
    await query(database.ownerUrl, "ALTER ROLE portal_app LOGIN PASSWORD 'app-password'");
    const appUrl = new URL(database.ownerUrl);
    appUrl.username = 'portal_app';
    appUrl.password = 'app-password';
    const server = start(
      { DATABASE_URL: database.ownerUrl, DATABASE_APP_URL: appUrl.href },
      await freePort(),
    );
    await healthy(server);
    const sessions = await query<{ usename: string }>(
      database.superuserUrl,
      `select distinct usename from pg_stat_activity
       where datname = 'portal' and application_name = 'portal'`,
    );
    expect(sessions.map((row) => row.usename)).toEqual(['portal_app']);
    expect(await stopServer(server)).toBe(0);
  }, 120_000);

  it('should migrate as a separate step and then start without migrating', async () => {
    const url = await createDatabase(database, 'portal_release');
    const env = { DATABASE_URL: url, MIGRATE_ON_START: 'false', SEED_DEMO: 'false' };
    const early = start(env, await freePort());
    expect(await early.exited).toBe(1);
    expect(early.output()).toContain('run `npm run db:migrate` first');

    const migrate = spawn('npm', ['run', 'db:migrate'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => migrate.once('exit', resolve))).toBe(0);

    const server = start(env, await freePort());
    await healthy(server);
    expect(await stopServer(server)).toBe(0);
    const agencies = await query<{ n: number }>(url, 'select count(*)::int as n from agencies');
    expect(agencies[0]!.n).toBe(0);
  }, 180_000);
});
