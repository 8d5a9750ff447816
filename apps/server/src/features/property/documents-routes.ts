import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { propertyDocumentsCalls as calls } from '@portal/contracts';
import { fileStoreFromConfig } from '../../files/file-store-from-config';
import { attachment } from '../../files/content-disposition';
import { MULTIPART_LIMITS, readUpload, refuseBeforeReading } from '../../files/document-upload';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import {
  assertDocumentOwner,
  deleteDocument,
  documentFile,
  documentServiceOptions,
  documentTypeOptions,
  liveDocumentKeys,
  listDocuments,
  recordUpload,
  updateDocument,
  type DocumentOwner,
} from './documents-service';

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
        const upload = await readUpload(request, store);
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
