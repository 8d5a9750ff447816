import { sql } from 'drizzle-orm';
import type { AgencyTx, Db } from '../db/client';
import { jobs } from '../db/schema/index';

/** A claimed job, as its handler sees it. */
export interface Job {
  id: number;
  queue: string;
  agencyId: number | null;
  payload: Record<string, unknown>;
  /** Counting this run. */
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  queue: string;
  agencyId: number | null;
  payload: Record<string, unknown>;
  maxAttempts?: number;
}

/**
 * Queues a job in the caller's transaction, so it exists exactly when the change that asked for
 * it is committed (an invoice marked uploading always has its upload job).
 */
export async function enqueueJob(tx: Db | AgencyTx, job: NewJob): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({
      queue: job.queue,
      agencyId: job.agencyId,
      payload: job.payload,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

interface JobRecord extends Record<string, unknown> {
  id: number;
  queue: string;
  agency_id: number | null;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes the next due job of the given queues for this worker, or null. A job locked longer than
 * `lockTimeoutMs` belongs to a worker that died (a crash, a killed replica): it is taken again.
 * `skip locked` lets any number of replicas claim side by side without waiting on each other.
 */
export async function claimJob(
  db: Db,
  options: { queues: readonly string[]; workerId: string; lockTimeoutMs: number },
): Promise<Job | null> {
  if (options.queues.length === 0) return null;
  const { rows } = await db.execute<JobRecord>(sql`
    update jobs set locked_at = now(), locked_by = ${options.workerId}, attempts = jobs.attempts + 1
    from (
      select id from jobs
      where completed_at is null
        and queue in (${sql.join(
          options.queues.map((queue) => sql`${queue}`),
          sql`, `,
        )})
        and run_at <= now()
        and (locked_at is null
          or locked_at < now() - make_interval(secs => ${options.lockTimeoutMs / 1000}))
      order by run_at, id
      limit 1
      for update skip locked
    ) next
    where jobs.id = next.id
    returning jobs.id, jobs.queue, jobs.agency_id, jobs.payload, jobs.attempts, jobs.max_attempts`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    queue: row.queue,
    agencyId: row.agency_id,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** The job is done; only the worker holding it may say so (a re-claimed job has a new owner). */
export async function completeJob(db: Db, job: Job, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set completed_at = now(), locked_at = null, last_error = null
    where id = ${job.id} and locked_by = ${workerId} and completed_at is null`);
}

/** Retry delay after a failed attempt: 2, 4, 8 ... seconds, at most 5 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 5 * 60_000);

/**
 * Records a failed attempt: the job runs again after a delay, or, when it has no attempts left,
 * is closed with its error. Returns true when it was given up.
 */
export async function failJob(
  db: Db,
  job: Job,
  workerId: string,
  message: string,
): Promise<boolean> {
  const giveUp = job.attempts >= job.maxAttempts;
  await db.execute(sql`
    update jobs set
      locked_at = null,
      last_error = ${message},
      completed_at = case when ${giveUp} then now() else null end,
      run_at = case when ${giveUp} then run_at
        else now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000}) end
    where id = ${job.id} and locked_by = ${workerId} and completed_at is null`);
  return giveUp;
}
