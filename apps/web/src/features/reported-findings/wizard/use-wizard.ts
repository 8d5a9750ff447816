import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { REFRESHED_AFTER_RESOLVING } from '../api/reported-findings-api';
import {
  dismissFinding,
  informDi,
  loadFindings,
  requestQuote,
  resolveByThirdParty,
  restoreFinding,
} from './wizard-api';
import {
  reportedFindingsWizardMachine,
  type FindingsInput,
  type InformDiInput,
  type SelectionInput,
  type ThirdPartyInput,
} from './wizard-machine';

/** The wizard's machine with the calls, the toasts and the refresh on close it runs in the page. */
export function useWizard() {
  const queryClient = useQueryClient();
  return useMachine(
    reportedFindingsWizardMachine.provide({
      actors: {
        loadFindings: fromPromise(
          ({ input, signal }: { input: FindingsInput; signal: AbortSignal }) =>
            loadFindings(input, signal),
        ),
        requestQuote: fromPromise(({ input }: { input: SelectionInput }) => requestQuote(input)),
        resolveByThirdParty: fromPromise(({ input }: { input: ThirdPartyInput }) =>
          resolveByThirdParty(input),
        ),
        informDi: fromPromise(({ input }: { input: InformDiInput }) => informDi(input)),
        dismiss: fromPromise(({ input }: { input: number }) => dismissFinding(input)),
        restore: fromPromise(({ input }: { input: number }) => restoreFinding(input)),
      },
      actions: {
        notify: (_, params) => {
          if (params.success) showSuccessToast(params.message);
          else showErrorToast(params.message, params.error);
        },
        // The lists refresh once the wizard closes: refreshed now, the row that opened it
        // could leave the list and take the wizard with it.
        closed: ({ context }) => {
          if (!context.changed) return;
          void queryClient.invalidateQueries({
            predicate: (query) => REFRESHED_AFTER_RESOLVING.has(String(query.queryKey[0])),
          });
        },
      },
    }),
  );
}

/** What the screens send the machine. */
export type WizardSend = ReturnType<typeof useWizard>[1];
