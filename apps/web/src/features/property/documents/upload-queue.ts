import {
  DOCUMENT_UPLOAD_FIELD,
  propertyDocumentsCalls as calls,
  UPLOAD_TRAY_TEXTS,
  ZErrorEnvelope,
  callUrl,
} from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromCallback } from 'xstate';
import {
  isBusy,
  uploadQueueMachine,
  type UploadInput,
  type UploadQueueActor,
  type UploadQueueEvent,
} from './upload-queue-machine';
import { documentKeys } from './document-keys';
import { queueStore } from './queue-store';

/** The server's message of a failed upload, or 'Unknown error'. */
function failureOf(xhr: XMLHttpRequest): string {
  try {
    const envelope = ZErrorEnvelope.safeParse(JSON.parse(xhr.responseText));
    if (envelope.success) return envelope.data.error.message;
  } catch {
    // not JSON
  }
  return UPLOAD_TRAY_TEXTS.unknownError;
}

/** The fileReference a temporary document answers, if it does. */
function referenceOf(xhr: XMLHttpRequest): string | undefined {
  try {
    const body = JSON.parse(xhr.responseText) as { data?: { fileReference?: unknown } };
    const reference = body.data?.fileReference;
    return typeof reference === 'string' ? reference : undefined;
  } catch {
    return undefined;
  }
}

function urlOf(input: UploadInput, form: FormData): { method: string; url: string } {
  const { owner, propertyId, url } = input.target;
  // Given by the page that uploads (kept out of this module, which the property page loads).
  if (url) return { method: 'POST', url };
  const call = owner === 'managed' ? calls.upload : calls.integratedUpload;
  return { method: call.method, url: callUrl(call, { params: { id: propertyId }, form }) };
}

/**
 * One upload over XMLHttpRequest (fetch reports no upload progress): progress in percent, then
 * success or failure; stopping the actor aborts the request.
 */
const xhrUpload = fromCallback<UploadQueueEvent, UploadInput>(({ sendBack, input }) => {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD_FIELD, input.file, input.file.name);
  const xhr = new XMLHttpRequest();
  const { method, url } = urlOf(input, form);
  xhr.open(method, url);
  xhr.withCredentials = true;
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) {
      sendBack({ type: 'PROGRESS', id: input.id, percentage: (event.loaded / event.total) * 100 });
    }
  };
  xhr.onload = () =>
    sendBack(
      xhr.status >= 200 && xhr.status < 300
        ? { type: 'UPLOADED', id: input.id, reference: referenceOf(xhr) }
        : { type: 'FAILED', id: input.id, error: failureOf(xhr) },
    );
  xhr.onerror = () =>
    sendBack({ type: 'FAILED', id: input.id, error: UPLOAD_TRAY_TEXTS.unknownError });
  xhr.send(form);
  return () => {
    xhr.onload = null;
    xhr.onerror = null;
    xhr.abort();
  };
});

/** Asks before the page is left while anything is queued or uploading. */
function warnOnLeave(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = UPLOAD_TRAY_TEXTS.leaveWarning;
  return UPLOAD_TRAY_TEXTS.leaveWarning;
}

/**
 * The app's one upload queue, started by the first page that uploads and kept while the app
 * runs, so uploads go on across pages; the header's tray shows it.
 */
export function uploadQueue(queryClient: QueryClient): UploadQueueActor {
  const running = queueStore.get();
  if (running) return running;
  const queue: UploadQueueActor = createActor(
    uploadQueueMachine.provide({
      actors: { upload: xhrUpload },
      actions: {
        uploaded: () => void queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      },
    }),
  );
  let warning = false;
  queue.subscribe((snapshot) => {
    const busy = isBusy(snapshot.context.items);
    if (busy === warning) return;
    warning = busy;
    if (busy) window.addEventListener('beforeunload', warnOnLeave);
    else window.removeEventListener('beforeunload', warnOnLeave);
  });
  queue.start();
  queueStore.set(queue);
  return queue;
}
