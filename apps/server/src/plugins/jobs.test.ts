import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildTestApp } from '../../test/app';
import { dropDatabase, freshDatabase } from '../../test/fresh-database';
import { createDatabase, type Database } from '../db/client';

// A database of its own: the workers of other test files' apps poll the shared one.
const NAME = `portal_jobs_${process.pid}`;

describe('the job worker', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  const runs: number[] = [];
  const gaveUp: string[] = [];

  beforeAll(async () => {
    const ownerUrl = await freshDatabase(NAME);
    const appUrl = new URL(inject('appUrl'));
    appUrl.pathname = `/${NAME}`;
    database = createDatabase(appUrl.toString(), { max: 3 });
    owner = createDatabase(ownerUrl, { max: 2 });
    app = await buildTestApp(database, { env: { JOBS_POLL_MS: '0' } });
    app.jobs.register('test.flaky', {
      run: async (job) => {
        runs.push(job.attempts);
        throw new Error(`attempt ${job.attempts} failed`);
      },
      onGiveUp: async (_job, message) => {
        gaveUp.push(message);
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
    await dropDatabase(NAME);
  });

  const job = async (id: number) =>
    (
      await owner.pool.query<{
        attempts: number;
        last_error: string | null;
        completed_at: Date | null;
        due: boolean;
      }>(
        'select attempts, last_error, completed_at, run_at <= now() as due from jobs where id = $1',
        [id],
      )
    ).rows[0]!;

  it('should retry a failing job later, then give it up after its last attempt', async () => {
    const id = await app.jobs.enqueue(database.db, {
      queue: 'test.flaky',
      agencyId: null,
      payload: {},
      maxAttempts: 2,
    });
    expect(await app.jobs.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({
      attempts: 1,
      last_error: 'attempt 1 failed',
      completed_at: null,
      due: false,
    });
    // Not due yet: the retry waits.
    expect(await app.jobs.runDue()).toBe(0);
    await owner.pool.query('update jobs set run_at = now() where id = $1', [id]);
    expect(await app.jobs.runDue()).toBe(1);
    const last = await job(id);
    expect(last).toMatchObject({ attempts: 2, last_error: 'attempt 2 failed' });
    expect(last.completed_at).not.toBeNull();
    expect(runs).toEqual([1, 2]);
    expect(gaveUp).toEqual(['attempt 2 failed']);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('should run queued jobs by itself when it polls, and stop when the app closes', async () => {
    const polling = await buildTestApp(database, { env: { JOBS_POLL_MS: '20' } });
    const seen: number[] = [];
    polling.jobs.register('test.polled', {
      run: async (claimed) => {
        seen.push(claimed.id);
      },
    });
    const id = await polling.jobs.enqueue(database.db, {
      queue: 'test.polled',
      agencyId: null,
      payload: {},
    });
    for (let i = 0; i < 100 && seen.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await polling.close();
    expect(seen).toEqual([id]);
    expect((await job(id)).completed_at).not.toBeNull();
  });
});
