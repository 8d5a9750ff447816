import type { UploadQueueActor } from './upload-queue-machine';

// Where the header's tray finds the upload queue once a page has started it. Nothing here loads
// the queue itself (xstate): the header stays light until something is uploaded.

let current: UploadQueueActor | null = null;
const listeners = new Set<() => void>();

export const queueStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: (): UploadQueueActor | null => current,
  set(actor: UploadQueueActor) {
    current = actor;
    for (const listener of listeners) listener();
  },
  /** Stops and forgets the queue: a page load starts without one (tests start each so). */
  reset() {
    current?.stop();
    current = null;
    for (const listener of listeners) listener();
  },
};
