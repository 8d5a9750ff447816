import { MAX_UPLOAD_BYTES } from '../enums/uploads';

/**
 * The words of a property's documents (GET/POST /v1/property/{id}/documents and the rest): the
 * answers of the calls, the page's toasts and the upload tray's texts.
 */
export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  integratedNotFound: 'Integrated property not found',
  forbidden: 'You do not have access to these documents',
  loadFailed: 'Failed to load documents',
  updateFailed: 'Failed to update document',
  deleteFailed: 'Failed to delete document',
  downloadFailed: 'Failed to download document',
  fileMissing: "This document's file could not be found. Upload it again if you still need it.",
  updated: 'Document updated',
  deleted: 'Document deleted',
  noFile: 'Choose a file to upload',
  oneFile: 'Upload one file at a time',
  unreadable: 'The upload could not be read. Please try again.',
  notMultipart: 'Send the file as multipart/form-data',
} as const;

/** 409 when the agency's stored documents would pass its storage quota. */
export const documentStorageFullMessage = (limitBytes: number) =>
  `Your agency's document storage is full (${Math.round(limitBytes / 1024 ** 3)} GB). ` +
  'Delete documents you no longer need, then try again.';

/** The field of the multipart upload that carries the file. */
export const DOCUMENT_UPLOAD_FIELD = 'file';

/** What the documents upload accepts at most: the file and its multipart framing. */
export const MAX_DOCUMENT_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** The upload tray in the header (3-action-required.md 'Upload tray'). */
export const UPLOAD_TRAY_TEXTS = {
  uploading: (n: number) => `Uploading documents (${n})`,
  completed: (n: number) => `${n} upload(s) completed`,
  failed: (n: number) => `${n} upload(s) failed`,
  panelTitle: 'Your uploads',
  clear: 'Clear',
  cancel: 'Cancel',
  keepOpen: "Don't close this window while uploads are in progress",
  failedWith: (error: string) => `Failed (${error})`,
  unknownError: 'Unknown error',
  queued: 'Queued',
  done: 'Uploaded',
  leaveWarning: 'Uploads are in progress. Leave this page anyway?',
} as const;
