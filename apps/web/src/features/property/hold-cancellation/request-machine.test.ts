import type { TServiceRequestResult } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { requestMachine, type TRequestDraft, type TRequestResult } from './request-machine';

const draft: TRequestDraft = {
  kind: 'hold',
  request: { services: [11], holdDate: '2026-12-01', reasonNote: 'Renovating' },
};
const result: TServiceRequestResult = { requestId: 3, services: ['smoke'], processingHours: 48 };

function start(submit: (input: TRequestDraft) => Promise<TRequestResult>) {
  const actor = createActor(
    requestMachine.provide({
      actors: { submit: fromPromise(({ input }: { input: TRequestDraft }) => submit(input)) },
    }),
  );
  actor.start();
  return actor;
}

describe('requestMachine', () => {
  it('should go from request to confirm with the draft and back to request when Back is pressed', () => {
    const actor = start(() => Promise.resolve(result));
    expect(actor.getSnapshot().value).toBe('request');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('request');
    actor.send({ type: 'NEXT', draft });
    expect(actor.getSnapshot().value).toBe('confirm');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('request');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });

  it('should submit the draft and finish with the answer when the request succeeds', async () => {
    const sent: TRequestDraft[] = [];
    const actor = start((input) => {
      sent.push(input);
      return Promise.resolve(result);
    });
    actor.send({ type: 'NEXT', draft });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    // Back is not offered while submitting.
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.context.result).toEqual(result);
    expect(sent).toEqual([draft]);
  });

  it('should return to confirm with the error when the request is refused', async () => {
    const actor = start(() => Promise.reject(new Error('No services available to hold')));
    actor.send({ type: 'NEXT', draft });
    actor.send({ type: 'SUBMIT' });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(refused.value).toBe('confirm');
    expect(refused.context.error?.message).toBe('No services available to hold');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
