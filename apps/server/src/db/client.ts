import {
  drizzle,
  NodePgSession,
  NodePgTransaction,
  type NodePgDatabase,
} from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  CONNECTION_LIFETIME_SECONDS,
  preparingClient,
  StatementNames,
} from './prepared-statements';
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
  withAgency: <T>(
    agencyId: number,
    fn: (tx: AgencyTx) => Promise<T>,
    options?: AgencyTransactionOptions,
  ) => Promise<T>;
  close: () => Promise<void>;
}

interface AgencyTransactionOptions {
  /**
   * Run every prepared statement on its generic plan (plan_cache_mode force_generic_plan),
   * planned once per connection, not for each request's values: for statements whose generic
   * plan is known to be good, as the portfolio's search is. Left to itself, PostgreSQL keeps
   * planning each request (0.8 ms for that page) while the first values' plans look cheaper.
   */
  genericPlans?: boolean;
}

/** The session behind each transaction of `withAgency`, for compiled selects. */
const agencySessions = new WeakMap<AgencyTx, Pick<NodePgSession<never, never>, 'prepareQuery'>>();

/** The session of a transaction opened by `withAgency` (compiled-query.ts runs on it). */
export function agencySession(tx: AgencyTx) {
  const session = agencySessions.get(tx);
  if (!session) throw new Error('Not a transaction of withAgency');
  return session;
}

// node-postgres returns int8 and numeric as strings; counts and ids here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A role name as a startup option's value: spaces and backslashes escaped. */
const roleOption = (role: string) => role.replace(/[\\\s]/g, (c) => `\\${c}`);

export function createDatabase(
  connectionString: string,
  options: { max?: number; setRole?: string; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    application_name: 'portal',
    // Statements are prepared once per connection; a connection is renewed now and then, so
    // what it has prepared does not grow for ever.
    Client: preparingClient(new StatementNames()),
    maxLifetimeSeconds: CONNECTION_LIFETIME_SECONDS,
    // A database that does not answer a new connection (restarting, failing over) fails the
    // request with 503 after this long instead of holding it.
    connectionTimeoutMillis: 5_000,
    // External mode without a separate login for the app role: every connection is the app role
    // from its start (a startup parameter), before any query can run as the owner.
    ...(options.setRole ? { options: `-c role=${roleOption(options.setRole)}` } : {}),
  });
  // An idle connection closed by the server (a restart, a failover, shutdown) is replaced on the
  // next query; without a listener node-postgres would crash the process instead.
  pool.on('error', (error) => options.onIdleError?.(error));
  // A connection that ends while checked out (the database restarting under a query) emits
  // 'error' on its client, which the pool listens for only while the client is idle: without a
  // listener of our own that would crash the process. The query itself fails with the same
  // error (a 503), and the client, released with it, is discarded.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  // What drizzle's own transaction builds for each transaction, shared.
  const dialect = new PgDialect({ casing: 'snake_case' });
  const relations = {
    fullSchema: db._.fullSchema,
    schema: db._.schema!,
    tableNamesMap: db._.tableNamesMap,
  };
  return {
    pool,
    db,
    // drizzle's transaction, with the agency set in the same round trip as BEGIN: most requests
    // are one or two statements, so the extra round trip was a large part of their cost.
    withAgency: async (agencyId, fn, options = {}) => {
      if (!Number.isSafeInteger(agencyId)) throw new TypeError(`Not an agency id: ${agencyId}`);
      const client = await pool.connect();
      const session = new NodePgSession(client, dialect, relations);
      // Without the schema, so without drizzle's relational queries (tx.query), which the portal
      // does not use: building one query builder per table for each transaction was about 5% of
      // the CPU of a list request.
      const tx: AgencyTx = new NodePgTransaction(dialect, session, undefined);
      agencySessions.set(tx, session);
      try {
        const plans = options.genericPlans
          ? `, set_config('plan_cache_mode', 'force_generic_plan', true)`
          : '';
        await client.query(
          `begin; select set_config('app.agency_id', '${agencyId}', true)${plans}`,
        );
        const result = await fn(tx);
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: release it to be discarded.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
