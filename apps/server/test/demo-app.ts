import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CallDescription, TCallInput } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { buildTestApp, TEST_ORIGIN } from './app';
import { injectCall } from './calls';
import { agencyIdIn, signInToPortal } from './auth';
import { TEST_TODAY } from './fixtures';
import { dropDatabase, freshDatabase } from './fresh-database';

export interface DemoApp {
  app: FastifyInstance;
  /** The app role's connection (row-level security applies). */
  database: Database;
  /** The owner's connection, for checks and set-up in plain SQL. */
  owner: Database;
  ids: { VIC: number; NSW: number; QLD: number };
  /** Where this app writes its .eml files. */
  outboxDir: string;
  /** Another app (another server replica) on the same database; closed by `close`. */
  replica: (env?: Record<string, string>) => Promise<FastifyInstance>;
  signIn: (username: string, state?: string) => Promise<string>;
  /** Makes a call from its description (contracts), as the signed-in `cookie`. */
  call: <C extends CallDescription>(
    call: C,
    input: TCallInput<C>,
    cookie: string | undefined,
    app?: FastifyInstance,
  ) => Promise<LightMyRequestResponse>;
  /** A raw GET, for requests no description makes (a malformed id, a stray parameter). */
  get: (url: string, cookie?: string, app?: FastifyInstance) => Promise<LightMyRequestResponse>;
  post: (
    url: string,
    cookie: string | undefined,
    payload?: unknown,
    app?: FastifyInstance,
  ) => Promise<LightMyRequestResponse>;
  /** Plain SQL as the owner: the rows. */
  rows: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

/**
 * The app on a database of its own, loaded with the demo data as of TEST_TODAY: for tests that
 * change data or run background jobs, which must neither disturb the shared test database nor
 * be picked up by the job workers of other test files' apps. The worker does not poll
 * (JOBS_POLL_MS=0): tests run due jobs with `app.jobs.runDue()` and the queue's maintenance with
 * `app.jobs.supervise()`.
 */
export async function demoApp(name: string, env: Record<string, string> = {}): Promise<DemoApp> {
  const dbName = `${name}_${process.pid}`;
  const ownerUrl = await freshDatabase(dbName, 'demo');
  const appUrl = new URL(inject('appUrl'));
  appUrl.pathname = `/${dbName}`;
  const database = createDatabase(appUrl.toString(), { max: 5 });
  const owner = createDatabase(ownerUrl, { max: 3 });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
  const baseEnv = {
    JOBS_POLL_MS: '0',
    OUTBOX_DIR: outboxDir,
    PROPERTY_SOFTWARE_DELAY_MS: '0',
    ...env,
  };
  const apps: FastifyInstance[] = [];
  const build = async (extra: Record<string, string> = {}) => {
    const built = await buildTestApp(database, {
      now: () => TEST_TODAY,
      env: { ...baseEnv, ...extra },
    });
    apps.push(built);
    return built;
  };
  const app = await build();
  const ids = {
    VIC: await agencyIdIn(owner, 'VIC'),
    NSW: await agencyIdIn(owner, 'NSW'),
    QLD: await agencyIdIn(owner, 'QLD'),
  };
  return {
    app,
    database,
    owner,
    ids,
    outboxDir,
    replica: build,
    signIn: async (username, state) => (await signInToPortal(app, username, { state })).cookie,
    call: (call, input, cookie, on = app) => injectCall(on, call, input, { cookie }),
    get: (url, cookie, on = app) =>
      on.inject({ method: 'GET', url, cookies: cookie ? { acp_session: cookie } : undefined }),
    post: (url, cookie, payload, on = app) =>
      on.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN },
        cookies: cookie ? { acp_session: cookie } : undefined,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    rows: async <T>(text: string, params: unknown[] = []) =>
      (await owner.pool.query(text, params)).rows as T[],
    close: async () => {
      for (const built of apps) await built.close().catch(() => undefined);
      await database.close();
      await owner.close();
      await dropDatabase(dbName);
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** The data of a 200 answer. */
export function dataOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: T }>().data;
}
