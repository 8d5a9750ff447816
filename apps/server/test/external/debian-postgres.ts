import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded';

/**
 * A fresh PostgreSQL cluster from the operating system's packages (Debian's postgresql-<n>), in a
 * temporary directory on a free port, set up as the README asks an operator to: a database owned
 * by a role with LOGIN and CREATEROLE and nothing more (CREATEDB too when `createDb`, which the
 * test suite needs to make its own database). The superuser stays available for test fixtures.
 */
export interface DebianPostgres {
  /** The cluster's superuser, on the `postgres` database. */
  superuserUrl: string;
  /** The README's owner role (not a superuser), on the `portal` database it owns. */
  ownerUrl: string;
  version: string;
  port: number;
  /** Stops the server (fast shutdown); `start` starts it again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes the cluster. */
  remove: () => Promise<void>;
}

const OWNER = { name: 'portal_owner', password: 'portal-owner-password' };

/** Debian's newest PostgreSQL installation, or the one DEBIAN_POSTGRES_DIR names; null if none. */
function debianPostgresDir(): string | null {
  const wanted = process.env.DEBIAN_POSTGRES_DIR;
  if (wanted) return wanted;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((entry) => fs.existsSync(path.join(root, entry, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0]) : null;
}

export async function startDebianPostgres(
  options: { createDb?: boolean } = {},
): Promise<DebianPostgres> {
  const installDir = debianPostgresDir();
  if (!installDir) {
    throw new Error(
      "Debian's PostgreSQL is not installed: apt-get install postgresql (.ci/run does).",
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-debian-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const log = () => undefined;
  let server: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, log, installDir });
  const port = server.port;
  const superuserUrl = server.ownerUrl;
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  let version: string;
  try {
    const attributes = `LOGIN CREATEROLE${options.createDb ? ' CREATEDB' : ''}`;
    await admin.query(`CREATE ROLE ${OWNER.name} ${attributes} PASSWORD '${OWNER.password}'`);
    await admin.query(`CREATE DATABASE portal OWNER ${OWNER.name}`);
    version = (await admin.query<{ v: string }>('show server_version')).rows[0]!.v;
  } finally {
    await admin.end();
  }
  const ownerUrl = new URL(superuserUrl);
  ownerUrl.username = OWNER.name;
  ownerUrl.password = OWNER.password;
  ownerUrl.pathname = '/portal';
  return {
    superuserUrl,
    ownerUrl: ownerUrl.href,
    version,
    port,
    stop: () => server.stop(),
    start: async () => {
      server = await startEmbeddedPostgres({ dataDir, log, installDir, port });
    },
    remove: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `node --import tsx apps/server/test/external/debian-postgres.ts <command...>`: runs the command
 * with DATABASE_URL naming the owner role of a fresh Debian PostgreSQL (and TEST_FIXTURE_URL its
 * superuser, for the tests' own fixtures), then removes the cluster.
 */
async function main(command: string[]): Promise<number> {
  const database = await startDebianPostgres({ createDb: true });
  console.warn(`PostgreSQL ${database.version} (Debian) on port ${database.port}`);
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(command.join(' '), {
        shell: true,
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: database.ownerUrl,
          TEST_FIXTURE_URL: database.superuserUrl,
        },
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
  } finally {
    await database.remove();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('Usage: debian-postgres.ts <command...>');
    process.exit(2);
  }
  process.exitCode = await main(command);
}
