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

/**
 * Brings the schema (and the job queue's) up to date as the owner, and makes sure the app role
 * exists as an ordinary role (no superuser, no BYPASSRLS) with rights on the tables but no
 * ownership, so that the forced row-level security policies apply to every query the server makes.
 */
export async function migrateDatabase(ownerUrl: string, appRole: AppRole): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'portal-migrate' });
  await client.connect();
  try {
    // One migrator at a time across replicas starting together.
    await client.query('select pg_advisory_lock(724100)');
    const role = quoteIdent(appRole.name);
    const login = appRole.password ? `LOGIN PASSWORD ${quoteLiteral(appRole.password)}` : 'NOLOGIN';
    const { rows } = await client.query<{ privileged: boolean }>(
      `select rolsuper or rolbypassrls or rolcreatedb or rolcreaterole as privileged
       from pg_roles where rolname = $1`,
      [appRole.name],
    );
    const ordinary = 'NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE';
    if (!rows[0]) {
      await client.query(`CREATE ROLE ${role} ${login} ${ordinary}`);
    } else {
      // An owner that is no superuser may not name attributes it lacks itself (BYPASSRLS) even to
      // remove them: only an app role that has them is made ordinary again.
      await client.query(`ALTER ROLE ${role} ${login}${rows[0].privileged ? ` ${ordinary}` : ''}`);
    }
    // The background-job queue's own schema (pg-boss) first: a migration may move jobs into it.
    await installJobQueue(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await client.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
    await client.query(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
    );
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    await grantJobQueue(client, role);
    // The owner may need to act as the app role (external mode without its own login).
    await client.query(`GRANT ${role} TO CURRENT_USER`).catch(() => undefined);
  } finally {
    await client.query('select pg_advisory_unlock(724100)').catch(() => undefined);
    await client.end();
  }
}
