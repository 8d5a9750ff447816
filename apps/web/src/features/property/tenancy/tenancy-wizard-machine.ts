import type {
  TDoNotContactReason,
  TContactNumberType,
  TLeaseType,
  TTenancy,
  TTenancyRequest,
} from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';

/** Which tenancy dialog: a new tenancy, a change to the current one, or its renewal. */
export type TenancyDialogMode = 'add' | 'edit' | 'renew';

/** The lease-agreement step's values; days are ISO ('yyyy-MM-dd'). */
export interface LeaseDraft {
  startDate: string | null;
  endDate: string | null;
  vacateDate: string | null;
  notes: string;
  leaseType: TLeaseType;
}

interface OccupantNumberDraft {
  contactNumberId?: number | null;
  number: string;
  type: TContactNumberType;
  doNotContactReasonCode?: TDoNotContactReason | null;
  doNotContactReasonName?: string | null;
}

export interface OccupantDraft {
  occupantId?: number | null;
  name: string;
  email: string | null;
  contactNumbers: OccupantNumberDraft[];
}

export interface TenancyWizardInput {
  mode: TenancyDialogMode;
  /** The current tenancy: edited as it is, or renewed (its occupants carried over). */
  tenancy: TTenancy | null;
  /** Integrated property: everything shown, nothing changed (Add and Next disabled). */
  readOnly: boolean;
  /** The agency's day, the start date of a new or renewed tenancy. */
  today: string;
}

export interface TenancyWizardContext {
  mode: TenancyDialogMode;
  readOnly: boolean;
  tenancyId: number | null;
  lease: LeaseDraft;
  occupants: OccupantDraft[];
  /** The occupant being edited in the Occupants step's edit screen. */
  editing: number | null;
  /** Something was changed since the dialog opened. */
  dirty: boolean;
  /** The close question ('Are you sure ...') is showing. */
  askingToClose: boolean;
  /** The last save's failure, for the caller's toast. */
  error: unknown;
}

export type TenancyWizardEvent =
  | { type: 'NEXT'; lease?: LeaseDraft }
  | { type: 'BACK' }
  | { type: 'LEASE_CHANGED' }
  | { type: 'ADD_OCCUPANT' }
  | { type: 'EDIT_OCCUPANT'; index: number }
  | { type: 'REMOVE_OCCUPANT'; index: number }
  | { type: 'SAVE_OCCUPANT'; occupant: OccupantDraft }
  | { type: 'CANCEL_OCCUPANT' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'KEEP_EDITING' }
  | { type: 'DISCARD' };

const fromTenancy = (tenancy: TTenancy, withIds: boolean): OccupantDraft[] =>
  tenancy.occupants.map((occupant) => ({
    occupantId: withIds ? occupant.occupantId : null,
    name: occupant.name,
    email: occupant.email,
    contactNumbers: occupant.contactNumbers.map((entry) => ({
      contactNumberId: withIds ? entry.contactNumberId : null,
      number: entry.number,
      type: entry.type,
      doNotContactReasonCode: entry.doNotContactReasonCode,
      doNotContactReasonName: entry.doNotContactReasonName,
    })),
  }));

/** What the dialog opens with: add and renew start today; renew carries the occupants over. */
function initialContext({
  mode,
  tenancy,
  readOnly,
  today,
}: TenancyWizardInput): TenancyWizardContext {
  const editing = mode === 'edit' && tenancy !== null;
  return {
    mode,
    readOnly,
    tenancyId: editing ? tenancy.tenancyId : null,
    lease: editing
      ? {
          startDate: tenancy.startedAt,
          endDate: tenancy.endedAt,
          vacateDate: tenancy.vacatingAt,
          notes: tenancy.notes ?? '',
          leaseType: tenancy.leaseType ?? 'New',
        }
      : {
          startDate: today,
          endDate: null,
          vacateDate: null,
          notes: '',
          leaseType: mode === 'renew' ? 'Renewal' : 'New',
        },
    occupants: tenancy && mode !== 'add' ? fromTenancy(tenancy, editing) : [],
    editing: null,
    dirty: false,
    askingToClose: false,
    error: null,
  };
}

/** What the save actor is given: the request, and the tenancy it changes (null: a new one). */
export type TenancySaveInput = TTenancyRequest & { tenancyId: number | null };

