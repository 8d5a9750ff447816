import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { getRollbackPlans } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { dropDatabase, freshDatabase } from '../../test/fresh-database';
import { createDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { deadLetterOf, type Job } from './jobs';

// A database of its own: the workers of other test files' apps poll the shared one.
const NAME = `portal_jobs_${process.pid}`;

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  output: { message?: string; worker?: string; value?: unknown } | null;
  source_id: string | null;
  due: boolean;
}

describe('the job queue', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  const built: FastifyInstance[] = [];
  const replica = async (env: Record<string, string> = {}) => {
    const next = await buildTestApp(database, { env: { JOBS_POLL_MS: '0', ...env } });
    built.push(next);
    return next;
  };

  beforeAll(async () => {
    const ownerUrl = await freshDatabase(NAME);
    const appUrl = new URL(inject('appUrl'));
    appUrl.pathname = `/${NAME}`;
    database = createDatabase(appUrl.toString(), { max: 5 });
    owner = createDatabase(ownerUrl, { max: 2 });
    app = await replica();
  });
  afterAll(async () => {
    for (const each of built) await each.close().catch(() => undefined);
    await database.close();
    await owner.close();
    await dropDatabase(NAME);
  });

  const jobsIn = async (queue: string) =>
    (
      await owner.pool.query<JobRow>(
        `select id, name, state::text, retry_count, output, source_id, start_after <= now() as due
         from pgboss.job where name = $1 order by created_on`,
        [queue],
      )
    ).rows;

  it('should queue a job only when the transaction that asks for it commits', async () => {
    app.jobs.register('test.transactional', { run: async () => undefined });
    await expect(
      database.db.transaction(async (tx) => {
        await app.jobs.enqueue(tx, { queue: 'test.transactional', agencyId: null, payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsIn('test.transactional')).toEqual([]);

    const id = await database.db.transaction((tx) =>
      app.jobs.enqueue(tx, { queue: 'test.transactional', agencyId: null, payload: { n: 1 } }),
    );
    expect(await jobsIn('test.transactional')).toMatchObject([{ id, state: 'created' }]);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await jobsIn('test.transactional')).toMatchObject([
      { id, state: 'completed', output: { worker: app.jobs.workerId } },
    ]);
  });

  it('should run only the named queues when asked to, leaving the others due', async () => {
    const ran: string[] = [];
    for (const queue of ['test.mine', 'test.others']) {
      app.jobs.register(queue, {
        run: async () => {
          ran.push(queue);
        },
      });
    }
    const [mine, others] = await Promise.all(
      ['test.mine', 'test.others'].map((queue) =>
        app.jobs.enqueue(database.db, { queue, agencyId: null, payload: {} }),
      ),
    );
    expect(await app.jobs.runDue(Number.POSITIVE_INFINITY, ['test.mine'])).toBe(1);
    expect(ran).toEqual(['test.mine']);
    expect(await jobsIn('test.mine')).toMatchObject([{ id: mine, state: 'completed' }]);
    expect(await jobsIn('test.others')).toMatchObject([{ id: others, state: 'created' }]);
    expect(await app.jobs.runDue()).toBe(1);
    expect(ran).toEqual(['test.mine', 'test.others']);
  });

  it('should retry a failing job after a back-off, then dead-letter it and record the give-up', async () => {
    const runs: Job[] = [];
    const gaveUp: { job: Job; message: string }[] = [];
    app.jobs.register('test.flaky', {
      run: async (job) => {
        runs.push(job);
        throw new Error(`attempt ${job.attempts} failed`);
      },
      onGiveUp: async (job, message) => {
        gaveUp.push({ job, message });
      },
    });
    const id = await app.jobs.enqueue(database.db, {
      queue: 'test.flaky',
      agencyId: 7,
      payload: { invoiceId: 42 },
      maxAttempts: 2,
    });
    expect(await app.jobs.runDue()).toBe(1);
    expect(await jobsIn('test.flaky')).toMatchObject([
      { id, state: 'retry', retry_count: 0, output: { message: 'attempt 1 failed' }, due: false },
    ]);
    // Not due yet: the retry waits out its back-off.
    expect(await app.jobs.runDue()).toBe(0);
    await owner.pool.query('update pgboss.job set start_after = now() where id = $1', [id]);

    // The last attempt fails, and the give-up runs from the dead-letter queue.
    expect(await app.jobs.runDue()).toBe(2);
    expect(await jobsIn('test.flaky')).toMatchObject([
      { id, state: 'failed', retry_count: 1, output: { message: 'attempt 2 failed' } },
    ]);
    expect(await jobsIn(deadLetterOf('test.flaky'))).toMatchObject([
      { state: 'completed', source_id: id, output: { worker: app.jobs.workerId } },
    ]);
    expect(runs.map((job) => job.attempts)).toEqual([1, 2]);
    expect(runs[0]).toMatchObject({ agencyId: 7, payload: { invoiceId: 42 }, maxAttempts: 2 });
    expect(gaveUp).toEqual([
      {
        job: {
          id,
          queue: 'test.flaky',
          agencyId: 7,
          payload: { invoiceId: 42 },
          attempts: 2,
          maxAttempts: 2,
        },
        message: 'attempt 2 failed',
      },
    ]);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('should run a job again on another server once the server holding it died and its expiry passed', async () => {
    const ran: string[] = [];
    const dying = await replica();
    const survivor = await replica();
    for (const server of [dying, survivor]) {
      server.jobs.register('test.abandoned', {
        run: async () => {
          ran.push(server.jobs.workerId);
        },
      });
    }
    const id = await survivor.jobs.enqueue(database.db, {
      queue: 'test.abandoned',
      agencyId: null,
      payload: {},
    });
    expect(await dying.jobs.claim()).toMatchObject({ id, attempts: 1 });
    await dying.close();

    // Still held by the dead server: nobody else takes it before its expiry.
    expect(await survivor.jobs.runDue()).toBe(0);
    expect(await jobsIn('test.abandoned')).toMatchObject([{ id, state: 'active' }]);
    await owner.pool.query(
      `update pgboss.job set started_on = started_on - make_interval(secs => expire_seconds + 1)
       where id = $1`,
      [id],
    );
    // Maintenance fails the abandoned attempt; it is retried after the back-off, on the survivor.
    await survivor.jobs.supervise();
    expect(await jobsIn('test.abandoned')).toMatchObject([
      { id, state: 'retry', output: { value: { message: 'job timed out' } }, due: false },
    ]);
    await owner.pool.query('update pgboss.job set start_after = now() where id = $1', [id]);
    expect(await survivor.jobs.runDue()).toBe(1);
    expect(ran).toEqual([survivor.jobs.workerId]);
    expect(await jobsIn('test.abandoned')).toMatchObject([
      { id, state: 'completed', retry_count: 1, output: { worker: survivor.jobs.workerId } },
    ]);
  });

  it('should run queued jobs by itself when it polls, and finish the one in hand when the app closes', async () => {
    const polling = await replica({ JOBS_POLL_MS: '500' });
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      polling.jobs.register('test.polled', {
        run: async () => {
          resolve();
          await new Promise<void>((done) => (release = done));
        },
      });
    });
    const id = await polling.jobs.enqueue(database.db, {
      queue: 'test.polled',
      agencyId: null,
      payload: {},
    });
    polling.jobs.wake();
    await started;
    const closing = polling.close();
    release();
    await closing;
    expect(await jobsIn('test.polled')).toMatchObject([{ id, state: 'completed' }]);
  });
});

describe('the job queue schema', () => {
  const suffix = process.pid;
  const OWNER = `portal_owner_jobs_${suffix}`;
  const APP = `portal_app_jobs_${suffix}`;
  const DB = `portal_jobs_owner_${suffix}`;
  const password = 'owner-password-for-tests';
  let admin: pg.Client;
  let ownerUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('ownerUrl') });
    await admin.connect();
    await admin.query(`drop database if exists "${DB}" with (force)`);
    await admin.query(`drop role if exists "${APP}"`);
    await admin.query(`drop role if exists "${OWNER}"`);
    // What a customer's PostgreSQL gives the portal: an owner that is no superuser.
    await admin.query(`create role "${OWNER}" login createrole password '${password}'`);
    await admin.query(`create database "${DB}" owner "${OWNER}"`);
    const url = new URL(inject('ownerUrl'));
    url.username = OWNER;
    url.password = password;
    url.pathname = `/${DB}`;
    ownerUrl = url.toString();
  });
  afterAll(async () => {
    await admin.query(`drop database if exists "${DB}" with (force)`);
    await admin.query(`drop role if exists "${APP}"`);
    await admin.query(`drop role if exists "${OWNER}"`);
    await admin.end();
  });

  it('should be installed and upgraded by an owner without superuser, by replicas starting together and on restart, owned by none of the app role', async () => {
    const appRole = { name: APP, password: 'app-password-for-tests' };
    await Promise.all([migrateDatabase(ownerUrl, appRole), migrateDatabase(ownerUrl, appRole)]);
    await migrateDatabase(ownerUrl, appRole);
    // An older pg-boss schema (rolled back one version) is upgraded by pg-boss's own migration.
    const inDatabase = new pg.Client({ connectionString: ownerUrl });
    await inDatabase.connect();
    const version = async () =>
      Number(
        (await inDatabase.query<{ v: string }>('select version as v from pgboss.version')).rows[0]!
          .v,
      );
    const current = await version();
    await inDatabase.query(getRollbackPlans('pgboss', current));
    expect(await version()).toBe(current - 1);
    await migrateDatabase(ownerUrl, appRole);
    expect(await version()).toBe(current);

    const { rows } = await inDatabase
      .query<{ owner: string }>(
        `select distinct pg_get_userbyid(relowner) as owner from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'pgboss'`,
      )
      .finally(() => inDatabase.end());
    expect(rows).toEqual([{ owner: OWNER }]);

    // The server, as the app role, works the queue (twice: a restart).
    const appUrl = new URL(ownerUrl);
    appUrl.username = APP;
    appUrl.password = appRole.password;
    const database = createDatabase(appUrl.toString(), { max: 3 });
    try {
      for (const round of [1, 2]) {
        const server = await buildTestApp(database, { env: { JOBS_POLL_MS: '0' } });
        const seen: unknown[] = [];
        server.jobs.register('test.installed', {
          run: async (job) => {
            seen.push(job.payload);
          },
        });
        await server.jobs.enqueue(database.db, {
          queue: 'test.installed',
          agencyId: null,
          payload: { round },
        });
        expect(await server.jobs.runDue()).toBe(1);
        expect(seen).toEqual([{ round }]);
        await server.close();
      }
    } finally {
      await database.close();
    }
  });
});
