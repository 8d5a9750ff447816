import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase } from '../src/db/migrate';

/**
 * A new, migrated, empty database beside the test database (same server, same app role), for
 * tests that must not share the demo data: returns its owner URL. Drop it with dropDatabase.
 */
export async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await adminQuery(`create database "${name}"`);
  const url = new URL(inject('ownerUrl'));
  url.pathname = `/${name}`;
  const app = new URL(inject('appUrl'));
  await migrateDatabase(url.toString(), {
    name: decodeURIComponent(app.username),
    password: decodeURIComponent(app.password),
  });
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
