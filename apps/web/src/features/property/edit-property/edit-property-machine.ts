import type { TEditProperty, TEditPropertyResult } from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';

export interface EditPropertyContext {
  /** The details checked on the edit step, shown on the confirm step and saved. */
  draft: TEditProperty | null;
  /** The last refused save (the server's message), shown on the confirm step. */
  error: Error | null;
  result: TEditPropertyResult | null;
}

export type EditPropertyEvent =
  { type: 'NEXT'; draft: TEditProperty } | { type: 'BACK' } | { type: 'SAVE' };

/**
 * The edit property dialog's steps (spec: EDIT_PROPERTY_DATA then CONFIRM, with Back): edit,
 * confirm, saving (back to confirm with the server's message when refused), saved. The save
 * itself is the dialog's (`provide({ actors: { save } })`).
 */
export const editPropertyMachine = setup({
  types: {
    context: {} as EditPropertyContext,
    events: {} as EditPropertyEvent,
  },
  actors: {
    save: fromPromise<TEditPropertyResult, TEditProperty>(() =>
      Promise.reject(new Error('The dialog provides the save')),
    ),
  },
}).createMachine({
  id: 'editProperty',
  initial: 'edit',
  context: { draft: null, error: null, result: null },
  states: {
    edit: {
      on: {
        NEXT: {
          target: 'confirm',
          actions: assign({ draft: ({ event }) => event.draft, error: null }),
        },
      },
    },
    confirm: {
      on: {
        BACK: { target: 'edit', actions: assign({ error: null }) },
        SAVE: { target: 'saving', guard: ({ context }) => context.draft !== null },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.draft!,
        onDone: { target: 'saved', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'confirm',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error : new Error(String(event.error)),
          }),
        },
      },
    },
    saved: { type: 'final' },
  },
});
