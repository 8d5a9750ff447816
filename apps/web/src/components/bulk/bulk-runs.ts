import type { TBulkActionWords } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import type { BulkQueueActor, BulkRow } from './bulk-queue-machine';

/** What the results panel shows of a list's bulk action, and what it can ask of it. */
export interface BulkRunView {
  words: TBulkActionWords;
  rows: readonly BulkRow[];
  /** Some rows are still queued or working. */
  running: boolean;
  retry: () => void;
  cancel: () => void;
}

interface Entry {
  actor: BulkQueueActor;
  unsubscribe: () => void;
  view: BulkRunView;
}

/**
 * Each list's bulk action, by the list's id, kept until its results are dismissed: switching
 * the dashboard's tab or leaving the page neither stops the rows still to do nor loses what was
 * done, and coming back shows them.
 */
const runs = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Shows the run of a list (replacing a finished one) and calls onFinished each time it ends. */
export function trackBulkRun(
  listId: string,
  actor: BulkQueueActor,
  words: TBulkActionWords,
  onFinished: () => void,
): void {
  dismissBulkRun(listId);
  let finished = false;
  const publish = () => {
    const snapshot = actor.getSnapshot();
    const nowFinished = snapshot.value === 'finished';
    const entry = runs.get(listId);
    if (entry?.actor !== actor) return;
    entry.view = {
      words,
      rows: snapshot.context.rows,
      running: !nowFinished,
      retry: () => actor.send({ type: 'RETRY' }),
      cancel: () => actor.send({ type: 'CANCEL' }),
    };
    notify();
    if (nowFinished && !finished) onFinished();
    finished = nowFinished;
  };
  const subscription = actor.subscribe(publish);
  runs.set(listId, {
    actor,
    unsubscribe: () => subscription.unsubscribe(),
    view: {
      words,
      rows: [],
      running: true,
      retry: () => undefined,
      cancel: () => undefined,
    },
  });
  publish();
}

/** Forgets a list's run once its rows have ended (the panel's Dismiss). */
export function dismissBulkRun(listId: string): void {
  const entry = runs.get(listId);
  if (!entry || entry.view.running) return;
  entry.unsubscribe();
  entry.actor.stop();
  runs.delete(listId);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Each list's selected rows (their keys), kept like its run: the dashboard draws a tab again when
 * the window narrows to a phone's (a dropdown for the tabs), and the selection stays.
 */
const selections = new Map<string, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

export function setBulkSelection(listId: string, keys: ReadonlySet<string>): void {
  if (keys.size === 0) selections.delete(listId);
  else selections.set(listId, keys);
  notify();
}

export function useBulkSelectionKeys(listId: string): ReadonlySet<string> {
  // A page drawn on the server has no selection yet (nor has the browser's first render of it).
  return useSyncExternalStore(
    subscribe,
    () => selections.get(listId) ?? NONE,
    () => NONE,
  );
}

/** The list's bulk action as the results panel shows it, or undefined when there is none. */
export function useBulkRun(listId: string): BulkRunView | undefined {
  return useSyncExternalStore(
    subscribe,
    () => runs.get(listId)?.view,
    () => undefined,
  );
}
