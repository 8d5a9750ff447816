import type {
  TAccessIssueActionResult,
  TAccessIssueCase,
  TBlockedEntryMethod,
  TEntryMethod,
  TProblemSet,
  TSuggestedAction,
} from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  accessIssueWizardMachine,
  automaticMethod,
  currentNumber,
  type PerformInput,
} from './wizard-machine';

function solution(label: string, group: TSuggestedAction['solution_group'] = 'NOTIFY_PROVIDER') {
  return {
    solution_label: label,
    solution_public_name: `Do ${label}`,
    solution_group: group,
    description_integrated: `${label} in {softwareName}`,
    description_non_integrated: `${label} by hand`,
    confirmation_button_text_integrated: 'Done',
    confirmation_button_text_non_integrated: 'Done',
  } satisfies TSuggestedAction;
}

const set = (name: string, ...labels: string[]): TProblemSet => ({
  public_name: name,
  public_descriptions: [`${name}, described`],
  suggested_actions: labels.map((label) => solution(label)),
});

const method = (
  entryMethod: TEntryMethod,
  problemSets: TProblemSet[],
  byPreferences = false,
): TBlockedEntryMethod => ({
  blocked_entry_method: entryMethod,
  is_blocked_by_preferences: byPreferences,
  problem_sets: problemSets,
});

function accessCase(
  methods: TBlockedEntryMethod[],
  { suppression = 0, disqualified = false } = {},
): TAccessIssueCase {
  return {
    problem_case_details: { portal_suppression_level: suppression, status: 'OPEN' },
    blocked_entry_methods: methods,
    blocked_entry_method_keys: methods.map((each) => each.blocked_entry_method),
    all_entry_methods_disqualified: disqualified,
  };
}

const done = (label: string): TAccessIssueActionResult => ({
  solution_label: label,
  performed_at: '2026-11-27T01:00:00Z',
  resolved_problem_sets: 1,
  status: 'OPEN',
});

/** The wizard with a case to load and a server that records each solution performed. */
function start(
  loaded: TAccessIssueCase | Error,
  { performFails = false }: { performFails?: boolean } = {},
) {
  const performed: PerformInput[] = [];
  const closed = vi.fn();
  const actor = createActor(
    accessIssueWizardMachine.provide({
      actors: {
        loadCase: fromPromise(async () => {
          if (loaded instanceof Error) throw loaded;
          return loaded;
        }),
        perform: fromPromise(async ({ input }: { input: PerformInput }) => {
          if (performFails) throw new Error('The provider could not be reached');
          performed.push(input);
          return done(input.solution.solution_label);
        }),
      },
      actions: { closed },
    }),
  ).start();
  return { actor, performed, closed };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (snapshot) =>
      !snapshot.matches('initialLoad') && !snapshot.matches({ resolveIssue: 'pending' }),
  );

