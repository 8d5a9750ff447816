import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZEmpty } from '../api/envelope';
import { ZIdParams } from '../api/invoices-quotes';
import {
  ZDocumentParams,
  ZDocumentServiceOption,
  ZDocumentsQuery,
  ZDocumentTypeOption,
  ZPropertyDocument,
  ZPropertyDocuments,
} from '../api/property-documents';
import { ALLOWED_UPLOAD_EXTENSIONS, ALLOWED_UPLOAD_TYPES } from '../enums/uploads';
import { DOCUMENT_MESSAGES, DOCUMENT_UPLOAD_FIELD } from '../labels/property-documents';
import { ZDocumentAttributes } from '../rules/documents';
import { FILE_TOO_LARGE, INVALID_FILE_TYPE } from '../rules/upload';

// The documents of a property: a managed one (/v1/property/{id}) and another provider's
// (/v1/integrated-property/{id}, the non-managed property pages) answer alike.

const MISSING = {
  managed: "404 'Property not found'",
  integrated: `404 '${DOCUMENT_MESSAGES.integratedNotFound}'`,
} as const;

const UPLOAD_RULES =
  `multipart/form-data with one file (field '${DOCUMENT_UPLOAD_FIELD}'), at most 20 MB ` +
  `(413 '${FILE_TOO_LARGE}'). Its extension must be one of ${ALLOWED_UPLOAD_EXTENSIONS.join(', ')} ` +
  `and its content (read, not the declared type) must be of that type, else 400 ` +
  `'${INVALID_FILE_TYPE}'. Stored as type Other with no services until its attributes are ` +
  "set; 409 when the agency's document storage is full. The file is complete in the store " +
  'before the row is committed: a crash leaves the whole document or none.';

export const list = defineCall({
  method: 'GET',
  path: '/v1/property/:id/documents',
  access: 'session',
  tags: ['documents'],
  summary: "A managed property's documents, the newest first, with their facets",
  description:
    `Filters filter, type and service; facets count the property's documents per type and ` +
    `per service. ${MISSING.managed}.`,
  params: ZIdParams,
  query: ZDocumentsQuery,
  data: ZPropertyDocuments,
  errors: [400, 404],
});

export const integratedList = defineCall({
  ...list,
  path: '/v1/integrated-property/:id/documents',
  summary: "A non-managed property's documents, the newest first, with their facets",
  description: `As GET /v1/property/{id}/documents. ${MISSING.integrated}.`,
});

export const upload = defineCall({
  method: 'POST',
  path: '/v1/property/:id/documents',
  access: 'session',
  tags: ['documents'],
  summary: 'Upload a document to a managed property',
  description: `${UPLOAD_RULES} ${MISSING.managed}.`,
  params: ZIdParams,
  consumes: ['multipart/form-data'],
  data: ZPropertyDocument,
  errors: [400, 404, 409, 413, 415],
  quota: 'upload',
});

export const integratedUpload = defineCall({
  ...upload,
  path: '/v1/integrated-property/:id/documents',
  summary: 'Upload a document to a non-managed property',
  description: `${UPLOAD_RULES} ${MISSING.integrated}.`,
});

export const update = defineCall({
  method: 'PATCH',
  path: '/v1/property/:id/documents/:docId',
  access: 'session',
  tags: ['documents'],
  summary: "Set a document's type, services and other service name",
  description: `404 '${DOCUMENT_MESSAGES.notFound}' for a document not of the property.`,
  params: ZDocumentParams,
  body: ZDocumentAttributes,
  data: ZPropertyDocument,
  errors: [400, 404],
});

export const integratedUpdate = defineCall({
  ...update,
  path: '/v1/integrated-property/:id/documents/:docId',
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/v1/property/:id/documents/:docId',
  access: 'session',
  tags: ['documents'],
  summary: 'Delete a document',
  description:
    `Its file is removed from the store; 404 '${DOCUMENT_MESSAGES.notFound}' for a document ` +
    'not of the property (or already deleted).',
  params: ZDocumentParams,
  data: ZEmpty,
  errors: [404],
});

export const integratedRemove = defineCall({
  ...remove,
  path: '/v1/integrated-property/:id/documents/:docId',
});

const FILE = {
  contentType: [...new Set(ALLOWED_UPLOAD_TYPES.flatMap((type) => type.mimeTypes))],
  description: 'The file as uploaded, as an attachment with its name and recognised type',
};

export const download = defineCall({
  method: 'GET',
  path: '/v1/property/:id/documents/:docId/file',
  access: 'session',
  tags: ['documents'],
  summary: 'Download a document',
  description:
    'Served as an attachment with its recorded type and nosniff. ' +
    `404 '${DOCUMENT_MESSAGES.notFound}' for a document not of the property, ` +
    `'${DOCUMENT_MESSAGES.fileMissing}' when its file is no longer in the store.`,
  params: ZDocumentParams,
  file: FILE,
  errors: [404],
});

export const integratedDownload = defineCall({
  ...download,
  path: '/v1/integrated-property/:id/documents/:docId/file',
});

export const types = defineCall({
  method: 'GET',
  path: '/v1/meta/property-document-types',
  access: 'session',
  tags: ['documents'],
  summary: 'The document types a document can be given',
  data: z.array(ZDocumentTypeOption),
  errors: [],
});

export const services = defineCall({
  method: 'GET',
  path: '/v1/meta/property-document-services',
  access: 'session',
  tags: ['documents'],
  summary: 'The services a document can be about, with their icons',
  data: z.array(ZDocumentServiceOption),
  errors: [],
});
