import type {
  TBookingHold,
  TBookingRequest,
  TBookingResult,
  TBookingTime,
  TNominatedContact,
  TBookingContact,
  TServiceCode,
} from '@portal/contracts';
import { assign, fromPromise, not, raise, setup, stateIn } from 'xstate';

/** A chosen booking time and its day. */
export type TChosenTime = TBookingTime & { date: string };

/** What the contacts step hands on: the contacts and the nominated contact, checked. */
export interface TBookingContacts {
  contacts: TBookingContact[];
  nominatedContact: TNominatedContact | undefined;
}

export interface BookingContext {
  services: TServiceCode[];
  /** The time held for the user; null until one is chosen, and again when the hold expires. */
  time: TChosenTime | null;
  /** Seconds left on the hold (shown as mm:ss). */
  remaining: number;
  /** How long the server holds a chosen time. */
  holdSeconds: number;
  /** The time being held, while the server is asked. */
  choosing: TChosenTime | null;
  /** Why the last chosen time could not be held. */
  timeError: Error | null;
  contacts: TBookingContacts | null;
  /** The last refused submission, shown on the confirmation step. */
  error: Error | null;
  result: TBookingResult | null;
}

export type BookingEvent =
  | { type: 'SERVICES'; services: TServiceCode[] }
  | { type: 'CHOOSE'; time: TChosenTime }
  | { type: 'NEXT' }
  | { type: 'CONTACTS'; contacts: TBookingContacts }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  /** Internal: the chosen time is held; its countdown starts. */
  | { type: 'HELD' };

/** The request the confirmation step submits, from what the steps gathered. */
export function bookingRequest(propertyId: number, context: BookingContext): TBookingRequest {
  const { time, contacts } = context;
  if (!time || !contacts) throw new Error('The booking is not complete');
  return {
    propertyId,
    bookingTypes: context.services,
    contacts: contacts.contacts,
    nominatedContact: contacts.nominatedContact,
    oasResult: {
      oasMetadataId: time.oasMetadataId,
      date: time.date,
      startTime: time.timeFrom,
      endTime: time.timeTo,
      technicianId: time.technicianId,
    },
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The booking dialog (spec 2 §4 'Booking'): the steps time, contacts and confirmation, Back going
 * one step, beside the hold of the chosen time. Choosing a time holds it on the server (the
 * `hold` actor); the hold counts down each second, and when it runs out (unless the booking is
 * being submitted) the 'booking time has expired' prompt replaces the steps: the time is cleared,
 * Continue returns to the first step and Cancel ends the dialog. Submitting is the `submit`
 * actor's. Both actors are the dialog's (`provide`).
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    hold: fromPromise<TBookingHold, TChosenTime>(() =>
      Promise.reject(new Error('The dialog provides the hold')),
    ),
    submit: fromPromise<TBookingResult, BookingContext>(() =>
      Promise.reject(new Error('The dialog provides the submission')),
    ),
  },
  guards: {
    canLeaveTime: ({ context }) => context.time !== null && context.services.length > 0,
  },
  delays: {
    holdExpiry: ({ context }) => context.holdSeconds * 1000,
  },
}).createMachine({
  id: 'booking',
  initial: 'booking',
  context: {
    services: [],
    time: null,
    remaining: 0,
    holdSeconds: 0,
    choosing: null,
    timeError: null,
    contacts: null,
    error: null,
    result: null,
  },
  states: {
    booking: {
      type: 'parallel',
      states: {
        step: {
          initial: 'time',
          states: {
            time: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    CHOOSE: {
                      target: 'holding',
                      actions: assign({ choosing: ({ event }) => event.time, timeError: null }),
                    },
                  },
                },
                holding: {
                  invoke: {
                    src: 'hold',
                    input: ({ context }) => context.choosing!,
                    onDone: {
                      target: 'idle',
                      actions: [
                        assign({
                          time: ({ context }) => context.choosing,
                          choosing: null,
                          remaining: ({ event }) => event.output.holdSeconds,
                          holdSeconds: ({ event }) => event.output.holdSeconds,
                        }),
                        raise({ type: 'HELD' }),
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: assign({
                        time: null,
                        choosing: null,
                        timeError: ({ event }) => asError(event.error),
                      }),
                    },
                  },
                },
              },
              on: {
                SERVICES: {
                  target: '.idle',
                  actions: assign({
                    services: ({ event }) => event.services,
                    time: null,
                    timeError: null,
                  }),
                },
                NEXT: { target: 'contacts', guard: 'canLeaveTime' },
              },
            },
            contacts: {
              on: {
                BACK: 'time',
                CONTACTS: {
                  target: 'confirm',
                  actions: assign({ contacts: ({ event }) => event.contacts, error: null }),
                },
              },
            },
            confirm: {
              on: {
                BACK: { target: 'contacts', actions: assign({ error: null }) },
                SUBMIT: 'submitting',
              },
            },
            submitting: {
              invoke: {
                src: 'submit',
                input: ({ context }) => context,
                onDone: {
                  target: '#booking.done',
                  actions: assign({ result: ({ event }) => event.output }),
                },
                onError: {
                  target: 'confirm',
                  actions: assign({ error: ({ event }) => asError(event.error) }),
                },
              },
            },
          },
        },
        hold: {
          initial: 'none',
          states: {
            none: {},
            // The hold runs out once, after holdSeconds; the seconds shown count down meanwhile.
            running: {
              after: { holdExpiry: 'expiring' },
              initial: 'ticking',
              states: {
                ticking: {
                  after: {
                    1000: {
                      target: 'ticking',
                      reenter: true,
                      actions: assign({
                        remaining: ({ context }) => Math.max(0, context.remaining - 1),
                      }),
                    },
                  },
                },
              },
            },
            // The hold has run out; the prompt comes at once unless the booking is being submitted
            // (then the server has the last word).
            expiring: {
              entry: assign({ remaining: 0 }),
              always: {
                guard: not(stateIn('#booking.booking.step.submitting')),
                target: '#booking.expired',
              },
            },
          },
          on: {
            HELD: { target: '.running', reenter: true },
            SERVICES: { target: '.none', actions: assign({ remaining: 0 }) },
          },
        },
      },
    },
    expired: {
      // The contacts entered are kept for the next try.
      entry: assign({ time: null, remaining: 0, error: null }),
      on: {
        CONTINUE: 'booking',
        CANCEL: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
