import { createActor } from 'xstate';
import {
  bulkQueueMachine,
  bulkWorker,
  type BulkOutcome,
  type BulkQueueActor,
  type BulkRowInput,
} from './bulk-queue-machine';

/**
 * Starts a bulk action's queue over the rows. Loaded when a bulk action is confirmed, so the
 * lists' first bundle does not carry xstate.
 */
export function startBulkRun(
  rows: readonly BulkRowInput[],
  run: (id: string) => Promise<BulkOutcome>,
): BulkQueueActor {
  return createActor(bulkQueueMachine.provide({ actors: { work: bulkWorker(run) } }), {
    input: { rows },
  }).start();
}
