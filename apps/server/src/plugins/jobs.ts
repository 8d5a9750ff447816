import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromDrizzle, PgBoss, type JobWithMetadata, type Queue } from 'pg-boss';
import type { AgencyTx, Db } from '../db/client';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue';

/** A job as its handler sees it. */
export interface Job<P extends Record<string, unknown> = Record<string, unknown>> {
  /** pg-boss's id of the job (for a give-up, of the job that gave up). */
  id: string;
  queue: string;
  agencyId: number | null;
  payload: P;
  /** Counting this run. */
  attempts: number;
  maxAttempts: number;
}

interface NewJob {
  queue: string;
  agencyId: number | null;
  /** Any JSON but `agencyId`, which the job carries beside it. */
  payload: Record<string, unknown>;
  /** Default MAX_ATTEMPTS. */
  maxAttempts?: number;
}

export interface JobHandler {
  /** Does the work; throwing makes the job run again later, up to its maxAttempts. */
  run: (job: Job, log: FastifyBaseLogger) => Promise<void>;
  /**
   * After the last attempt failed (threw, or its server died holding it): leave the data in a
   * state the user can act on. Runs as a job of the queue's dead-letter queue, so it is retried
   * like any job and every give-up stays on record there.
   */
  onGiveUp?: (job: Job, message: string, log: FastifyBaseLogger) => Promise<void>;
}

interface RetryBackoff {
  delaySeconds: number;
  maxDelaySeconds: number;
}

interface Jobs {
  /** This process's name, recorded as the output of the jobs it completes. */
  readonly workerId: string;
  /**
   * Handles `queue`; its dead-letter queue is `deadLetterOf(queue)`. `retry` sets its own
   * back-off: the first retry after about `delaySeconds`, doubling up to `maxDelaySeconds`.
   */
  register: (queue: string, handler: JobHandler, retry?: RetryBackoff) => void;
  /** Queues a job in the caller's transaction: it exists exactly when the transaction commits. */
  enqueue: (tx: Db | AgencyTx, job: NewJob) => Promise<string>;
  /** Looks for due jobs now rather than at the next poll (after a request queued one). */
  wake: () => void;
  /**
   * Takes and runs due jobs, give-ups included, until none is left (or `limit` ran); how many ran.
   * With `queues`, only theirs (and their give-ups): a test runs what it queued, not all others'.
   */
  runDue: (limit?: number, queues?: readonly string[]) => Promise<number>;
  /** Takes the next due job without running it (tests: a server that dies holding a job). */
  claim: () => Promise<Job | null>;
  /**
   * Runs the queue's maintenance now, as a polling server does every minute: a job active longer
   * than its expiry (its server died) goes back to its queue, or to the dead-letter queue after its
   * last attempt.
   */
  supervise: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Attempts of a job unless it says otherwise. */
const MAX_ATTEMPTS = 5;

/** Where the jobs of `queue` that used all their attempts go, and its give-up hook runs. */
export const deadLetterOf = (queue: string) => `${queue}.dead-letter`;

/** Retries wait 2, 4, 8 ... seconds (with jitter), at most 5 minutes. */
const RETRIES = { retryDelay: 2, retryBackoff: true, retryDelayMax: 300 } as const;

/** Give-ups stay visible this long (other finished jobs pg-boss's default, 7 days). */
const DEAD_LETTER_KEPT_SECONDS = 30 * 24 * 60 * 60;

interface JobData extends Record<string, unknown> {
  agencyId: number | null;
}

/** What a run records on the job when it completes. */
interface JobOutput {
  worker: string;
}

type Runner = (job: JobWithMetadata<JobData>) => Promise<JobOutput>;

/** The message of a failure as pg-boss stored it (a serialised error, or `{ value }`). */
function messageOf(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output && typeof output === 'object') {
    const { message, value } = output as { message?: unknown; value?: unknown };
    if (typeof message === 'string') return message;
    if (value !== undefined) return messageOf(value);
  }
  return 'The job failed';
}

