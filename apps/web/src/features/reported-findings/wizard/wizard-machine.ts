import {
  informDiSchema,
  type TInformDiResult,
  type TRequestQuoteResult,
  type TThirdPartyResolutionResult,
  REPORTED_FINDING_MESSAGES as M,
  ZThirdPartyResolutionForm,
  type TReportedFinding,
  type TReportedFindingGroup,
  type TServiceCode,
  type TUploadedDocument,
} from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';

/** The ways of resolving findings that first ask which findings (spec 3 §2). */
export type ResolutionMethod = 'requestQuote' | 'thirdParty' | 'informDi';

export interface FindingsInput {
  propertyId: number;
  serviceShortName: TServiceCode;
}

export interface SelectionInput {
  propertyId: number;
  problemRegisterIds: number[];
}

export interface ThirdPartyInput extends SelectionInput {
  notes: string;
  documentIds: string[];
}

export interface InformDiInput extends SelectionInput {
  notes: string;
  /** yyyy-MM-dd (the first of the month), when a selected finding asks the built year. */
  propertyBuilt: string | null;
}

export interface WizardContext {
  propertyId: number | null;
  serviceShortName: TServiceCode | null;
  group: TReportedFindingGroup | null;
  method: ResolutionMethod | null;
  /** The findings ticked in the current method's 'select items' step. */
  selected: number[];
  /** The third-party form once valid (notes and the uploaded documents). */
  notes: string;
  documents: TUploadedDocument[];
  /** The disclaimer's 'I understand'. */
  understood: boolean;
  /** The finding to dismiss or restore. */
  finding: number | null;
  /** The quote being forwarded to the landlord. */
  quotationId: number | null;
  /** Quotes forwarded in this wizard (marked on the methods screen). */
  forwarded: number[];
  /** Whether anything was resolved, dismissed or restored since it opened (refresh on close). */
  changed: boolean;
  closeConfirmation: boolean;
  error: Error | null;
}

export type WizardEvent =
  | { type: 'OPEN'; propertyId: number; serviceShortName: TServiceCode }
  | { type: 'CLOSE_MODAL' }
  | { type: 'FORCE_CLOSE_MODAL' }
  | { type: 'HIDE_CLOSE_CONFIRMATION' }
  | { type: 'REFRESH' }
  | { type: 'SELECT_METHOD'; method: ResolutionMethod }
  | { type: 'TOGGLE'; problemRegisterId: number }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'SUBMIT_FORM'; notes: string; documents: TUploadedDocument[] }
  | { type: 'SUBMIT_INFORM'; notes: string; propertyBuilt: string | null }
  | { type: 'UNDERSTAND'; understood: boolean }
  | { type: 'FORWARD_QUOTE'; quotationId: number }
  | { type: 'FORWARDED' }
  | { type: 'DISMISS'; problemRegisterId: number }
  | { type: 'RESTORE'; problemRegisterId: number }
  | { type: 'RESOLVE_MORE' };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const idOf = (finding: TReportedFinding) => finding.problemRegister.problemRegisterId;

/** The findings still open (a dismissed one is offered for restoring only). */
export const openFindings = (group: TReportedFindingGroup | null) =>
  (group?.reportedFindings ?? []).filter((finding) => !finding.problemRegister.isDismissed);

/** Whether a finding can be resolved by `method` (spec 3 §5, per-finding actions). */
function offers(finding: TReportedFinding, method: ResolutionMethod): boolean {
  const register = finding.problemRegister;
  if (register.isDismissed) return false;
  switch (method) {
    case 'requestQuote':
      return register.canRequestQuote;
    case 'thirdParty':
      return register.thirdPartyInvalidStatus === null;
    case 'informDi':
      return register.canInformDI || register.canEnterBuiltYear;
  }
}

/** The findings `method` can resolve, in the order given. */
export const findingsFor = (group: TReportedFindingGroup | null, method: ResolutionMethod) =>
  openFindings(group).filter((finding) => offers(finding, method));

/** The quotes of the open findings that may be forwarded to the landlord, each once. */
export function forwardableQuotes(group: TReportedFindingGroup | null): number[] {
  const ids = openFindings(group)
    .filter((finding) => finding.problemRegister.canForwardToLandlord && finding.quotation)
    .map((finding) => finding.quotation!.quotationId);
  return [...new Set(ids)];
}

/** Whether informing the selected findings asks the property's built year. */
export const asksBuiltYear = (context: Pick<WizardContext, 'group' | 'selected'>) =>
  openFindings(context.group).some(
    (finding) =>
      context.selected.includes(idOf(finding)) && finding.problemRegister.canEnterBuiltYear,
  );