/** The request body the dialog sends. */
export function tenancyRequest(context: TenancyWizardContext): TTenancyRequest {
  const { lease } = context;
  return {
    tenancy: {
      formType: context.mode === 'edit' ? 'edit' : 'add',
      startDate: lease.startDate,
      endDate: lease.endDate,
      vacateDate: lease.vacateDate,
      notes: lease.notes.trim() || undefined,
      leaseType: lease.leaseType,
    },
    occupants: context.occupants.map((occupant) => ({
      occupantId: occupant.occupantId ?? null,
      name: occupant.name,
      email: occupant.email,
      contactNumbers: occupant.contactNumbers.map((entry) => ({
        contactNumberId: entry.contactNumberId ?? null,
        number: entry.number,
        type: entry.type,
      })),
    })),
  };
}

/**
 * The tenancy dialogs (add, edit, renew): Lease agreement → Occupants (list, add, edit) →
 * Confirmation, Back on each step; saving, then done. Closing with changes asks first.
 */
export const tenancyWizardMachine = setup({
  types: {
    context: {} as TenancyWizardContext,
    events: {} as TenancyWizardEvent,
    input: {} as TenancyWizardInput,
  },
  actors: {
    save: fromPromise<unknown, TenancySaveInput>(async () => {
      throw new Error('The dialog provides its save');
    }),
  },
  guards: {
    canChange: ({ context }) => !context.readOnly,
    isDirty: ({ context }) => context.dirty,
  },
  actions: {
    markDirty: assign({ dirty: true }),
  },
}).createMachine({
  id: 'tenancyWizard',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'leaseAgreement',
      on: {
        CLOSE: [
          { guard: 'isDirty', actions: assign({ askingToClose: true }) },
          { target: 'closed' },
        ],
        KEEP_EDITING: { actions: assign({ askingToClose: false }) },
        DISCARD: { target: 'closed' },
      },
      states: {
        leaseAgreement: {
          on: {
            LEASE_CHANGED: { guard: 'canChange', actions: 'markDirty' },
            NEXT: {
              guard: 'canChange',
              target: 'occupants',
              actions: assign(({ context, event }) => ({
                lease: event.lease ?? context.lease,
              })),
            },
          },
        },
        occupants: {
          initial: 'list',
          states: {
            list: {
              on: {
                ADD_OCCUPANT: { guard: 'canChange', target: 'adding' },
                EDIT_OCCUPANT: {
                  target: 'editingOccupant',
                  actions: assign({ editing: ({ event }) => event.index }),
                },
                REMOVE_OCCUPANT: {
                  guard: 'canChange',
                  actions: [
                    assign({
                      occupants: ({ context, event }) =>
                        context.occupants.filter((_, i) => i !== event.index),
                    }),
                    'markDirty',
                  ],
                },
                BACK: { target: '#tenancyWizard.editing.leaseAgreement' },
                NEXT: { guard: 'canChange', target: '#tenancyWizard.editing.confirmation' },
              },
            },
            adding: {
              on: {
                SAVE_OCCUPANT: {
                  guard: 'canChange',
                  target: 'list',
                  actions: [
                    assign({
                      occupants: ({ context, event }) => [...context.occupants, event.occupant],
                    }),
                    'markDirty',
                  ],
                },
                CANCEL_OCCUPANT: { target: 'list' },
                BACK: { target: 'list' },
              },
            },
            editingOccupant: {
              on: {
                SAVE_OCCUPANT: {
                  guard: 'canChange',
                  target: 'list',
                  actions: [
                    assign({
                      occupants: ({ context, event }) =>
                        context.occupants.map((occupant, i) =>
                          i === context.editing ? event.occupant : occupant,
                        ),
                      editing: null,
                    }),
                    'markDirty',
                  ],
                },
                CANCEL_OCCUPANT: { target: 'list', actions: assign({ editing: null }) },
                BACK: { target: 'list', actions: assign({ editing: null }) },
              },
            },
          },
        },
        confirmation: {
          on: {
            BACK: { target: 'occupants' },
            SUBMIT: { guard: 'canChange', target: '#tenancyWizard.saving' },
          },
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ ...tenancyRequest(context), tenancyId: context.tenancyId }),
        onDone: { target: 'saved' },
        onError: {
          target: '#tenancyWizard.editing.confirmation',
          actions: assign({ error: ({ event }) => event.error }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
