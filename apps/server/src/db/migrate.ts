import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { grantJobQueue, installJobQueue } from './job-queue';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface AppRole {
  name: string;
  /** With a password the role can log in itself; without one the owner switches to it. */
  password: string | null;
}

/** The app role named by DATABASE_APP_URL's login, or the default role without a login. */
export function appRoleFromUrl(databaseAppUrl: string | undefined, defaultName: string): AppRole {
  if (!databaseAppUrl) return { name: defaultName, password: null };
  const url = new URL(databaseAppUrl);
  return { name: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Held while migrating, so replicas starting together migrate one at a time. */
const MIGRATION_LOCK = 724100;

const ORDINARY = 'NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE';

/** Whether `role` can sign in to the database at `ownerUrl` with `password` (its own login). */
async function canSignIn(ownerUrl: string, role: string, password: string): Promise<boolean> {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  const probe = new pg.Client({ connectionString: url.href, application_name: 'portal-migrate' });
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

/**
 * Makes sure the app role exists as an ordinary role (no superuser, no BYPASSRLS), and can log in
 * with its password when it has one. It is created when missing and changed only when wrong:
 * an owner that is not a superuser (CREATEROLE only, or a managed service's) may not alter every
 * attribute of every role, so a restart or a second replica must find nothing to change.
 */
async function ensureAppRole(client: pg.Client, ownerUrl: string, appRole: AppRole) {
  const role = quoteIdent(appRole.name);
  const login = appRole.password ? `LOGIN PASSWORD ${quoteLiteral(appRole.password)}` : 'NOLOGIN';
  const { rows } = await client.query<{ privileged: boolean }>(
    `select rolsuper or rolbypassrls or rolcreatedb or rolcreaterole as privileged
     from pg_roles where rolname = $1`,
    [appRole.name],
  );
  const existing = rows[0];
  if (!existing) {
    await client.query(`CREATE ROLE ${role} ${login} ${ORDINARY}`);
    return;
  }
  if (existing.privileged) {
    // Row-level security would not bind it: refuse to run rather than run unconfined.
    await client.query(`ALTER ROLE ${role} ${ORDINARY}`).catch((error: Error) => {
      throw new Error(
        `The role ${appRole.name} may bypass row-level security (superuser, BYPASSRLS, ` +
          `CREATEDB or CREATEROLE) and the owner cannot change that (${error.message}). ` +
          `Ask a database administrator to run: ALTER ROLE ${role} ${ORDINARY};`,
      );
    });
  }
  if (appRole.password && !(await canSignIn(ownerUrl, appRole.name, appRole.password))) {
    await client.query(`ALTER ROLE ${role} ${login}`);
  }
}

/**
 * Brings the schema (and the job queue's) up to date as the owner, and makes sure the app role
 * exists as an ordinary role with rights on the tables but no ownership, so that the forced
 * row-level security policies apply to every query the server makes. Replicas starting together
 * take turns: one migrates while the others wait, then find nothing to do.
 */
export async function migrateDatabase(ownerUrl: string, appRole: AppRole): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'portal-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const role = quoteIdent(appRole.name);
    await ensureAppRole(client, ownerUrl, appRole);
    // The background-job queue's own schema (pg-boss) first: a migration may move jobs into it.
    await installJobQueue(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await client.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
    await client.query(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
    );
    // The audit log is append-only (0019_audit_log_append_only.sql): read and add, nothing else.
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${role}`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    await grantJobQueue(client, role);
    // The owner may need to act as the app role (external mode without its own login).
    await client.query(`GRANT ${role} TO CURRENT_USER`).catch(() => undefined);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** How many of the project's migrations the database at `ownerUrl` lacks (0: up to date). */
export async function pendingMigrations(ownerUrl: string): Promise<number> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'portal-migrate' });
  await client.connect();
  try {
    const table = await client.query<{ present: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    );
    if (!table.rows[0]?.present) return journal.entries.length;
    const { rows } = await client.query<{ applied: number }>(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    return Math.max(0, journal.entries.length - (rows[0]?.applied ?? 0));
  } finally {
    await client.end();
  }
}