const findingOf = (context: WizardContext, id: number | null) =>
  context.group?.reportedFindings.find((finding) => idOf(finding) === id);

const FRESH: Omit<
  WizardContext,
  'propertyId' | 'serviceShortName' | 'group' | 'forwarded' | 'changed'
> = {
  method: null,
  selected: [],
  notes: '',
  documents: [],
  understood: false,
  finding: null,
  quotationId: null,
  closeConfirmation: false,
  error: null,
};

const selection = (context: WizardContext): SelectionInput => ({
  propertyId: context.propertyId!,
  problemRegisterIds: context.selected,
});

/**
 * Dismissing or restoring one finding, the same steps either way: confirm (Back to the methods,
 * Close), then the call; done, the findings reload with a toast; failed, back to the methods
 * with a toast.
 */
const FINDING_CHANGES = {
  dismiss: { running: 'dismissing', done: M.dismissed, failed: M.dismissFailed },
  restore: { running: 'restoring', done: M.restored, failed: M.restoreFailed },
} as const;

function findingChangeStates<C extends keyof typeof FINDING_CHANGES>(change: C) {
  const { running, done, failed } = FINDING_CHANGES[change];
  return {
    initial: 'confirm',
    states: {
      confirm: {
        on: {
          CONFIRM: { target: running },
          BACK: { target: '#reportedFindingsWizard.selectResolutionMethod' },
          CLOSE_MODAL: { target: '#reportedFindingsWizard.idle', actions: 'closed' },
        },
      },
      [running]: {
        invoke: {
          src: change,
          input: ({ context }: { context: WizardContext }) => context.finding!,
          onDone: {
            target: '#reportedFindingsWizard.loading',
            actions: [
              'markChanged',
              'changed',
              { type: 'notify', params: { message: done, success: true } },
            ],
          },
          onError: {
            target: '#reportedFindingsWizard.selectResolutionMethod',
            actions: {
              type: 'notify',
              params: ({ event }: { event: { error: unknown } }) => ({
                message: failed,
                success: false,
                error: event.error,
              }),
            },
          },
        },
      },
    },
  } as const;
}

/**
 * The reported-findings resolution wizard (spec 3 §2 and §4) of one property's service: loads
 * its findings, then offers the methods their flags allow: a quote, a third party's resolution
 * (form, disclaimer), informing the provider (or entering the built year), forwarding a quote
 * to the landlord, dismissing or restoring one finding. A failed submission goes back a step
 * with a toast; a failed load ends on the fatal screen. Closing during the third-party steps
 * asks first. The calls are actors and `notify` (a toast) and `changed` (refresh what the
 * change touched) are actions the dialog provides.
 */
