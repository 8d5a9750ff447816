import type { TNoticeResolution, TServiceRequestResult } from '@portal/contracts';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { requestMachine, type TRequestDraft } from './request-machine';

type Kind = TRequestDraft['kind'];
type RequestOf<K extends Kind> = Extract<TRequestDraft, { kind: K }>['request'];
type ResultOf<K extends Kind> = K extends 'resolveNotice'
  ? TNoticeResolution
  : TServiceRequestResult;
const NAMES: Record<Kind, string> = {
  hold: 'hold',
  cancel: 'cancellation',
  resolveNotice: 'notice resolution',
};

/**
 * The steps of a hold, cancellation or notice-resolution dialog (`requestMachine`) with its
 * submission: the request checked on the request step (`next`), shown to confirm (`draft`) and
 * submitted.
 */
export function useServiceRequest<K extends Kind>(
  kind: K,
  submit: (request: RequestOf<K>) => Promise<ResultOf<K>>,
) {
  const [state, send] = useMachine(
    requestMachine.provide({
      actors: {
        submit: fromPromise(({ input }: { input: TRequestDraft }) =>
          input.kind === kind
            ? submit(input.request as RequestOf<K>)
            : Promise.reject(new Error(`Not a ${NAMES[kind]} request`)),
        ),
      },
    }),
  );
  const { draft, error, result } = state.context;
  return {
    state,
    send,
    draft: draft?.kind === kind ? (draft.request as RequestOf<K>) : null,
    error,
    // The machine's submission is `submit`, so its answer is the kind's.
    result: result as ResultOf<K> | null,
    submitting: state.matches('submitting'),
    next: (request: RequestOf<K>) =>
      send({ type: 'NEXT', draft: { kind, request } as TRequestDraft }),
  };
}
