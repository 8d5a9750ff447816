import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTemplate } from './global-setup';

/**
 * A new database beside the test database (same server, same app role), for tests that must not
 * share its data: a copy of the test database as the global setup left it after the migrations
 * (`migrated`: the schema, no rows) or after the demo data (`demo`, as of TEST_TODAY), with the
 * app role's grants. Returns its owner URL; drop it with dropDatabase.
 */
export async function freshDatabase(
  name: string,
  from: DatabaseTemplate = 'migrated',
): Promise<string> {
  await dropDatabase(name);
  await adminQuery(`create database "${name}" template "${inject('templates')[from]}"`);
  const url = new URL(inject('ownerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`drop database if exists "${name}" with (force)`);
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('ownerUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