export const reportedFindingsWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    loadFindings: fromPromise<TReportedFindingGroup, FindingsInput>(() =>
      Promise.reject(new Error('The dialog provides the findings')),
    ),
    requestQuote: fromPromise<TRequestQuoteResult, SelectionInput>(() =>
      Promise.reject(new Error('The dialog provides the call')),
    ),
    resolveByThirdParty: fromPromise<TThirdPartyResolutionResult, ThirdPartyInput>(() =>
      Promise.reject(new Error('The dialog provides the call')),
    ),
    informDi: fromPromise<TInformDiResult, InformDiInput>(() =>
      Promise.reject(new Error('The dialog provides the call')),
    ),
    dismiss: fromPromise<TReportedFinding, number>(() =>
      Promise.reject(new Error('The dialog provides the call')),
    ),
    restore: fromPromise<TReportedFinding, number>(() =>
      Promise.reject(new Error('The dialog provides the call')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string; success: boolean; error?: unknown }) => undefined,
    changed: () => undefined,
    markChanged: assign({ changed: true }),
    closed: () => undefined,
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'TOGGLE') return context.selected;
        return context.selected.includes(event.problemRegisterId)
          ? context.selected.filter((id) => id !== event.problemRegisterId)
          : [...context.selected, event.problemRegisterId];
      },
    }),
  },
  guards: {
    hasFindings: (_, group: TReportedFindingGroup) => group.reportedFindings.length > 0,
    offered: ({ context, event }) =>
      event.type === 'SELECT_METHOD' && findingsFor(context.group, event.method).length > 0,
    selectable: ({ context, event }) =>
      event.type === 'TOGGLE' &&
      context.method !== null &&
      findingsFor(context.group, context.method).some(
        (finding) => idOf(finding) === event.problemRegisterId,
      ),
    hasSelection: ({ context }) => context.selected.length > 0,
    formValid: ({ context, event }) =>
      event.type === 'SUBMIT_FORM' &&
      ZThirdPartyResolutionForm.safeParse({
        selectedProblemRegisterIds: context.selected,
        notes: event.notes,
        documents: event.documents,
      }).success,
    informValid: ({ context, event }) =>
      event.type === 'SUBMIT_INFORM' &&
      informDiSchema({ requireBuiltYear: asksBuiltYear(context) }).safeParse({
        compliancePropertyId: context.propertyId,
        problemRegisterIds: context.selected,
        notes: event.notes,
        propertyBuilt: event.propertyBuilt ?? undefined,
      }).success,
    understood: ({ context }) => context.understood,
    forwardable: ({ context, event }) =>
      event.type === 'FORWARD_QUOTE' &&
      forwardableQuotes(context.group).includes(event.quotationId),
    dismissible: ({ context, event }) => {
      if (event.type !== 'DISMISS') return false;
      const register = findingOf(context, event.problemRegisterId)?.problemRegister;
      return register !== undefined && register.isDismissible && !register.isDismissed;
    },
    restorable: ({ context, event }) =>
      event.type === 'RESTORE' &&
      findingOf(context, event.problemRegisterId)?.problemRegister.isDismissed === true,
  },
}).createMachine({
  id: 'reportedFindingsWizard',
  initial: 'idle',
  context: {
    propertyId: null,
    serviceShortName: null,
    group: null,
    forwarded: [],
    changed: false,
    ...FRESH,
  },
  on: {
    FORCE_CLOSE_MODAL: { target: '.idle', actions: 'closed' },
    HIDE_CLOSE_CONFIRMATION: { actions: assign({ closeConfirmation: false }) },
  },
  states: {
    idle: {
      on: {
        OPEN: {
          target: 'loading',
          actions: assign(({ event }) => ({
            propertyId: event.propertyId,
            serviceShortName: event.serviceShortName,
            group: null,
            forwarded: [],
            changed: false,
            ...FRESH,
          })),
        },
      },
    },
    loading: {
      entry: assign(FRESH),
      invoke: {
        src: 'loadFindings',
        input: ({ context }) => ({
          propertyId: context.propertyId!,
          serviceShortName: context.serviceShortName!,
        }),
        onDone: [
          {
            guard: { type: 'hasFindings', params: ({ event }) => event.output },
            target: 'selectResolutionMethod',
            actions: assign({ group: ({ event }) => event.output }),
          },
          {
            target: 'noReportedFindings',
            actions: assign({ group: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'fatalError',
          actions: assign({ error: ({ event }) => asError(event.error) }),
        },
      },
      on: { CLOSE_MODAL: { target: 'idle', actions: 'closed' } },
    },
    noReportedFindings: {
      on: {
        REFRESH: { target: 'loading' },
        CLOSE_MODAL: { target: 'idle', actions: 'closed' },
      },
    },
    /** The findings with what each offers; a method, a quote to forward, or one to dismiss. */
    selectResolutionMethod: {
      on: {
        REFRESH: { target: 'loading' },
        SELECT_METHOD: {
          guard: 'offered',
          target: 'resolving',
          actions: assign(({ context, event }) => {
            const offered = findingsFor(context.group, event.method);
            // With one finding to choose, it is chosen.
            return {
              method: event.method,
              selected: offered.length === 1 ? [idOf(offered[0]!)] : [],
            };
          }),
        },
        FORWARD_QUOTE: {
          guard: 'forwardable',
          target: 'forwardQuote',
          actions: assign({ quotationId: ({ event }) => event.quotationId }),
        },
        DISMISS: {
          guard: 'dismissible',
          target: 'dismiss',
          actions: assign({ finding: ({ event }) => event.problemRegisterId }),
        },
        RESTORE: {
          guard: 'restorable',
          target: 'restore',
          actions: assign({ finding: ({ event }) => event.problemRegisterId }),
        },
        CLOSE_MODAL: { target: 'idle', actions: 'closed' },
      },
    },
    resolving: {
      initial: 'choose',
      on: {
        // Closing while a third-party resolution is being entered asks first.
        CLOSE_MODAL: [
          {
            guard: ({ context }) => context.method === 'thirdParty',
            actions: assign({ closeConfirmation: true }),
          },
          { target: 'idle', actions: 'closed' },
        ],
      },
      states: {
        choose: {
          always: [
            { guard: ({ context }) => context.method === 'requestQuote', target: 'requestQuote' },
            { guard: ({ context }) => context.method === 'thirdParty', target: 'thirdParty' },
            { target: 'informDi' },
          ],
        },
        requestQuote: {
          initial: 'selectItems',
          states: {
            selectItems: {
              on: {
                TOGGLE: { guard: 'selectable', actions: 'toggle' },
                CONFIRM: { guard: 'hasSelection', target: 'confirm' },
                BACK: { target: '#reportedFindingsWizard.selectResolutionMethod' },
              },
            },
            confirm: {
              on: {
                CONFIRM: { target: 'submitting' },
                BACK: { target: 'selectItems' },
              },
            },
            submitting: {
              invoke: {
                src: 'requestQuote',
                input: ({ context }) => selection(context),
                onDone: { target: 'complete', actions: ['markChanged', 'changed'] },
                onError: {
                  target: 'selectItems',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      message: M.requestQuoteFailed,
                      success: false,
                      error: event.error,
                    }),
                  },
                },
              },
              on: { CLOSE_MODAL: {} },
            },
            complete: {
              on: { RESOLVE_MORE: { target: '#reportedFindingsWizard.loading' } },
            },
          },
        },
        thirdParty: {
          initial: 'selectItems',
          states: {
            selectItems: {
              on: {
                TOGGLE: { guard: 'selectable', actions: 'toggle' },
                CONFIRM: { guard: 'hasSelection', target: 'form' },
                BACK: { target: '#reportedFindingsWizard.selectResolutionMethod' },
              },
            },
            form: {
              on: {
                SUBMIT_FORM: {
                  guard: 'formValid',
                  target: 'disclaimer',
                  actions: assign({
                    notes: ({ event }) => event.notes,
                    documents: ({ event }) => event.documents,
                    understood: false,
                  }),
                },
                BACK: { target: 'selectItems' },
              },
            },
            disclaimer: {
              on: {
                UNDERSTAND: { actions: assign({ understood: ({ event }) => event.understood }) },
                CONFIRM: { guard: 'understood', target: 'submitting' },
                BACK: { target: 'form' },
              },
            },
            submitting: {
              invoke: {
                src: 'resolveByThirdParty',
                input: ({ context }) => ({
                  ...selection(context),
                  notes: context.notes,
                  documentIds: context.documents.map((document) => document.id),
                }),
                onDone: { target: 'complete', actions: ['markChanged', 'changed'] },
                onError: {
                  target: 'disclaimer',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      message: M.submitFailed,
                      success: false,
                      error: event.error,
                    }),
                  },
                },
              },
              on: { CLOSE_MODAL: {} },
            },
            complete: {
              // Done: closing no longer asks.
              on: {
                RESOLVE_MORE: { target: '#reportedFindingsWizard.loading' },
                CLOSE_MODAL: { target: '#reportedFindingsWizard.idle', actions: 'closed' },
              },
            },
          },
        },
        informDi: {
          initial: 'selectItems',
          states: {
            selectItems: {
              on: {
                TOGGLE: { guard: 'selectable', actions: 'toggle' },
                SUBMIT_INFORM: {
                  guard: 'informValid',
                  target: 'submitting',
                },
                BACK: { target: '#reportedFindingsWizard.selectResolutionMethod' },
              },
            },
            submitting: {
              invoke: {
                src: 'informDi',
                input: ({ context, event }) => {
                  const submit = event as Extract<WizardEvent, { type: 'SUBMIT_INFORM' }>;
                  return {
                    ...selection(context),
                    notes: submit.notes.trim(),
                    propertyBuilt: asksBuiltYear(context) ? submit.propertyBuilt : null,
                  };
                },
                onDone: { target: 'confirmed', actions: ['markChanged', 'changed'] },
                onError: {
                  target: 'selectItems',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      message: M.informDiFailed,
                      success: false,
                      error: event.error,
                    }),
                  },
                },
              },
              on: { CLOSE_MODAL: {} },
            },
            confirmed: {
              on: { RESOLVE_MORE: { target: '#reportedFindingsWizard.loading' } },
            },
          },
        },
      },
    },
    /** The forward form replaces the wizard's screens; sent, the quote is marked forwarded. */
    forwardQuote: {
      on: {
        FORWARDED: {
          target: 'selectResolutionMethod',
          actions: assign({
            forwarded: ({ context }) => [...context.forwarded, context.quotationId!],
            quotationId: null,
          }),
        },
        BACK: { target: 'selectResolutionMethod', actions: assign({ quotationId: null }) },
        CLOSE_MODAL: { target: 'idle', actions: 'closed' },
      },
    },
    dismiss: findingChangeStates('dismiss'),
    restore: findingChangeStates('restore'),
    fatalError: {
      on: { CLOSE_MODAL: { target: 'idle', actions: 'closed' } },
    },
  },
});