/**
 * The background-job queue: pg-boss on the portal's own PostgreSQL (schema `pgboss`, installed by
 * the migration step as the owner). Every replica works it (pg-boss claims with
 * `for update skip locked`), a job is queued in the transaction of the change that asks for it,
 * and a failed job is retried with back-off, then dead-lettered and its give-up hook run. The
 * worker starts when the app is ready and, on close, lets the jobs in hand finish (for half of
 * SHUTDOWN_GRACE_MS; one still running then is failed and retried elsewhere). With JOBS_POLL_MS=0
 * it neither polls nor runs maintenance: tests call `runDue()` and `supervise()` themselves.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const { pollMs, lockTimeoutMs } = app.config.jobs;
    const { pool } = app.database;
    const polling = pollMs > 0;
    const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const log = app.log.child({ worker: workerId });
    const boss = new PgBoss({
      // The server's own pool, so the app role (and DATABASE_POOL_SIZE) apply to the queue too.
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: JOB_QUEUE_SCHEMA,
      // The owner installed the schema; the app role only checks its version.
      migrate: false,
      supervise: polling,
      schedule: false,
      instanceName: 'portal',
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => log.warn(warning.data, warning.message));

    const queueOptions: Omit<Queue, 'name'> = {
      retryLimit: MAX_ATTEMPTS - 1,
      ...RETRIES,
      expireInSeconds: Math.ceil(lockTimeoutMs / 1000),
    };
    /** Registered queues, and the runner of each of them and of their dead-letter queues. */
    const queues: string[] = [];
    const backoffs = new Map<string, RetryBackoff>();
    const runners = new Map<string, Runner>();
    const workers: string[] = [];
    let started = false;
    /** Queue set-up in order: start, then each registered queue; awaited before any use. */
    let setup: Promise<void> = Promise.resolve();

    const jobOf = (queue: string, job: JobWithMetadata<JobData>): Job => {
      const { agencyId = null, ...payload } = job.data ?? { agencyId: null };
      return {
        id: job.id,
        queue,
        agencyId,
        payload,
        attempts: job.retryCount + 1,
        maxAttempts: job.retryLimit + 1,
      };
    };

    /** Creates the queue when missing and keeps its settings those of this server's config. */
    async function ensureQueue(name: string, options: Omit<Queue, 'name'>): Promise<void> {
      await boss.createQueue(name, { policy: 'standard', ...options });
      await boss.updateQueue(name, options);
    }

    async function prepare(queue: string): Promise<void> {
      const deadLetter = deadLetterOf(queue);
      const backoff = backoffs.get(queue);
      const options = backoff
        ? {
            ...queueOptions,
            retryDelay: backoff.delaySeconds,
            retryDelayMax: backoff.maxDelaySeconds,
          }
        : queueOptions;
      await ensureQueue(deadLetter, {
        ...queueOptions,
        deleteAfterSeconds: DEAD_LETTER_KEPT_SECONDS,
      });
      await ensureQueue(queue, { ...options, deadLetter });
      if (!polling) return;
      for (const name of [queue, deadLetter]) {
        const run = runners.get(name)!;
        workers.push(
          await boss.work<
            JobData,
            JobOutput,
            { pollingIntervalSeconds: number; includeMetadata: true }
          >(name, { pollingIntervalSeconds: pollMs / 1000, includeMetadata: true }, ([job]) =>
            run(job!),
          ),
        );
      }
    }

    function register(queue: string, handler: JobHandler, retry?: RetryBackoff): void {
      queues.push(queue);
      if (retry) backoffs.set(queue, retry);
      runners.set(queue, async (raw) => {
        const job = jobOf(queue, raw);
        const jobLog = log.child({ jobId: job.id, queue, attempt: job.attempts });
        try {
          await handler.run(job, jobLog);
        } catch (error) {
          jobLog.warn({ err: error }, 'job failed');
          throw error;
        }
        return { worker: workerId };
      });
      runners.set(deadLetterOf(queue), async (raw) => {
        // The job as it was on its last attempt, which used up its attempts.
        const attempts = (raw.sourceRetryCount ?? 0) + 1;
        const job: Job = {
          ...jobOf(queue, raw),
          id: raw.sourceId ?? raw.id,
          attempts,
          maxAttempts: attempts,
        };
        const message = messageOf(raw.sourceOutput);
        const jobLog = log.child({ jobId: job.id, queue });
        jobLog.error({ attempts, message }, 'job gave up after its last attempt');
        await handler.onGiveUp?.(job, message, jobLog);
        return { worker: workerId };
      });
      if (started) setup = setup.then(() => prepare(queue));
    }

    /** Runs a job taken by `fetch` and settles it as pg-boss's own worker does. */
    async function settle(queue: string, job: JobWithMetadata<JobData>): Promise<void> {
      let output: JobOutput;
      try {
        output = await runners.get(queue)!(job);
      } catch (error) {
        await boss.fail(queue, job, error as object);
        return;
      }
      await boss.complete(queue, job, output);
    }

    const fetchOne = async (queue: string) =>
      (await boss.fetch<JobData>(queue, { includeMetadata: true }))[0] ?? null;

    app.decorate('jobs', {
      workerId,
      register,
      enqueue: async (tx, job) => {
        await setup;
        const id = await boss.send(
          job.queue,
          { ...job.payload, agencyId: job.agencyId } satisfies JobData,
          {
            db: fromDrizzle(tx, sql),
            ...(job.maxAttempts ? { retryLimit: job.maxAttempts - 1 } : {}),
          },
        );
        if (!id) throw new Error(`The ${job.queue} job was not queued`);
        return id;
      },
      wake: () => {
        for (const id of workers) boss.notifyWorker(id);
      },
      runDue: async (limit = Number.POSITIVE_INFINITY, queues?: readonly string[]) => {
        await setup;
        const wanted = queues && new Set(queues.flatMap((queue) => [queue, deadLetterOf(queue)]));
        let ran = 0;
        for (let found = true; found && ran < limit;) {
          found = false;
          for (const queue of runners.keys()) {
            if (ran >= limit) break;
            if (wanted && !wanted.has(queue)) continue;
            const job = await fetchOne(queue);
            if (!job) continue;
            found = true;
            await settle(queue, job);
            ran++;
          }
        }
        return ran;
      },
      claim: async () => {
        await setup;
        for (const queue of runners.keys()) {
          const job = await fetchOne(queue);
          if (job) return jobOf(queue, job);
        }
        return null;
      },
      supervise: async () => {
        await setup;
        await boss.supervise();
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      started = true;
      setup = (async () => {
        await boss.start();
        for (const queue of queues) await prepare(queue);
      })();
      await setup;
    });
    app.addHook('onClose', async () => {
      await setup.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: app.config.shutdownGraceMs / 2 });
    });
  },
  { name: 'jobs' },
);
