import { BULK_ACTION_CONCURRENCY, BULK_MESSAGES, type TBulkRowStatus } from '@portal/contracts';
import { assign, enqueueActions, fromCallback, setup, type Actor } from 'xstate';
import { isApiError } from '../../lib/api-error';

/** One selected row of a bulk action, and where it is. */
export interface BulkRow {
  id: string;
  /** What the user knows the row by: its address. */
  label: string;
  status: TBulkRowStatus;
  /** The result in words: what was done, why not, or the server's message. */
  message: string | null;
}

/** How one row ended, when its call did not fail. */
export interface BulkOutcome {
  status: 'done' | 'needs-details' | 'skipped';
  message: string;
}

/** A row as the run starts: queued, or already known to need details or to be skipped. */
export interface BulkRowInput {
  id: string;
  label: string;
  /** Known before anything is sent (already uploaded, no landlord email, ...). */
  outcome?: Exclude<BulkOutcome, { status: 'done' }>;
}

export interface BulkQueueInput {
  rows: readonly BulkRowInput[];
  concurrency?: number;
}

interface BulkQueueContext {
  rows: BulkRow[];
  concurrency: number;
}

type BulkReport =
  | { type: 'REPORT'; id: string; status: BulkOutcome['status']; message: string }
  | { type: 'REPORT'; id: string; status: 'failed'; message: string };

export type BulkQueueEvent = BulkReport | { type: 'RETRY' } | { type: 'CANCEL' };

const childId = (id: string) => `bulk-row-${id}`;

/** The message a failed call shows: the server's own words, else a general one. */
function failureMessage(error: unknown): string {
  return isApiError(error) && error.message.trim() !== ''
    ? error.message
    : BULK_MESSAGES.unknownError;
}

/**
 * The work of one row, as an actor the queue starts: runs the list's own one-row call and
 * reports its outcome, or 'failed' with the server's message.
 */
export function bulkWorker(run: (id: string) => Promise<BulkOutcome>) {
  return fromCallback<BulkQueueEvent, { id: string }>(({ input, sendBack }) => {
    run(input.id).then(
      (outcome) => sendBack({ type: 'REPORT', id: input.id, ...outcome }),
      (error: unknown) =>
        sendBack({
          type: 'REPORT',
          id: input.id,
          status: 'failed',
          message: failureMessage(error),
        }),
    );
  });
}

const counts = (rows: readonly BulkRow[], status: TBulkRowStatus) =>
  rows.filter((row) => row.status === status).length;

/**
 * A bulk action's queue: each selected row is queued (or, when it lacks what the action needs,
 * listed as needing details or skipped with the reason, never sent), then at most
 * BULK_ACTION_CONCURRENCY rows work at once, each ending done, failed (with the server's
 * message), needing details or skipped. Retry queues the failed rows again; Cancel marks the
 * rows not yet started as cancelled, and lets those working finish, so that every row's result
 * is what the server did. The work of a row is the app's (`work`, see bulkWorker).
 */
export const bulkQueueMachine = setup({
  types: {
    context: {} as BulkQueueContext,
    events: {} as BulkQueueEvent,
    input: {} as BulkQueueInput,
  },
  actors: {
    work: bulkWorker(() => Promise.reject(new Error('No work given'))),
  },
  guards: {
    settled: ({ context }) =>
      counts(context.rows, 'queued') === 0 && counts(context.rows, 'working') === 0,
    hasFailed: ({ context }) => counts(context.rows, 'failed') > 0,
  },
  actions: {
    /** Starts queued rows while fewer than the concurrency work. */
    pump: enqueueActions(({ context, enqueue }) => {
      const free = context.concurrency - counts(context.rows, 'working');
      const starting = context.rows.filter((row) => row.status === 'queued').slice(0, free);
      if (starting.length === 0) return;
      for (const row of starting) {
        enqueue.spawnChild('work', { id: childId(row.id), input: { id: row.id } });
      }
      const ids = new Set(starting.map((row) => row.id));
      enqueue.assign({
        rows: context.rows.map((row) =>
          ids.has(row.id) ? { ...row, status: 'working' as const, message: null } : row,
        ),
      });
    }),
    record: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'REPORT') return;
      const row = context.rows.find((each) => each.id === event.id);
      if (row?.status !== 'working') return;
      enqueue.stopChild(childId(event.id));
      enqueue.assign({
        rows: context.rows.map((each) =>
          each.id === event.id ? { ...each, status: event.status, message: event.message } : each,
        ),
      });
    }),
    cancelQueued: assign({
      rows: ({ context }) =>
        context.rows.map((row) =>
          row.status === 'queued'
            ? { ...row, status: 'cancelled' as const, message: BULK_MESSAGES.cancelled }
            : row,
        ),
    }),
    requeueFailed: assign({
      rows: ({ context }) =>
        context.rows.map((row) =>
          row.status === 'failed' ? { ...row, status: 'queued' as const, message: null } : row,
        ),
    }),
  },
}).createMachine({
  id: 'bulkQueue',
  context: ({ input }) => ({
    concurrency: Math.max(1, input.concurrency ?? BULK_ACTION_CONCURRENCY),
    rows: input.rows.map((row): BulkRow =>
      row.outcome
        ? { id: row.id, label: row.label, ...row.outcome }
        : { id: row.id, label: row.label, status: 'queued', message: null },
    ),
  }),
  initial: 'running',
  states: {
    running: {
      entry: 'pump',
      always: { guard: 'settled', target: 'finished' },
      on: {
        REPORT: { actions: ['record', 'pump'] },
        CANCEL: { actions: 'cancelQueued' },
      },
    },
    finished: {
      on: {
        RETRY: { guard: 'hasFailed', target: 'running', actions: 'requeueFailed' },
      },
    },
  },
});

export type BulkQueueActor = Actor<typeof bulkQueueMachine>;

/** How many rows are in each state. */
export function bulkCounts(rows: readonly BulkRow[]): Record<TBulkRowStatus, number> {
  const result: Record<TBulkRowStatus, number> = {
    queued: 0,
    working: 0,
    done: 0,
    failed: 0,
    'needs-details': 0,
    skipped: 0,
    cancelled: 0,
  };
  for (const row of rows) result[row.status] += 1;
  return result;
}
