import type { TEditProperty, TEditPropertyResult } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { editPropertyMachine } from './edit-property-machine';

const draft: TEditProperty = {
  agencyKey: { isKeyAvailable: true, keyNumber: 'K1', propertyManagerId: 3 },
  propertyKey: {
    onsiteAvailability: 'UNAVAILABLE',
    temporaryKeyExpirationDate: null,
    keyOnsiteNotes: null,
  },
};
const result: TEditPropertyResult = {
  keyDetails: {
    isIntegrated: false,
    enforceKeyAvailable: false,
    agencyKey: { isKeyAvailable: true, keyNumber: 'K1', propertyManagerId: 3 },
    propertyKey: {
      onsiteAvailability: 'UNAVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes: null,
    },
  },
  changes: [{ field: 'keyNumber', label: 'Key number', before: 'None', after: 'K1' }],
};

function start(save: (input: TEditProperty) => Promise<TEditPropertyResult>) {
  const actor = createActor(
    editPropertyMachine.provide({
      actors: { save: fromPromise(({ input }: { input: TEditProperty }) => save(input)) },
    }),
  );
  actor.start();
  return actor;
}

describe('editPropertyMachine', () => {
  it('should go from edit to confirm with the draft and back to edit when Back is pressed', () => {
    const actor = start(() => Promise.resolve(result));
    expect(actor.getSnapshot().value).toBe('edit');
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('edit');
    actor.send({ type: 'NEXT', draft });
    expect(actor.getSnapshot().value).toBe('confirm');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('edit');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });

  it('should save the confirmed draft and finish with the answer when the save succeeds', async () => {
    const saved: TEditProperty[] = [];
    const actor = start((input) => {
      saved.push(input);
      return Promise.resolve(result);
    });
    actor.send({ type: 'NEXT', draft });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('saved');
    expect(done.context.result).toEqual(result);
    expect(saved).toEqual([draft]);
  });

  it('should return to confirm with the reason when the save is refused, and forget it on Back', async () => {
    const actor = start(() => Promise.reject(new Error('Property manager not found')));
    actor.send({ type: 'NEXT', draft });
    actor.send({ type: 'SAVE' });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(refused.value).toBe('confirm');
    expect(refused.context.error?.message).toBe('Property manager not found');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
