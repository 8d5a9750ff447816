import {
  BOOKING_HOLD_SECONDS,
  BOOKING_MESSAGES,
  ZBookingRequest,
  type TBookingHold,
  type TBookingResult,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  bookingMachine,
  bookingRequest,
  type BookingContext,
  type TBookingContacts,
  type TChosenTime,
} from './booking-machine';

const time: TChosenTime = {
  date: '2026-06-16',
  timeFrom: '08:00',
  timeTo: '10:00',
  oasMetadataId: 'oas-1',
  technicianId: 7,
};
const contacts: TBookingContacts = {
  contacts: [
    { name: 'Sam', email: 'sam@example.com', mobile: '0412345678', isPrimaryContact: true },
  ],
  nominatedContact: undefined,
};
const held: TBookingHold = {
  oasMetadataId: 'oas-1',
  heldUntil: '2026-06-16T00:05:00Z',
  holdSeconds: BOOKING_HOLD_SECONDS,
};
const result: TBookingResult = {
  success: true,
  error: null,
  bookingId: 9,
  services: ['smoke'],
  date: time.date,
  startTime: '08:00',
  endTime: '10:00',
};

function start({
  hold = () => Promise.resolve(held),
  submit = () => Promise.resolve(result),
}: {
  hold?: (time: TChosenTime) => Promise<TBookingHold>;
  submit?: (context: BookingContext) => Promise<TBookingResult>;
} = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        hold: fromPromise(({ input }: { input: TChosenTime }) => hold(input)),
        submit: fromPromise(({ input }: { input: BookingContext }) => submit(input)),
      },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock };
}

/** Chooses the service and the time, and waits for the hold. */
async function chooseTime(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SERVICES', services: ['smoke'] });
  actor.send({ type: 'CHOOSE', time });
  return waitFor(actor, (s) => s.context.time !== null);
}

describe('bookingMachine', () => {
  it('should go time, contacts, confirmation and back one step at a time when Next and Back are pressed', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ booking: { step: 'time' } })).toBe(true);
    // No time chosen: Next stays on the first step.
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ booking: { step: 'time' } })).toBe(true);
    const ready = await chooseTime(actor);
    expect(ready.context.remaining).toBe(300);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ booking: { step: 'contacts' } })).toBe(true);
    actor.send({ type: 'CONTACTS', contacts });
    expect(actor.getSnapshot().matches({ booking: { step: 'confirm' } })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ booking: { step: 'contacts' } })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ booking: { step: 'time' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ time, contacts });
  });

  it('should clear the time when the services change', async () => {
    const { actor } = start();
    await chooseTime(actor);
    actor.send({ type: 'SERVICES', services: ['smoke', 'gas'] });
    expect(actor.getSnapshot().context).toMatchObject({ time: null, services: ['smoke', 'gas'] });
    expect(actor.getSnapshot().matches({ booking: { hold: 'none' } })).toBe(true);
  });

  it('should keep no time and say why when the time cannot be held', async () => {
    const { actor } = start({ hold: () => Promise.reject(new Error(BOOKING_MESSAGES.timeTaken)) });
    actor.send({ type: 'SERVICES', services: ['smoke'] });
    actor.send({ type: 'CHOOSE', time });
    const refused = await waitFor(actor, (s) => s.context.timeError !== null);
    expect(refused.context.time).toBeNull();
    expect(refused.context.timeError?.message).toBe(BOOKING_MESSAGES.timeTaken);
  });

  it('should count the hold down each second and prompt that it expired after 5 minutes, clearing the time', async () => {
    const { actor, clock } = start();
    await chooseTime(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONTACTS', contacts });
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(299);
    for (let second = 2; second < 300; second++) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().matches({ booking: { step: 'confirm' } })).toBe(true);
    clock.increment(1000);
    const expired = actor.getSnapshot();
    expect(expired.value).toBe('expired');
    expect(expired.context.time).toBeNull();
    // Continue: back to the first step, the contacts kept for the next try.
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ booking: { step: 'time', hold: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ time: null, contacts });
    // Nothing runs down without a time.
    clock.increment(600_000);
    expect(actor.getSnapshot().matches({ booking: { step: 'time' } })).toBe(true);
  });

  it('should end the dialog when Cancel is chosen on the expiry prompt', async () => {
    const { actor, clock } = start();
    await chooseTime(actor);
    clock.increment(300_000);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('should restart the hold when another time is chosen', async () => {
    const { actor, clock } = start();
    await chooseTime(actor);
    clock.increment(200_000);
    actor.send({ type: 'CHOOSE', time: { ...time, oasMetadataId: 'oas-2' } });
    await waitFor(actor, (s) => s.context.time?.oasMetadataId === 'oas-2');
    expect(actor.getSnapshot().context.remaining).toBe(300);
    clock.increment(200_000);
    expect(actor.getSnapshot().value).not.toBe('expired');
  });

  it('should submit the request and finish with the answer when the booking succeeds', async () => {
    let sent: unknown = null;
    const { actor } = start({
      submit: (context) => {
        sent = bookingRequest(5, context);
        return Promise.resolve(result);
      },
    });
    await chooseTime(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONTACTS', contacts });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(done.context.result).toEqual(result);
    // What is sent passes the booking's rules as they stand.
    expect(ZBookingRequest.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({ bookingTypes: ['smoke'], oasResult: { oasMetadataId: 'oas-1' } });
  });

  it('should return to the confirmation with the error when the booking is refused', async () => {
    const { actor } = start({
      submit: () => Promise.reject(new Error(BOOKING_MESSAGES.timeTaken)),
    });
    await chooseTime(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONTACTS', contacts });
    actor.send({ type: 'SUBMIT' });
    const refused = await waitFor(actor, (s) => s.context.error !== null);
    expect(refused.matches({ booking: { step: 'confirm' } })).toBe(true);
    expect(refused.context.error?.message).toBe(BOOKING_MESSAGES.timeTaken);
  });

  it('should not prompt while the booking is being submitted, and leave the answer to the server', async () => {
    let resolve: (value: TBookingResult) => void = () => undefined;
    const { actor, clock } = start({ submit: () => new Promise((r) => (resolve = r)) });
    await chooseTime(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONTACTS', contacts });
    clock.increment(299_000);
    actor.send({ type: 'SUBMIT' });
    clock.increment(5000);
    expect(actor.getSnapshot().matches({ booking: { step: 'submitting' } })).toBe(true);
    resolve(result);
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('done');
  });
});
