import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AgencyTx, Db } from '../db/client';
import { claimJob, completeJob, enqueueJob, failJob, type Job, type NewJob } from '../lib/jobs';

export interface JobHandler {
  /** Does the work; throwing makes the job run again later, up to its maxAttempts. */
  run: (job: Job, log: FastifyBaseLogger) => Promise<void>;
  /** After the last attempt threw: leave the data in a state the user can act on. */
  onGiveUp?: (job: Job, message: string, log: FastifyBaseLogger) => Promise<void>;
}

export interface Jobs {
  /** This process's worker name, written into the jobs it claims. */
  readonly workerId: string;
  register: (queue: string, handler: JobHandler) => void;
  /** Queues a job in the caller's transaction. */
  enqueue: (tx: Db | AgencyTx, job: NewJob) => Promise<number>;
  /** Looks for due jobs now rather than at the next poll (after a request queued one). */
  wake: () => void;
  /** Claims and runs due jobs until none is left (or `limit` ran); how many ran. */
  runDue: (limit?: number) => Promise<number>;
  /** Claims the next due job without running it (tests: a worker that dies holding a job). */
  claim: () => Promise<Job | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Jobs run per poll at most, so one replica does not hold its loop for ever. */
const BATCH = 20;

/**
 * The background-job worker: every replica polls the PostgreSQL `jobs` table (claimed with
 * `for update skip locked`, so replicas share the work and a job lives through restarts). It
 * starts when the app is ready and stops on close after the job in hand finishes. With
 * JOBS_POLL_MS=0 it never polls; tests then call `runDue()` themselves.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const { pollMs, lockTimeoutMs } = app.config.jobs;
    const db = app.database.db;
    const handlers = new Map<string, JobHandler>();
    const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const log = app.log.child({ worker: workerId });
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    let stopped = true;

    const claim = () => claimJob(db, { queues: [...handlers.keys()], workerId, lockTimeoutMs });

    async function runOne(job: Job): Promise<void> {
      const handler = handlers.get(job.queue)!;
      const jobLog = log.child({ jobId: job.id, queue: job.queue, attempt: job.attempts });
      try {
        await handler.run(job, jobLog);
        await completeJob(db, job, workerId);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        jobLog.warn({ err: error }, 'job failed');
        const gaveUp = await failJob(db, job, workerId, message);
        if (gaveUp) await handler.onGiveUp?.(job, message, jobLog);
      }
    }

    async function runDue(limit = Number.POSITIVE_INFINITY): Promise<number> {
      let ran = 0;
      while (ran < limit) {
        const job = await claim();
        if (!job) break;
        await runOne(job);
        ran++;
      }
      return ran;
    }

    function schedule(delay: number): void {
      if (stopped || pollMs === 0 || running) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        running = runDue(BATCH)
          .catch((error: unknown) => log.error({ err: error }, 'job worker poll failed'))
          .finally(() => {
            running = null;
            schedule(pollMs);
          });
      }, delay);
    }

    app.decorate('jobs', {
      workerId,
      register: (queue, handler) => {
        handlers.set(queue, handler);
      },
      enqueue: enqueueJob,
      wake: () => schedule(0),
      runDue,
      claim,
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      stopped = false;
      schedule(pollMs);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    });
  },
  { name: 'jobs' },
);
