import type {
  TCancellationRequest,
  THoldRequest,
  TNoticeResolution,
  TResolveNotice,
  TServiceRequestResult,
} from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';

/** What a dialog asks for: a hold, a cancellation, or a notice resolved through the provider. */
export type TRequestDraft =
  | { kind: 'hold'; request: THoldRequest }
  | { kind: 'cancel'; request: TCancellationRequest }
  | { kind: 'resolveNotice'; request: TResolveNotice };

/** What a submitted request answers: the stored request, or the resolved notice. */
export type TRequestResult = TServiceRequestResult | TNoticeResolution;

export interface RequestContext {
  /** The request checked on the request step, shown on the confirm step and submitted. */
  draft: TRequestDraft | null;
  /** The last refused submission, shown on the confirm step. */
  error: Error | null;
  result: TRequestResult | null;
}

export type RequestEvent =
  { type: 'NEXT'; draft: TRequestDraft } | { type: 'BACK' } | { type: 'SUBMIT' };

/**
 * The steps of the hold, cancellation and notice-resolution dialogs (spec: REQUEST then CONFIRM, Back returns to
 * REQUEST): request, confirm, submitting (back to confirm with the error when refused), done.
 * The submission itself is the dialog's (`provide({ actors: { submit } })`).
 */
export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    submit: fromPromise<TRequestResult, TRequestDraft>(() =>
      Promise.reject(new Error('The dialog provides the submission')),
    ),
  },
}).createMachine({
  id: 'serviceRequest',
  initial: 'request',
  context: { draft: null, error: null, result: null },
  states: {
    request: {
      on: {
        NEXT: {
          target: 'confirm',
          actions: assign({ draft: ({ event }) => event.draft, error: null }),
        },
      },
    },
    confirm: {
      on: {
        BACK: { target: 'request', actions: assign({ error: null }) },
        SUBMIT: { target: 'submitting', guard: ({ context }) => context.draft !== null },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => context.draft!,
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'confirm',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error : new Error(String(event.error)),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
