import type {
  TAccessIssueActionResult,
  TAccessIssueCase,
  TEntryMethod,
  TProblemSet,
  TSuggestedAction,
} from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';

/** What the agency did for a problem set (MARK_AS_AGENCY_ACTION). */
export interface AgencyActionInput {
  solution: TSuggestedAction;
  /** Call notes, for the groups that take them (rich text). */
  notes?: string | null;
  /** A day (yyyy-MM-dd), for the groups that take one. */
  date?: string | null;
}

export interface PerformInput extends AgencyActionInput {
  propertyId: number;
  entryMethod: TEntryMethod;
}

export interface WizardContext {
  propertyId: number | null;
  /** The method to start with when it is blocked (the page the wizard was opened from knows it). */
  defaultEntryMethod: TEntryMethod | null;
  accessCase: TAccessIssueCase | null;
  entryMethod: TEntryMethod | null;
  /** The current entry method's problem sets still to resolve, the current one first. */
  queue: TProblemSet[];
  /** How many problem sets the current entry method had when it was chosen (the 'm' of 'n of m'). */
  total: number;
  /** The entry methods resolved in this wizard, in order. */
  resolved: TEntryMethod[];
  /** The solution tab chosen for the current problem set. */
  solution: TSuggestedAction | null;
  /** The solutions performed, in order. */
  performed: TAccessIssueActionResult[];
  closeConfirmation: boolean;
  error: Error | null;
}

export type WizardEvent =
  | { type: 'OPEN'; propertyId: number; defaultEntryMethod?: TEntryMethod | null }
  | { type: 'CLOSE_MODAL' }
  | { type: 'FORCE_CLOSE_MODAL' }
  | { type: 'HIDE_CLOSE_CONFIRMATION' }
  | { type: 'SELECT_ENTRY_METHOD'; entryMethod: TEntryMethod }
  | { type: 'UNBLOCK_OTHER_ENTRY_METHOD' }
  | { type: 'SELECT_SOLUTION'; solution: TSuggestedAction }
  | ({ type: 'MARK_AS_AGENCY_ACTION' } & AgencyActionInput)
  | { type: 'NEXT_PROBLEM_SET' };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The entry methods of the case still to resolve in this wizard: not resolved here, and with a
 * problem set left (a solution performed for one method resolves the sets offering it in all).
 */
export function availableMethods(context: Pick<WizardContext, 'accessCase' | 'resolved'>) {
  return (context.accessCase?.blocked_entry_methods ?? []).filter(
    (method) =>
      method.problem_sets.length > 0 && !context.resolved.includes(method.blocked_entry_method),
  );
}

/**
 * The method chosen without asking (spec 3 §4, step 2): a valid default; or, none resolved yet,
 * the only one of several not blocked by preferences; or, none resolved yet, the only one.
 */
export function automaticMethod(
  context: Pick<WizardContext, 'accessCase' | 'resolved' | 'defaultEntryMethod'>,
): TEntryMethod | null {
  const available = availableMethods(context);
  const byDefault = available.find(
    (method) => method.blocked_entry_method === context.defaultEntryMethod,
  );
  if (byDefault) return byDefault.blocked_entry_method;
  if (context.resolved.length > 0) return null;
  if (available.length > 1) {
    const notByPreferences = available.filter((method) => !method.is_blocked_by_preferences);
    return notByPreferences.length === 1 ? notByPreferences[0]!.blocked_entry_method : null;
  }
  return available.length === 1 ? available[0]!.blocked_entry_method : null;
}

/** An entry method is resolved once each problem set left has no suggested action. */
const methodResolved = (queue: readonly TProblemSet[]) =>
  queue.every((set) => set.suggested_actions.length === 0);

/** The queue after `label` was performed: every problem set offering it is resolved. */
const withoutSolved = (queue: readonly TProblemSet[], label: string) =>
  queue.filter((set) => !set.suggested_actions.some((action) => action.solution_label === label));

/** Which access issue of the method is shown: the 'n' of 'n of m'. */
export const currentNumber = (context: Pick<WizardContext, 'queue' | 'total'>) =>
  context.total - context.queue.length + 1;

