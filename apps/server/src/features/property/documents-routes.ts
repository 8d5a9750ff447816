import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD_FIELD,
  FILE_TOO_LARGE,
  MAX_DOCUMENT_REQUEST_BYTES,
  MAX_UPLOAD_BYTES,
  propertyDocumentsCalls as calls,
} from '@portal/contracts';
import { fileStoreFromConfig } from '../../files/file-store-from-config';
import { attachment } from '../../files/content-disposition';
import { AppError, badRequest } from '../../lib/errors';
import { sendError } from '../../plugins/errors';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import {
  assertDocumentOwner,
  deleteDocument,
  documentFile,
  documentServiceOptions,
  documentTypeOptions,
  DocumentTooLarge,
  liveDocumentKeys,
  listDocuments,
  recordUpload,
  stageUpload,
  updateDocument,
  type DocumentOwner,
} from './documents-service';

/** The multipart parser's limits for a document: one file of at most 20 MB, few small fields. */
const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 20,
};

/** Refused with the size message at once, and the connection closed so the body is not read. */
function refuseTooLarge(reply: FastifyReply) {
  reply.header('connection', 'close');
  return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
}

/**
 * Before anything is read or validated: a body that is not multipart is a 415, and one that
 * declares more than a 20 MB file can take is refused before a byte of it is read.
 */
async function refuseBeforeReading(request: FastifyRequest, reply: FastifyReply) {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    return sendError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.notMultipart);
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_DOCUMENT_REQUEST_BYTES) return refuseTooLarge(reply);
}

/** The multipart plugin's and busboy's refusals, as the upload's own messages. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DocumentTooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(DOCUMENT_MESSAGES.oneFile);
  if (code === 'ENOSPC' || code === 'EACCES' || code === 'EIO') return error;
  return badRequest(DOCUMENT_MESSAGES.unreadable);
}

/**
 * The documents of managed (/v1/property) and non-managed (/v1/integrated-property) properties,
 * their files in the configured store (DOCUMENTS_STORE); it is swept of abandoned files at start.
 */
export async function propertyDocumentsRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const store = fileStoreFromConfig(config.documents, 'documents');
  app.addHook('onReady', async () => {
    const removed = await store.sweep((agencyId) => liveDocumentKeys(database, agencyId));
    if (removed > 0) app.log.warn({ removed }, 'documents: removed abandoned files');
  });

  await app.register(
    signedIn(async (app) => {
      await app.register(multipart, { limits: MULTIPART_LIMITS });

      const upload = (owner: DocumentOwner) => async (request: FastifyRequest) => {
        // The property first, before a byte is stored.
        const { id } = request.params as { id: number };
        await assertDocumentOwner(database, request.scope.agencyId, owner, id);
        // The whole body is read before anything is recorded: a second file refuses both.
        let upload: ({ fileName: string } & Awaited<ReturnType<typeof stageUpload>>) | null = null;
        try {
          for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
            if (part.type !== 'file') continue;
            if (upload || part.fieldname !== DOCUMENT_UPLOAD_FIELD) {
              part.file.resume();
              throw badRequest(upload ? DOCUMENT_MESSAGES.oneFile : DOCUMENT_MESSAGES.noFile);
            }
            upload = { fileName: part.filename, ...(await stageUpload(store, part.file)) };
          }
        } catch (error) {
          await upload?.staged.abort();
          throw uploadError(error);
        }
        if (!upload) throw badRequest(DOCUMENT_MESSAGES.noFile);
        return recordUpload(database, store, request.scope, config.documents, owner, id, upload);
      };

      for (const [owner, list, post, patch, remove, download] of [
        ['managed', calls.list, calls.upload, calls.update, calls.remove, calls.download],
        [
          'integrated',
          calls.integratedList,
          calls.integratedUpload,
          calls.integratedUpdate,
          calls.integratedRemove,
          calls.integratedDownload,
        ],
      ] as const) {
        route(app, list, ({ scope, params, query }) =>
          listDocuments(database, scope.agencyId, owner, params.id, query),
        );
        route(app, post, upload(owner), { onRequest: refuseBeforeReading });
        route(app, patch, ({ scope, params, body }) =>
          updateDocument(database, scope, owner, params.id, params.docId, body),
        );
        route(app, remove, ({ scope, params }) =>
          deleteDocument(database, store, scope, owner, params.id, params.docId),
        );
        route(app, download, async ({ scope, params }, reply) => {
          const file = await documentFile(
            database,
            store,
            scope.agencyId,
            owner,
            params.id,
            params.docId,
          );
          return reply
            .type(file.mimeType)
            .header('content-disposition', attachment(file.name))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(file.body);
        });
      }
      route(app, calls.types, async () => documentTypeOptions());
      route(app, calls.services, async () => documentServiceOptions());
    }),
  );
}
