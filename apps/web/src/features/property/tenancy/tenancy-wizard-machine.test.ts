import type { TTenancy } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  tenancyRequest,
  tenancyWizardMachine,
  type OccupantDraft,
  type TenancySaveInput,
  type TenancyWizardInput,
} from './tenancy-wizard-machine';

const TODAY = '2026-06-15';

const current: TTenancy = {
  tenancyId: 7,
  startedAt: '2025-02-01',
  endedAt: '2026-02-01',
  vacatingAt: null,
  notes: 'Has a dog',
  source: 'PORTAL',
  leaseType: 'New',
  isCurrent: true,
  occupants: [
    {
      occupantId: 11,
      name: 'Alex Tenant',
      email: 'alex@example.com',
      isAllContactNumbersBlacklisted: false,
      contactNumbers: [
        {
          contactNumberId: 21,
          number: '+61412345678',
          type: 'MOBILE',
          doNotContactReasonCode: null,
          doNotContactReasonName: null,
        },
      ],
    },
  ],
};

const jo: OccupantDraft = { name: 'Jo Smith', email: 'jo@example.com', contactNumbers: [] };

type Save = (args: { input: TenancySaveInput }) => Promise<unknown>;

function start(input: Partial<TenancyWizardInput> = {}, save: Save = async () => ({})) {
  const logic = fromPromise<unknown, TenancySaveInput>(save);
  const actor = createActor(tenancyWizardMachine.provide({ actors: { save: logic } }), {
    input: { mode: 'add', tenancy: current, readOnly: false, today: TODAY, ...input },
  });
  actor.start();
  return actor;
}

const stateOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

describe('tenancyWizardMachine', () => {
  it('should open add with the start date today, no occupants and lease type New', () => {
    const { context } = start({ mode: 'add' }).getSnapshot();
    expect(context.lease).toEqual({
      startDate: TODAY,
      endDate: null,
      vacateDate: null,
      notes: '',
      leaseType: 'New',
    });
    expect(context.occupants).toEqual([]);
    expect(context.tenancyId).toBeNull();
  });

  it('should open renew with the start date today, the occupants carried over without ids and lease type Renewal', () => {
    const { context } = start({ mode: 'renew' }).getSnapshot();
    expect(context.lease.startDate).toBe(TODAY);
    expect(context.lease.leaseType).toBe('Renewal');
    expect(context.occupants).toEqual([
      {
        occupantId: null,
        name: 'Alex Tenant',
        email: 'alex@example.com',
        contactNumbers: [
          expect.objectContaining({ contactNumberId: null, number: '+61412345678' }),
        ],
      },
    ]);
    expect(context.tenancyId).toBeNull();
  });

  it('should open edit with the tenancy as it is', () => {
    const { context } = start({ mode: 'edit' }).getSnapshot();
    expect(context.tenancyId).toBe(7);
    expect(context.lease).toEqual({
      startDate: '2025-02-01',
      endDate: '2026-02-01',
      vacateDate: null,
      notes: 'Has a dog',
      leaseType: 'New',
    });
    expect(context.occupants[0]).toMatchObject({ occupantId: 11 });
  });

  it('should go Lease agreement → Occupants → Confirmation and Back on each step', () => {
    const actor = start();
    expect(stateOf(actor)).toEqual({ editing: 'leaseAgreement' });
    actor.send({ type: 'NEXT', lease: { ...actor.getSnapshot().context.lease, notes: 'x' } });
    expect(stateOf(actor)).toEqual({ editing: { occupants: 'list' } });
    expect(actor.getSnapshot().context.lease.notes).toBe('x');
    actor.send({ type: 'NEXT' });
    expect(stateOf(actor)).toEqual({ editing: 'confirmation' });
    actor.send({ type: 'BACK' });
    expect(stateOf(actor)).toEqual({ editing: { occupants: 'list' } });
    actor.send({ type: 'BACK' });
    expect(stateOf(actor)).toEqual({ editing: 'leaseAgreement' });
  });

  it('should add, edit and remove occupants through the sub-screens, each returning to the list', () => {
    const actor = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ADD_OCCUPANT' });
    expect(stateOf(actor)).toEqual({ editing: { occupants: 'adding' } });
    actor.send({ type: 'SAVE_OCCUPANT', occupant: jo });
    actor.send({ type: 'ADD_OCCUPANT' });
    actor.send({ type: 'CANCEL_OCCUPANT' });
    expect(stateOf(actor)).toEqual({ editing: { occupants: 'list' } });
    actor.send({ type: 'ADD_OCCUPANT' });
    actor.send({ type: 'SAVE_OCCUPANT', occupant: { ...jo, name: 'Lee Smith' } });
    actor.send({ type: 'EDIT_OCCUPANT', index: 0 });
    expect(stateOf(actor)).toEqual({ editing: { occupants: 'editingOccupant' } });
    actor.send({ type: 'SAVE_OCCUPANT', occupant: { ...jo, name: 'Jo Brown' } });
    expect(actor.getSnapshot().context.occupants.map((o) => o.name)).toEqual([
      'Jo Brown',
      'Lee Smith',
    ]);
    actor.send({ type: 'REMOVE_OCCUPANT', index: 1 });
    expect(actor.getSnapshot().context.occupants.map((o) => o.name)).toEqual(['Jo Brown']);
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it('should close at once when nothing changed, and ask first when something did', () => {
    const untouched = start();
    untouched.send({ type: 'CLOSE' });
    expect(stateOf(untouched)).toBe('closed');

    const changed = start();
    changed.send({ type: 'LEASE_CHANGED' });
    changed.send({ type: 'CLOSE' });
    expect(changed.getSnapshot().context.askingToClose).toBe(true);
    expect(stateOf(changed)).toEqual({ editing: 'leaseAgreement' });
    changed.send({ type: 'KEEP_EDITING' });
    expect(changed.getSnapshot().context.askingToClose).toBe(false);
    changed.send({ type: 'CLOSE' });
    changed.send({ type: 'DISCARD' });
    expect(stateOf(changed)).toBe('closed');
  });

  it('should not move on or change anything when the property is integrated (read-only)', () => {
    const actor = start({ mode: 'edit', readOnly: true });
    actor.send({ type: 'LEASE_CHANGED' });
    actor.send({ type: 'NEXT' });
    expect(stateOf(actor)).toEqual({ editing: 'leaseAgreement' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(stateOf(actor)).toBe('closed');
  });

  it('should save the request from Confirmation and finish', async () => {
    const sent: unknown[] = [];
    const actor = start({ mode: 'renew' }, async (args) => {
      sent.push(args.input);
      return {};
    });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(stateOf(actor)).toBe('saved');
    expect(sent).toEqual([
      {
        tenancyId: null,
        tenancy: {
          formType: 'add',
          startDate: TODAY,
          endDate: null,
          vacateDate: null,
          notes: undefined,
          leaseType: 'Renewal',
        },
        occupants: [
          {
            occupantId: null,
            name: 'Alex Tenant',
            email: 'alex@example.com',
            contactNumbers: [{ contactNumberId: null, number: '+61412345678', type: 'MOBILE' }],
          },
        ],
      },
    ]);
  });

  it('should return to Confirmation with the error when the save fails', async () => {
    const failure = new Error('Server says no');
    const actor = start({ mode: 'edit' }, () => Promise.reject(failure));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(stateOf(actor)).toEqual({ editing: 'confirmation' });
    expect(actor.getSnapshot().context.error).toBe(failure);
    expect(tenancyRequest(actor.getSnapshot().context).tenancy.formType).toBe('edit');
  });
});