const startMethod = (context: WizardContext, entryMethod: TEntryMethod) => {
  const method = context.accessCase?.blocked_entry_methods.find(
    (each) => each.blocked_entry_method === entryMethod,
  );
  const queue = method?.problem_sets ?? [];
  return {
    entryMethod,
    queue,
    total: queue.length,
    solution: queue[0]?.suggested_actions[0] ?? null,
  };
};

const FRESH: Omit<WizardContext, 'propertyId' | 'defaultEntryMethod'> = {
  accessCase: null,
  entryMethod: null,
  queue: [],
  total: 0,
  resolved: [],
  solution: null,
  performed: [],
  closeConfirmation: false,
  error: null,
};

/**
 * The access-issue resolution wizard (spec 3 §2 and §4): loads the property's case, picks or asks
 * for the entry method, then walks its problem sets, the agency performing one suggested
 * solution per set, until none is left; then another blocked method may be unblocked. Closing
 * while problem sets are left asks first (FORCE_CLOSE_MODAL does not); any failure ends on the
 * fatal screen. The case is loaded by `loadCase` and solutions performed by `perform`, and
 * `closed` refreshes what the wizard changed: all three are the dialog's (`provide`).
 */
export const accessIssueWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    loadCase: fromPromise<TAccessIssueCase, number>(() =>
      Promise.reject(new Error('The dialog provides the case')),
    ),
    perform: fromPromise<TAccessIssueActionResult, PerformInput>(() =>
      Promise.reject(new Error('The dialog provides the action')),
    ),
  },
  actions: {
    closed: () => undefined,
  },
  guards: {
    hasAutomaticMethod: ({ context }) => automaticMethod(context) !== null,
    isAvailable: ({ context, event }) =>
      event.type === 'SELECT_ENTRY_METHOD' &&
      availableMethods(context).some((method) => method.blocked_entry_method === event.entryMethod),
    currentHasNoSolutions: ({ context }) => (context.queue[0]?.suggested_actions.length ?? 0) === 0,
    problemSetsLeft: ({ context }) => context.queue.length > 0,
    otherSetsHaveSolutions: ({ context }) =>
      context.queue.slice(1).some((set) => set.suggested_actions.length > 0),
    methodDoneAndOthersAvailable: ({ context }) =>
      context.queue.length === 0 && availableMethods(context).length > 0,
  },
}).createMachine({
  id: 'accessIssueWizard',
  initial: 'idle',
  context: { propertyId: null, defaultEntryMethod: null, ...FRESH },
  on: {
    FORCE_CLOSE_MODAL: { target: '.idle', actions: 'closed' },
    HIDE_CLOSE_CONFIRMATION: { actions: assign({ closeConfirmation: false }) },
  },
  states: {
    idle: {
      on: {
        OPEN: {
          target: 'initialLoad',
          actions: assign(({ event }) => ({
            propertyId: event.propertyId,
            defaultEntryMethod: event.defaultEntryMethod ?? null,
            ...FRESH,
          })),
        },
      },
    },
    initialLoad: {
      invoke: {
        src: 'loadCase',
        input: ({ context }) => context.propertyId!,
        onDone: [
          {
            guard: ({ event }) =>
              event.output.problem_case_details.portal_suppression_level === 0 &&
              event.output.blocked_entry_methods.length > 0,
            target: 'selectEntryMethod',
            actions: assign({ accessCase: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) =>
              event.output.problem_case_details.portal_suppression_level === 0 &&
              event.output.all_entry_methods_disqualified,
            target: 'allEntryMethodsDisqualified',
            actions: assign({ accessCase: ({ event }) => event.output }),
          },
          {
            target: 'noAccessIssuesError',
            actions: assign({ accessCase: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'fatalError',
          actions: assign({ error: ({ event }) => asError(event.error) }),
        },
      },
      on: { CLOSE_MODAL: { target: 'idle', actions: 'closed' } },
    },
    selectEntryMethod: {
      always: {
        guard: 'hasAutomaticMethod',
        target: 'resolveIssue',
        actions: assign(({ context }) => startMethod(context, automaticMethod(context)!)),
      },
      on: {
        SELECT_ENTRY_METHOD: [
          {
            guard: 'isAvailable',
            target: 'resolveIssue',
            actions: assign(({ context, event }) => startMethod(context, event.entryMethod)),
          },
          {
            target: 'fatalError',
            actions: assign({
              error: ({ event }) =>
                new Error(`The entry method ${event.entryMethod} is not blocked for this property`),
            }),
          },
        ],
        CLOSE_MODAL: { target: 'idle', actions: 'closed' },
      },
    },
    /**
     * 'n of m access issues preventing {entry method}': the current problem set's solutions as
     * tabs, one performed (pending while it is recorded, then completed).
     */
    resolveIssue: {
      initial: 'choosing',
      states: {
        /** A solution is being chosen for the current problem set; closing asks first. */
        choosing: {
          always: {
            guard: 'currentHasNoSolutions',
            target: '#accessIssueWizard.resolveIssueNoSolutions',
          },
          on: {
            SELECT_SOLUTION: { actions: assign({ solution: ({ event }) => event.solution }) },
            MARK_AS_AGENCY_ACTION: { target: 'pending' },
            CLOSE_MODAL: { actions: assign({ closeConfirmation: true }) },
          },
        },
        pending: {
          invoke: {
            src: 'perform',
            input: ({ context, event }) => {
              const action = event as Extract<WizardEvent, { type: 'MARK_AS_AGENCY_ACTION' }>;
              return {
                propertyId: context.propertyId!,
                entryMethod: context.entryMethod!,
                solution: action.solution,
                notes: action.notes ?? null,
                date: action.date ?? null,
              };
            },
            onDone: {
              target: 'completed',
              actions: assign(({ context, event }) => {
                const label = event.output.solution_label;
                // The server resolves every problem set offering the solution, in every method.
                const accessCase = context.accessCase && {
                  ...context.accessCase,
                  blocked_entry_methods: context.accessCase.blocked_entry_methods.map((method) => ({
                    ...method,
                    problem_sets: withoutSolved(method.problem_sets, label),
                  })),
                };
                return {
                  accessCase,
                  performed: [...context.performed, event.output],
                  queue: withoutSolved(context.queue, label),
                };
              }),
            },
            onError: {
              target: '#accessIssueWizard.fatalError',
              actions: assign({ error: ({ event }) => asError(event.error) }),
            },
          },
          // Nothing closes the wizard while the solution is being recorded.
          on: { CLOSE_MODAL: {}, FORCE_CLOSE_MODAL: {} },
        },
        /**
         * The solution is recorded. With problem sets left, NEXT_PROBLEM_SET goes to the next;
         * with none, the method is resolved (the success screen) and another blocked method may
         * be unblocked.
         */
        completed: {
          entry: assign(({ context }) =>
            methodResolved(context.queue)
              ? { resolved: [...context.resolved, context.entryMethod!], queue: [] }
              : {},
          ),
          on: {
            NEXT_PROBLEM_SET: {
              guard: 'problemSetsLeft',
              target: 'choosing',
              actions: assign(({ context }) => ({
                solution: context.queue[0]?.suggested_actions[0] ?? null,
              })),
            },
            UNBLOCK_OTHER_ENTRY_METHOD: {
              guard: 'methodDoneAndOthersAvailable',
              target: '#accessIssueWizard.selectEntryMethod',
              actions: assign({ entryMethod: null, solution: null, total: 0 }),
            },
            CLOSE_MODAL: [
              { guard: 'problemSetsLeft', actions: assign({ closeConfirmation: true }) },
              { target: '#accessIssueWizard.idle', actions: 'closed' },
            ],
          },
        },
      },
    },
    /** The current problem set has no solution the agency can perform: the provider must help. */
    resolveIssueNoSolutions: {
      on: {
        NEXT_PROBLEM_SET: {
          guard: 'otherSetsHaveSolutions',
          target: 'resolveIssue',
          actions: assign(({ context }) => {
            const queue = [...context.queue.slice(1), context.queue[0]!];
            return { queue, solution: queue[0]?.suggested_actions[0] ?? null };
          }),
        },
        CLOSE_MODAL: { target: 'idle', actions: 'closed' },
      },
    },
    noAccessIssuesError: {
      on: { CLOSE_MODAL: { target: 'idle', actions: 'closed' } },
    },
    allEntryMethodsDisqualified: {
      on: { CLOSE_MODAL: { target: 'idle', actions: 'closed' } },
    },
    fatalError: {
      on: { CLOSE_MODAL: { target: 'idle', actions: 'closed' } },
    },
  },
});
