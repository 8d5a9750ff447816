import { BULK_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../lib/api-error';
import {
  bulkCounts,
  bulkQueueMachine,
  bulkWorker,
  type BulkOutcome,
  type BulkRowInput,
} from './bulk-queue-machine';

interface Pending {
  resolve: (outcome: BulkOutcome) => void;
  reject: (error: unknown) => void;
}

/** A queue whose rows wait to be told how they end; `started` lists the calls made, in order. */
function queue(rows: readonly BulkRowInput[]) {
  const started: string[] = [];
  const pending = new Map<string, Pending>();
  const actor = createActor(
    bulkQueueMachine.provide({
      actors: {
        work: bulkWorker(
          (id) =>
            new Promise<BulkOutcome>((resolve, reject) => {
              started.push(id);
              pending.set(id, { resolve, reject });
            }),
        ),
      },
    }),
    { input: { rows } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const statuses = () => snapshot().context.rows.map((row) => row.status);
  const messageOf = (id: string) => snapshot().context.rows.find((row) => row.id === id)?.message;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const succeed = async (id: string, message = `Done ${id}`) => {
    pending.get(id)!.resolve({ status: 'done', message });
    await settle();
  };
  const outcome = async (id: string, result: BulkOutcome) => {
    pending.get(id)!.resolve(result);
    await settle();
  };
  const fail = async (id: string, error: unknown) => {
    pending.get(id)!.reject(error);
    await settle();
  };
  return { actor, snapshot, statuses, messageOf, started, succeed, outcome, fail };
}

const rows = (...ids: string[]): BulkRowInput[] =>
  ids.map((id) => ({ id, label: `${id} Test St` }));

const refused = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });

describe('the bulk action queue', () => {
  it('should work on at most two rows at once, starting the next as each ends', async () => {
    const q = queue(rows('a', 'b', 'c', 'd', 'e'));
    expect(q.started).toEqual(['a', 'b']);
    expect(q.statuses()).toEqual(['working', 'working', 'queued', 'queued', 'queued']);

    await q.succeed('b');
    expect(q.started).toEqual(['a', 'b', 'c']);
    expect(q.statuses()).toEqual(['working', 'done', 'working', 'queued', 'queued']);
    expect(q.messageOf('b')).toBe('Done b');

    await q.succeed('a');
    await q.succeed('c');
    expect(q.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    await q.succeed('d');
    await q.succeed('e');
    expect(q.statuses()).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(q.snapshot().value).toBe('finished');
  });

  it("should mark a failed row with the server's message and go on with the others", async () => {
    const q = queue(rows('a', 'b', 'c'));
    await q.fail('a', refused('Quote not found'));
    expect(q.statuses()).toEqual(['failed', 'working', 'working']);
    expect(q.messageOf('a')).toBe('Quote not found');

    // Without the server's words, a general message, never a code.
    await q.fail('b', new TypeError('x is undefined'));
    expect(q.messageOf('b')).toBe(BULK_MESSAGES.unknownError);
    await q.succeed('c');
    expect(q.snapshot().value).toBe('finished');
    expect(bulkCounts(q.snapshot().context.rows)).toMatchObject({ done: 1, failed: 2 });
  });

  it('should list rows lacking what the action needs without sending them', async () => {
    const q = queue([
      { id: 'a', label: 'a', outcome: { status: 'skipped', message: 'Already uploaded' } },
      ...rows('b'),
      { id: 'c', label: 'c', outcome: { status: 'needs-details', message: 'No email' } },
    ]);
    expect(q.started).toEqual(['b']);
    expect(q.statuses()).toEqual(['skipped', 'working', 'needs-details']);
    // A need found while working (no landlord email on record) is said as such, not a failure.
    q.started.length = 0;
    await q.outcome('b', { status: 'needs-details', message: 'No landlord email' });
    expect(q.statuses()).toEqual(['skipped', 'needs-details', 'needs-details']);
    expect(q.messageOf('b')).toBe('No landlord email');
    expect(q.snapshot().value).toBe('finished');
  });

  it('should finish at once when no row has anything to do', () => {
    const q = queue([{ id: 'a', label: 'a', outcome: { status: 'skipped', message: 'Nothing' } }]);
    expect(q.started).toEqual([]);
    expect(q.snapshot().value).toBe('finished');
  });

  it('should retry only the failed rows, once every row has ended', async () => {
    const q = queue(rows('a', 'b', 'c'));
    await q.fail('a', refused('The software did not answer in time. Please retry.'));
    // Not while rows are still working.
    q.actor.send({ type: 'RETRY' });
    expect(q.statuses()).toEqual(['failed', 'working', 'working']);
    await q.succeed('b');
    await q.fail('c', refused('Not found'));
    expect(q.snapshot().value).toBe('finished');

    q.actor.send({ type: 'RETRY' });
    expect(q.snapshot().value).toBe('running');
    expect(q.statuses()).toEqual(['working', 'done', 'working']);
    expect(q.started).toEqual(['a', 'b', 'c', 'a', 'c']);
    expect(q.messageOf('a')).toBeNull();
    await q.succeed('a', 'Sent');
    await q.succeed('c', 'Sent');
    expect(q.statuses()).toEqual(['done', 'done', 'done']);
    expect(q.snapshot().value).toBe('finished');
  });

  it('should cancel the rows not yet started and let those working finish', async () => {
    const q = queue(rows('a', 'b', 'c', 'd'));
    q.actor.send({ type: 'CANCEL' });
    expect(q.statuses()).toEqual(['working', 'working', 'cancelled', 'cancelled']);
    expect(q.messageOf('c')).toBe(BULK_MESSAGES.cancelled);
    expect(q.snapshot().value).toBe('running');

    await q.succeed('a');
    await q.fail('b', refused('Refused'));
    expect(q.started).toEqual(['a', 'b']);
    expect(q.statuses()).toEqual(['done', 'failed', 'cancelled', 'cancelled']);
    expect(q.snapshot().value).toBe('finished');

    // A cancelled row is not sent by Retry: only what failed is.
    q.actor.send({ type: 'RETRY' });
    expect(q.started).toEqual(['a', 'b', 'b']);
    expect(q.statuses()).toEqual(['done', 'working', 'cancelled', 'cancelled']);
  });

  it('should ignore a report of a row that is not working', async () => {
    const q = queue(rows('a', 'b', 'c'));
    q.actor.send({ type: 'REPORT', id: 'c', status: 'done', message: 'Done' });
    expect(q.statuses()).toEqual(['working', 'working', 'queued']);
    await q.succeed('a');
    expect(q.statuses()).toEqual(['done', 'working', 'working']);
  });
});