describe('the access-issue resolution wizard', () => {
  it('should load the case when opened and ask for the entry method when none is chosen automatically', async () => {
    const { actor } = start(
      accessCase([
        method('APPOINTMENT', [set('No keys', 'a')], true),
        method('ENTRY_NOTIFICATION', [set('No keys', 'a')], true),
      ]),
    );
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'OPEN', propertyId: 7 });
    expect(actor.getSnapshot().value).toBe('initialLoad');
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('selectEntryMethod');
    expect(snapshot.context.propertyId).toBe(7);
  });

  it.each([
    [
      'all entry methods are disqualified',
      accessCase([], { disqualified: true }),
      'allEntryMethodsDisqualified',
    ],
    ['nothing is blocked', accessCase([]), 'noAccessIssuesError'],
    [
      'the case is suppressed for the portal',
      accessCase([method('APPOINTMENT', [set('Dog', 'a')])], { suppression: 1 }),
      'noAccessIssuesError',
    ],
    [
      'the case is suppressed although every method is disqualified',
      accessCase([], { suppression: 2, disqualified: true }),
      'noAccessIssuesError',
    ],
    ['the case cannot be loaded', new Error('Property not found'), 'fatalError'],
  ] as const)('should go to the right screen when %s', async (_, loaded, screen) => {
    const { actor } = start(loaded);
    actor.send({ type: 'OPEN', propertyId: 7 });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe(screen);
    if (loaded instanceof Error) expect(snapshot.context.error?.message).toBe('Property not found');
  });

  describe('the automatic choice of entry method', () => {
    const twoByPreferences = accessCase([
      method('APPOINTMENT', [set('Dog', 'a')], true),
      method('ENTRY_NOTIFICATION', [set('Keys', 'b')], false),
      method('VACANT_ENTRY_WITH_KEY', [set('Keys', 'b')], true),
    ]);
    const context = (accessCaseValue: TAccessIssueCase, extra = {}) => ({
      accessCase: accessCaseValue,
      resolved: [] as TEntryMethod[],
      defaultEntryMethod: null as TEntryMethod | null,
      ...extra,
    });

    it('should take a default entry method when it is blocked', () => {
      expect(
        automaticMethod(context(twoByPreferences, { defaultEntryMethod: 'VACANT_ENTRY_WITH_KEY' })),
      ).toBe('VACANT_ENTRY_WITH_KEY');
    });

    it('should ignore a default entry method that is not blocked', () => {
      const oneEach = accessCase([
        method('APPOINTMENT', [set('Dog', 'a')], true),
        method('ENTRY_NOTIFICATION', [set('Keys', 'b')], true),
      ]);
      expect(
        automaticMethod(context(oneEach, { defaultEntryMethod: 'TENANT_REQUESTED_KEY_ENTRY' })),
      ).toBeNull();
    });

    it('should take the only method of several not blocked by preferences when none is resolved', () => {
      expect(automaticMethod(context(twoByPreferences))).toBe('ENTRY_NOTIFICATION');
      expect(automaticMethod(context(twoByPreferences, { resolved: ['APPOINTMENT'] }))).toBeNull();
    });

    it('should take the only method when none is resolved', () => {
      const one = accessCase([method('APPOINTMENT', [set('Dog', 'a')], true)]);
      expect(automaticMethod(context(one))).toBe('APPOINTMENT');
    });

    it('should ask when two methods are not blocked by preferences', () => {
      const two = accessCase([
        method('APPOINTMENT', [set('Dog', 'a')]),
        method('ENTRY_NOTIFICATION', [set('Keys', 'b')]),
      ]);
      expect(automaticMethod(context(two))).toBeNull();
    });

    it('should start resolving the chosen method at once when the wizard opens with a default', async () => {
      const { actor } = start(twoByPreferences);
      actor.send({ type: 'OPEN', propertyId: 7, defaultEntryMethod: 'APPOINTMENT' });
      const snapshot = await settled(actor);
      expect(snapshot.matches({ resolveIssue: 'choosing' })).toBe(true);
      expect(snapshot.context.entryMethod).toBe('APPOINTMENT');
    });
  });

  it('should end on the fatal screen when a method that is not blocked is selected', async () => {
    const { actor } = start(
      accessCase([
        method('APPOINTMENT', [set('Dog', 'a')]),
        method('ENTRY_NOTIFICATION', [set('Keys', 'b')]),
      ]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'TENANT_REQUESTED_KEY_ENTRY' });
    expect(actor.getSnapshot().value).toBe('fatalError');
    expect(actor.getSnapshot().context.error?.message).toMatch(/not blocked/);
  });

  it('should walk the queue, dropping every problem set a performed solution resolves, then offer the other method', async () => {
    const { actor, performed, closed } = start(
      accessCase([
        method('APPOINTMENT', [
          set('No keys', 'leave-keys', 'notify'),
          set('Dog', 'notify'),
          set('Alarm code', 'give-code'),
        ]),
        method('ENTRY_NOTIFICATION', [set('No keys', 'leave-keys')]),
      ]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ resolveIssue: 'choosing' })).toBe(true);
    expect([currentNumber(snapshot.context), snapshot.context.total]).toEqual([1, 3]);
    // The first tab, the most effective, is chosen to begin with.
    expect(snapshot.context.solution?.solution_label).toBe('leave-keys');
    actor.send({ type: 'SELECT_SOLUTION', solution: solution('notify') });
    expect(actor.getSnapshot().context.solution?.solution_label).toBe('notify');

    actor.send({
      type: 'MARK_AS_AGENCY_ACTION',
      solution: solution('notify', 'NOTIFY_WITH_NOTES'),
      notes: '<p>Called</p>',
    });
    expect(actor.getSnapshot().matches({ resolveIssue: 'pending' })).toBe(true);
    // Nothing closes it while the solution is recorded.
    actor.send({ type: 'FORCE_CLOSE_MODAL' });
    actor.send({ type: 'CLOSE_MODAL' });
    snapshot = await settled(actor);
    expect(snapshot.matches({ resolveIssue: 'completed' })).toBe(true);
    expect(performed).toEqual([
      {
        propertyId: 7,
        entryMethod: 'APPOINTMENT',
        solution: solution('notify', 'NOTIFY_WITH_NOTES'),
        notes: '<p>Called</p>',
        date: null,
      },
    ]);
    // 'notify' resolved both sets that offered it: the alarm code is left.
    expect(snapshot.context.queue.map((each) => each.public_name)).toEqual(['Alarm code']);
    expect([currentNumber(snapshot.context), snapshot.context.total]).toEqual([3, 3]);

    actor.send({ type: 'NEXT_PROBLEM_SET' });
    expect(actor.getSnapshot().matches({ resolveIssue: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.solution?.solution_label).toBe('give-code');
    actor.send({
      type: 'MARK_AS_AGENCY_ACTION',
      solution: solution('give-code', 'NOTIFY_WITH_DATE'),
      date: '2026-12-01',
    });
    snapshot = await settled(actor);
    expect(snapshot.matches({ resolveIssue: 'completed' })).toBe(true);
    expect(snapshot.context.resolved).toEqual(['APPOINTMENT']);
    expect(snapshot.context.queue).toEqual([]);
    expect(performed[1]?.date).toBe('2026-12-01');

    // The other method is unblocked by choice: nothing is chosen automatically once one is resolved.
    actor.send({ type: 'NEXT_PROBLEM_SET' });
    expect(actor.getSnapshot().matches({ resolveIssue: 'completed' })).toBe(true);
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' });
    expect(actor.getSnapshot().value).toBe('selectEntryMethod');
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' });
    expect(actor.getSnapshot().value).toBe('fatalError');
    expect(closed).not.toHaveBeenCalled();
  });

  it('should drop the problem sets of other methods that a performed solution resolved too, and a method left with none', async () => {
    const { actor } = start(
      accessCase([
        method('APPOINTMENT', [set('Refused', 'speak')]),
        method('VACANT_ENTRY_WITH_KEY', [set('Refused', 'speak'), set('Keys', 'leave-keys')]),
        method('ENTRY_NOTIFICATION', [set('Refused', 'speak')]),
      ]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' });
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solution: solution('speak') });
    await settled(actor);
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' });
    // Entry notification had only the refusal: nothing left to unblock there.
    expect(actor.getSnapshot().value).toBe('selectEntryMethod');
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'ENTRY_NOTIFICATION' });
    expect(actor.getSnapshot().value).toBe('fatalError');
  });

  it('should start the other method at the problem sets still left', async () => {
    const { actor } = start(
      accessCase([
        method('APPOINTMENT', [set('Refused', 'speak')]),
        method('VACANT_ENTRY_WITH_KEY', [set('Refused', 'speak'), set('Keys', 'leave-keys')]),
      ]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'APPOINTMENT' });
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solution: solution('speak') });
    await settled(actor);
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' });
    actor.send({ type: 'SELECT_ENTRY_METHOD', entryMethod: 'VACANT_ENTRY_WITH_KEY' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.queue.map((each) => each.public_name)).toEqual(['Keys']);
    expect([currentNumber(snapshot.context), snapshot.context.total]).toEqual([1, 1]);
  });

  it('should count a method resolved when the problem sets left have no suggested actions, and offer no other method when none is left', async () => {
    const { actor } = start(
      accessCase([method('APPOINTMENT', [set('Dog', 'notify'), set('Complex')])]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solution: solution('notify') });
    const snapshot = await settled(actor);
    expect(snapshot.context.resolved).toEqual(['APPOINTMENT']);
    actor.send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' });
    expect(actor.getSnapshot().matches({ resolveIssue: 'completed' })).toBe(true);
  });

  it('should show the no-solutions screen for a problem set without suggested actions, and go on to one with', async () => {
    const { actor } = start(
      accessCase([method('APPOINTMENT', [set('Complex'), set('Dog', 'notify')])]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('resolveIssueNoSolutions');
    actor.send({ type: 'NEXT_PROBLEM_SET' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ resolveIssue: 'choosing' })).toBe(true);
    expect(snapshot.context.queue[0]?.public_name).toBe('Dog');
    expect(snapshot.context.solution?.solution_label).toBe('notify');
  });

  it('should stay on the no-solutions screen when no problem set left has a suggested action', async () => {
    const { actor, closed } = start(
      accessCase([method('APPOINTMENT', [set('Complex'), set('Also complex')])]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'NEXT_PROBLEM_SET' });
    expect(actor.getSnapshot().value).toBe('resolveIssueNoSolutions');
    actor.send({ type: 'CLOSE_MODAL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('should end on the fatal screen with the message when a solution cannot be recorded, and close to idle', async () => {
    const { actor, closed } = start(accessCase([method('APPOINTMENT', [set('Dog', 'notify')])]), {
      performFails: true,
    });
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solution: solution('notify') });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('fatalError');
    expect(snapshot.context.error?.message).toBe('The provider could not be reached');
    actor.send({ type: 'CLOSE_MODAL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('should ask before closing mid-queue, go back on HIDE_CLOSE_CONFIRMATION, and close on FORCE_CLOSE_MODAL', async () => {
    const { actor, closed } = start(
      accessCase([method('APPOINTMENT', [set('Dog', 'notify'), set('Keys', 'leave-keys')])]),
    );
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'CLOSE_MODAL' });
    expect(actor.getSnapshot().context.closeConfirmation).toBe(true);
    expect(actor.getSnapshot().matches({ resolveIssue: 'choosing' })).toBe(true);
    actor.send({ type: 'HIDE_CLOSE_CONFIRMATION' });
    expect(actor.getSnapshot().context.closeConfirmation).toBe(false);

    // After one solution, with a problem set left, closing still asks.
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solution: solution('notify') });
    await settled(actor);
    actor.send({ type: 'CLOSE_MODAL' });
    expect(actor.getSnapshot().context.closeConfirmation).toBe(true);
    expect(closed).not.toHaveBeenCalled();
    actor.send({ type: 'FORCE_CLOSE_MODAL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(closed).toHaveBeenCalledTimes(1);

    // Opened again, it starts afresh.
    actor.send({ type: 'OPEN', propertyId: 8 });
    expect(actor.getSnapshot().context).toMatchObject({
      propertyId: 8,
      performed: [],
      resolved: [],
      closeConfirmation: false,
    });
  });

  it('should close without asking once the method is resolved', async () => {
    const { actor, closed } = start(accessCase([method('APPOINTMENT', [set('Dog', 'notify')])]));
    actor.send({ type: 'OPEN', propertyId: 7 });
    await settled(actor);
    actor.send({ type: 'MARK_AS_AGENCY_ACTION', solution: solution('notify') });
    await settled(actor);
    actor.send({ type: 'CLOSE_MODAL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it.each(['selectEntryMethod', 'noAccessIssuesError', 'allEntryMethodsDisqualified'] as const)(
    'should close at once from %s',
    async (screen) => {
      const cases = {
        selectEntryMethod: accessCase([
          method('APPOINTMENT', [set('Dog', 'a')]),
          method('ENTRY_NOTIFICATION', [set('Keys', 'b')]),
        ]),
        noAccessIssuesError: accessCase([]),
        allEntryMethodsDisqualified: accessCase([], { disqualified: true }),
      };
      const { actor, closed } = start(cases[screen]);
      actor.send({ type: 'OPEN', propertyId: 7 });
      expect((await settled(actor)).value).toBe(screen);
      actor.send({ type: 'CLOSE_MODAL' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(closed).toHaveBeenCalledTimes(1);
    },
  );
});
