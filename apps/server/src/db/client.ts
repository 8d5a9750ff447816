import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction whose reads and writes are confined to one agency by row-level security. */
export type AgencyTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * Runs `fn` in one transaction with `app.agency_id` set, so the database itself refuses rows
   * of any other agency (the second layer behind every query's own agency filter).
   */
  withAgency: <T>(agencyId: number, fn: (tx: AgencyTx) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

// node-postgres returns int8 and numeric as strings; counts and ids here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(
  connectionString: string,
  options: { max?: number; setRole?: string; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    application_name: 'portal',
  });
  // An idle connection closed by the server (a restart, a failover, shutdown) is replaced on the
  // next query; without a listener node-postgres would crash the process instead.
  pool.on('error', (error) => options.onIdleError?.(error));
  if (options.setRole) {
    const role = options.setRole;
    // External mode without a separate login for the app role: drop to it on every connection.
    pool.on('connect', (client) => {
      client.query(`SET ROLE "${role.replaceAll('"', '""')}"`).catch(() => undefined);
    });
  }
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    pool,
    db,
    withAgency: (agencyId, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.agency_id', ${String(agencyId)}, true)`);
        return fn(tx);
      }),
    close: () => pool.end(),
  };
}
