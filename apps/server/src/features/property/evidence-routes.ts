import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVIDENCE_PACK_MESSAGES, propertyEvidenceCalls as calls } from '@portal/contracts';
import { attachment } from '../../files/content-disposition';
import { fileStoreFromConfig } from '../../files/file-store-from-config';
import { forbidden } from '../../lib/errors';
import { route } from '../../plugins/route';
import { isSameOriginRequest } from '../../plugins/security';
import { signedIn } from '../../plugins/signed-in';
import { openEvidencePack } from './evidence-service';

/**
 * Whether a request says it comes from another site: the browser's Sec-Fetch-Site when it sends
 * one, else an Origin or Referer of another origin. A client that sends none (a script, curl)
 * is not a page of another site.
 */
export function fromAnotherSite(request: FastifyRequest, trusted: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'cross-site' || site === 'same-site';
  if (!request.headers.origin && !request.headers.referer) return false;
  return !isSameOriginRequest(request, trusted);
}

/**
 * The evidence pack of a managed property: a GET that streams a zip and changes nothing but the
 * audit log. A link or image on another site that makes the browser send it is refused before
 * any work (no pack is built, nothing is recorded).
 */
export async function propertyEvidenceRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const store = fileStoreFromConfig(config.documents, 'documents');
  await app.register(
    signedIn(async (app) => {
      route(app, calls.pack, async (request, reply) => {
        const { scope, params, query } = request;
        if (fromAnotherSite(request, config.trustedOrigins)) {
          throw forbidden(EVIDENCE_PACK_MESSAGES.fromAnotherSite);
        }
        const pack = await openEvidencePack(
          {
            database,
            store,
            // 'invoice' and 'quote': the sources the invoices and quotes features register.
            render: app.mail.attachment,
            now: app.now(),
          },
          scope,
          params.id,
          query,
        );
        return reply
          .type('application/zip')
          .header('content-disposition', attachment(pack.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(pack.stream);
      });
    }),
  );
}
