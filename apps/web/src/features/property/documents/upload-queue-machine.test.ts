import {
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  UPLOAD_QUEUE_CHECK_MS,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  isBusy,
  rowStatus,
  trayHeading,
  trayRows,
  uploadQueueMachine,
  type UploadInput,
  type UploadQueueEvent,
  type UploadTarget,
} from './upload-queue-machine';

const TARGET: UploadTarget = { owner: 'managed', propertyId: 7, address: '1 Test St' };
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

/** The queue with uploads that wait to be told how they end; `aborted` lists those stopped. */
function queue() {
  const started: number[] = [];
  const aborted: number[] = [];
  const uploaded: UploadTarget[] = [];
  const reports = new Map<number, (event: UploadQueueEvent) => void>();
  const clock = new SimulatedClock();
  const actor = createActor(
    uploadQueueMachine.provide({
      actors: {
        upload: fromCallback<UploadQueueEvent, UploadInput>(({ sendBack, input }) => {
          started.push(input.id);
          reports.set(input.id, sendBack);
          return () => aborted.push(input.id);
        }),
      },
      actions: { uploaded: (_, target) => uploaded.push(target) },
    }),
    { clock },
  ).start();
  const items = () => actor.getSnapshot().context.items;
  const statusOf = (id: number) => items().find((item) => item.id === id)?.status;
  const tick = () => clock.increment(UPLOAD_QUEUE_CHECK_MS);
  return { actor, items, statusOf, tick, started, aborted, uploaded, reports };
}

describe('the upload queue', () => {
  it('should queue files and start at most two at each check of the second', () => {
    const q = queue();
    q.actor.send({
      type: 'ADD',
      files: ['a', 'b', 'c', 'd'].map((n) => file(`${n}.pdf`)),
      target: TARGET,
    });
    expect(q.items().map((item) => item.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
    expect(q.started).toEqual([]);
    q.tick();
    expect(q.started).toEqual([1, 2]);
    expect(q.items().map((item) => item.status)).toEqual([
      'uploading',
      'uploading',
      'queued',
      'queued',
    ]);
    q.tick();
    expect(q.started).toEqual([1, 2]);
    q.reports.get(1)!({ type: 'UPLOADED', id: 1 });
    expect(q.statusOf(1)).toBe('success');
    expect(q.uploaded).toEqual([TARGET]);
    // The next queued file waits for the next check.
    expect(q.started).toEqual([1, 2]);
    q.tick();
    expect(q.started).toEqual([1, 2, 3]);
  });

  it('should fail a file at once when it is over 20 MB or of a type not allowed', () => {
    const q = queue();
    const big = { name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1 } as File;
    Object.setPrototypeOf(big, File.prototype);
    q.actor.send({ type: 'ADD', files: [big, file('virus.exe'), file('ok.png')], target: TARGET });
    expect(q.items().map((item) => [item.status, item.error])).toEqual([
      ['failed', FILE_TOO_LARGE],
      ['failed', INVALID_FILE_TYPE],
      ['queued', null],
    ]);
    q.tick();
    expect(q.started).toEqual([3]);
  });

  it('should count a file already stored (no file object) as a success', () => {
    const q = queue();
    q.actor.send({ type: 'ADD', files: [{ name: 'old.pdf', file: null }], target: TARGET });
    expect(q.items()[0]).toMatchObject({ status: 'success', percentage: 100 });
  });

  it('should show progress and record a failure with its message', () => {
    const q = queue();
    q.actor.send({ type: 'ADD', files: [file('a.pdf')], target: TARGET });
    q.tick();
    q.reports.get(1)!({ type: 'PROGRESS', id: 1, percentage: 42.4 });
    expect(rowStatus(q.items()[0]!)).toBe('42%');
    q.reports.get(1)!({ type: 'FAILED', id: 1, error: 'Invalid file type' });
    expect(rowStatus(q.items()[0]!)).toBe('Failed (Invalid file type)');
    expect(rowStatus({ ...q.items()[0]!, error: '' })).toBe('Failed (Unknown error)');
  });

  it('should abort and remove an upload when it is cancelled, and start the next one', () => {
    const q = queue();
    q.actor.send({
      type: 'ADD',
      files: [file('a.pdf'), file('b.pdf'), file('c.pdf')],
      target: TARGET,
    });
    q.tick();
    q.actor.send({ type: 'CANCEL', id: 1 });
    expect(q.aborted).toEqual([1]);
    expect(q.items().map((item) => item.id)).toEqual([2, 3]);
    q.actor.send({ type: 'CANCEL', id: 3 });
    expect(q.items().map((item) => item.id)).toEqual([2]);
    q.tick();
    expect(q.started).toEqual([1, 2]);
  });

  it('should remove the succeeded and failed items when cleared, keeping the others', () => {
    const q = queue();
    q.actor.send({
      type: 'ADD',
      files: [file('a.pdf'), file('b.exe'), file('c.pdf'), file('d.pdf'), file('e.pdf')],
      target: TARGET,
    });
    q.tick();
    q.reports.get(1)!({ type: 'UPLOADED', id: 1 });
    q.actor.send({ type: 'CLEAR' });
    expect(q.items().map((item) => [item.id, item.status])).toEqual([
      [3, 'uploading'],
      [4, 'queued'],
      [5, 'queued'],
    ]);
  });

  it('should order the rows uploading, failed, queued, success and word the heading', () => {
    const q = queue();
    q.actor.send({
      type: 'ADD',
      files: [file('a.pdf'), file('b.pdf'), file('c.exe'), file('d.pdf'), file('e.pdf')],
      target: TARGET,
    });
    q.tick();
    q.reports.get(1)!({ type: 'UPLOADED', id: 1 });
    expect(trayRows(q.items()).map((item) => item.id)).toEqual([2, 3, 4, 5, 1]);
    expect(trayHeading(q.items())).toBe('Uploading documents (3)');
    expect(isBusy(q.items())).toBe(true);
    q.reports.get(2)!({ type: 'UPLOADED', id: 2 });
    q.actor.send({ type: 'CANCEL', id: 4 });
    q.actor.send({ type: 'CANCEL', id: 5 });
    expect(isBusy(q.items())).toBe(false);
    expect(trayHeading(q.items())).toBe('1 upload(s) failed');
    q.actor.send({ type: 'CANCEL', id: 3 });
    expect(trayHeading(q.items())).toBe('2 upload(s) completed');
    q.actor.send({ type: 'CLEAR' });
    expect(trayHeading(q.items())).toBeNull();
  });
});
