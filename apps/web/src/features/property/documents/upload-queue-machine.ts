import {
  checkUploadName,
  UPLOAD_CONCURRENCY,
  UPLOAD_QUEUE_CHECK_MS,
  UPLOAD_TRAY_TEXTS,
} from '@portal/contracts';
import { assign, enqueueActions, fromCallback, setup, type Actor } from 'xstate';

/**
 * Where a file goes: a managed property's documents, a non-managed one's, or a temporary
 * document of a third-party resolution of the property's reported findings.
 */
export interface UploadTarget {
  owner: 'managed' | 'integrated' | 'thirdParty';
  /** Where the file is posted when it is not a property's document (a temporary document). */
  url?: string;
  propertyId: number;
  address: string;
}

type UploadStatus = 'queued' | 'uploading' | 'success' | 'failed';

/** Upload item (spec): file, property, percentage, error; with its place in the queue. */
export interface UploadItem {
  id: number;
  name: string;
  /** null: a file already stored (it counts as success). */
  file: File | null;
  target: UploadTarget;
  status: UploadStatus;
  percentage: number;
  error: string | null;
  /** What the server named the stored file by (a temporary document's fileReference). */
  reference: string | null;
}

export interface UploadQueueContext {
  items: UploadItem[];
  nextId: number;
}

/** What an upload reports back to the queue. */
type UploadReport =
  | { type: 'PROGRESS'; id: number; percentage: number }
  | { type: 'UPLOADED'; id: number; reference?: string }
  | { type: 'FAILED'; id: number; error: string };

export type UploadQueueEvent =
  | { type: 'ADD'; files: readonly (File | { name: string; file: null })[]; target: UploadTarget }
  | { type: 'CANCEL'; id: number }
  | { type: 'CLEAR' }
  | UploadReport;

export interface UploadInput {
  id: number;
  file: File;
  target: UploadTarget;
}

const childId = (id: number) => `upload-${id}`;

const update = (items: UploadItem[], id: number, change: Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

/**
 * The upload queue (spec: queued -> uploading -> success or failed): a file too large or of a
 * type not allowed fails as it is added; every second the queue starts queued files while fewer
 * than two upload; Cancel aborts an upload and removes its item; Clear removes the items that
 * succeeded or failed. The upload itself is an actor the app provides (`upload`): it reports
 * progress, success or failure, and aborts when stopped.
 */
export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
  },
  actors: {
    upload: fromCallback<UploadQueueEvent, UploadInput>(({ sendBack, input }) => {
      sendBack({ type: 'FAILED', id: input.id, error: UPLOAD_TRAY_TEXTS.unknownError });
    }),
  },
  actions: {
    /** A file stored: told to whoever shows the documents (the app provides it). */
    uploaded: (_, _target: UploadTarget) => undefined,
  },
}).createMachine({
  id: 'uploadQueue',
  context: { items: [], nextId: 1 },
  initial: 'waiting',
  on: {
    ADD: {
      actions: assign(({ context, event }) => {
        let nextId = context.nextId;
        const added = event.files.map((file): UploadItem => {
          const id = nextId++;
          const base = {
            id,
            name: file.name,
            target: event.target,
            percentage: 0,
            error: null,
            reference: null,
          };
          if (!(file instanceof File))
            return { ...base, file: null, status: 'success', percentage: 100 };
          const refusal = checkUploadName(file.name, file.size);
          return refusal
            ? { ...base, file, status: 'failed', error: refusal }
            : { ...base, file, status: 'queued' };
        });
        return { items: [...context.items, ...added], nextId };
      }),
    },
    PROGRESS: {
      actions: assign({
        items: ({ context, event }) =>
          update(context.items, event.id, {
            percentage: Math.max(0, Math.min(100, event.percentage)),
          }),
      }),
    },
    UPLOADED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const item = context.items.find((each) => each.id === event.id);
        if (!item) return;
        enqueue.assign({
          items: update(context.items, event.id, {
            status: 'success',
            percentage: 100,
            reference: event.reference ?? null,
          }),
        });
        enqueue({ type: 'uploaded', params: item.target });
      }),
    },
    FAILED: {
      actions: assign({
        items: ({ context, event }) =>
          update(context.items, event.id, { status: 'failed', error: event.error }),
      }),
    },
    CANCEL: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const item = context.items.find((each) => each.id === event.id);
        if (!item) return;
        if (item.status === 'uploading') enqueue.stopChild(childId(item.id));
        enqueue.assign({ items: context.items.filter((each) => each.id !== event.id) });
      }),
    },
    CLEAR: {
      actions: assign({
        items: ({ context }) =>
          context.items.filter((item) => item.status === 'queued' || item.status === 'uploading'),
      }),
    },
  },
  states: {
    waiting: {
      after: { [UPLOAD_QUEUE_CHECK_MS]: { target: 'checking' } },
    },
    /** The check of every second: start queued files up to the capacity. */
    checking: {
      entry: enqueueActions(({ context, enqueue }) => {
        const running = context.items.filter((item) => item.status === 'uploading').length;
        const starting = context.items
          .filter((item) => item.status === 'queued' && item.file)
          .slice(0, Math.max(0, UPLOAD_CONCURRENCY - running));
        if (starting.length === 0) return;
        for (const item of starting) {
          enqueue.spawnChild('upload', {
            id: childId(item.id),
            input: { id: item.id, file: item.file!, target: item.target },
          });
        }
        const ids = new Set(starting.map((item) => item.id));
        enqueue.assign({
          items: context.items.map((item) =>
            ids.has(item.id) ? { ...item, status: 'uploading' as const, percentage: 0 } : item,
          ),
        });
      }),
      always: { target: 'waiting' },
    },
  },
});

export type UploadQueueActor = Actor<typeof uploadQueueMachine>;

/** Rows of the tray: uploading, failed, queued, then success; in the order added within each. */
const ROW_ORDER: Record<UploadStatus, number> = { uploading: 0, failed: 1, queued: 2, success: 3 };

export function trayRows(items: readonly UploadItem[]): UploadItem[] {
  return [...items].sort((a, b) => ROW_ORDER[a.status] - ROW_ORDER[b.status] || a.id - b.id);
}

/** Whether leaving the page would lose uploads: anything queued or uploading. */
export const isBusy = (items: readonly UploadItem[]) =>
  items.some((item) => item.status === 'queued' || item.status === 'uploading');

/** The tray's heading (spec 'Upload tray'), or null when the queue is empty. */
export function trayHeading(items: readonly UploadItem[]): string | null {
  if (items.length === 0) return null;
  const active = items.filter((item) => item.status === 'queued' || item.status === 'uploading');
  if (active.length > 0) return UPLOAD_TRAY_TEXTS.uploading(active.length);
  const failed = items.filter((item) => item.status === 'failed').length;
  if (failed > 0) return UPLOAD_TRAY_TEXTS.failed(failed);
  return UPLOAD_TRAY_TEXTS.completed(items.length);
}

/** The status words of a row. */
export function rowStatus(item: UploadItem): string {
  switch (item.status) {
    case 'uploading':
      return `${Math.round(item.percentage)}%`;
    case 'failed':
      return UPLOAD_TRAY_TEXTS.failedWith(item.error || UPLOAD_TRAY_TEXTS.unknownError);
    case 'queued':
      return UPLOAD_TRAY_TEXTS.queued;
    case 'success':
      return UPLOAD_TRAY_TEXTS.done;
  }
}
