import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';

/**
 * The test database as the server sees it: the app role, bound by row-level security. Close it
 * in afterAll.
 */
export function testDatabase(options: { max?: number } = {}): Database {
  return createDatabase(inject('appUrl'), { max: options.max ?? 5 });
}

/** The test database as its owner (a superuser: row-level security does not apply). */
export function ownerDatabase(options: { max?: number } = {}): Database {
  return createDatabase(inject('ownerUrl'), { max: options.max ?? 5 });
}
