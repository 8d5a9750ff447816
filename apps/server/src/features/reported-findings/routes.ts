import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  methodNotAllowedMessage,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  ZServiceCode,
} from '@portal/contracts';
import { fileStoreFromConfig } from '../../files/file-store-from-config';
import { badRequest } from '../../lib/errors';
import { sendError } from '../../plugins/errors';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { MULTIPART_LIMITS, readUpload, refuseBeforeReading } from '../../files/document-upload';
import { reportedFindingsList, servicingCategoryList } from './list-service';
import {
  informDi,
  propertyFindings,
  requestQuote,
  resolveByThirdParty,
  serviceFindings,
  setDismissed,
} from './resolve-service';
import { recordTemporaryDocument } from './temporary-documents';

/** The last segments of the POST calls beside GET .../reported-findings/{serviceShortName}. */
const POST_SEGMENTS = new Set(
  [reportedFindingCalls.requestQuote, reportedFindingCalls.informDi].map((call) =>
    call.path.split('/').pop()!,
  ),
);

/**
 * The reported-findings calls (spec 3-action-required: the list page and the resolution
 * wizard). Uploads for a third-party resolution go to the documents' store, whose sweep keeps
 * them while they are kept for a resolution.
 */
export async function reportedFindingsRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const store = fileStoreFromConfig(config.documents, 'documents');

  // The service's read takes any last segment: those of the POST calls beside it answer as a
  // path without GET would (405, before the session is looked at).
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== reportedFindingCalls.service.path) return;
    const segment = request.url.split('?')[0]!.split('/').pop();
    if (!POST_SEGMENTS.has(segment ?? '')) return;
    reply.header('allow', 'POST');
    return sendError(reply, 405, 'METHOD_NOT_ALLOWED', methodNotAllowedMessage(['POST']));
  });

  await app.register(
    signedIn(async (app) => {
      await app.register(multipart, { limits: MULTIPART_LIMITS });

      route(app, reportedFindingCalls.list, ({ scope, query }) =>
        reportedFindingsList(database, scope.agencyId, query),
      );
      route(app, reportedFindingCalls.servicingCategories, ({ scope }) =>
        servicingCategoryList(database, scope.agencyId),
      );
      route(app, reportedFindingCalls.property, ({ scope, params }) =>
        propertyFindings(database, scope.agencyId, params.id),
      );
      route(app, reportedFindingCalls.service, ({ scope, params }) => {
        const service = ZServiceCode.safeParse(params.serviceShortName);
        if (!service.success) {
          throw badRequest(M.unknownService, { 'params.serviceShortName': M.unknownService });
        }
        return serviceFindings(database, scope.agencyId, params.id, service.data);
      });
      route(app, reportedFindingCalls.requestQuote, ({ scope, params, body }) =>
        requestQuote(database, scope, params.id, body),
      );
      route(app, reportedFindingCalls.informDi, ({ scope, params, body }) =>
        informDi(database, scope, params.id, body),
      );
      route(app, reportedFindingCalls.thirdParty, ({ scope, params, body }) =>
        resolveByThirdParty(database, scope, params.id, body),
      );
      route(app, reportedFindingCalls.dismiss, ({ scope, params }) =>
        setDismissed(database, scope, params.id, true),
      );
      route(app, reportedFindingCalls.restore, ({ scope, params }) =>
        setDismissed(database, scope, params.id, false),
      );
      route(
        app,
        reportedFindingCalls.temporaryDocument,
        async (request) =>
          recordTemporaryDocument(
            database,
            store,
            request.scope,
            config.documents,
            await readUpload(request, store),
          ),
        { onRequest: refuseBeforeReading },
      );
    }),
  );
}
