import type { FastifyInstance } from 'fastify';
import { PORTFOLIO_EVIDENCE_MESSAGES, portfolioEvidenceCalls as calls } from '@portal/contracts';
import { attachment } from '../../files/content-disposition';
import { fileStoreFromConfig } from '../../files/file-store-from-config';
import { forbidden } from '../../lib/errors';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { fromAnotherSite } from './evidence-routes';
import {
  buildPortfolioPack,
  giveUpPortfolioPack,
  keptPackKeys,
  openPortfolioPack,
  PacksPerDayExceeded,
  PORTFOLIO_EVIDENCE_QUEUE,
  portfolioPackState,
  recentPortfolioPacks,
  startPortfolioPack,
} from './portfolio-evidence-service';

/**
 * Where the portfolio packs' zips are kept: a store of their own in a folder of the documents'
 * (directory or bucket prefix).
 */
export const PACKS_DIR = 'evidence-packs';

/**
 * The evidence pack of a filtered portfolio: started by a call, built by a background job into
 * the pack store, polled, listed and downloaded. At start the store is swept: expired packs and
 * their files go, and so do files no kept pack names (a build that died half-way).
 */
export async function portfolioEvidenceRoutes(app: FastifyInstance) {
  const { database, config } = app;
  const store = fileStoreFromConfig(config.documents, 'documents');
  const packs = fileStoreFromConfig(config.documents, PACKS_DIR);

  app.jobs.register(PORTFOLIO_EVIDENCE_QUEUE, {
    run: (job) =>
      buildPortfolioPack(
        // 'invoice' and 'quote': the sources the invoices and quotes features register.
        { database, store, packs, render: app.mail.attachment, now: app.now() },
        job,
      ),
    onGiveUp: (job) => giveUpPortfolioPack(database, job),
  });
  app.addHook('onReady', async () => {
    const removed = await packs.sweep((agencyId) => keptPackKeys(database, packs, agencyId));
    if (removed > 0)
      app.log.info({ removed }, 'evidence packs: removed expired or abandoned files');
  });

  await app.register(
    signedIn(async (app) => {
      route(app, calls.start, async ({ scope, query }, reply) => {
        // The agency's expired packs go first, so what is kept stays within the days it is kept.
        await keptPackKeys(database, packs, scope.agencyId);
        try {
          const pack = await startPortfolioPack(database, scope, query, (tx, payload) =>
            app.jobs.enqueue(tx, {
              queue: PORTFOLIO_EVIDENCE_QUEUE,
              agencyId: scope.agencyId,
              payload,
            }),
          );
          app.jobs.wake();
          return pack;
        } catch (error) {
          if (error instanceof PacksPerDayExceeded) {
            reply.header('retry-after', String(error.retryAfter));
          }
          throw error;
        }
      });

      route(app, calls.recent, ({ scope }) => recentPortfolioPacks(database, scope));

      route(app, calls.state, ({ scope, params }) =>
        portfolioPackState(database, scope, params.id),
      );

      route(app, calls.download, async (request, reply) => {
        if (fromAnotherSite(request, config.trustedOrigins)) {
          throw forbidden(PORTFOLIO_EVIDENCE_MESSAGES.fromAnotherSite);
        }
        const pack = await openPortfolioPack(database, packs, request.scope, request.params.id);
        return reply
          .type('application/zip')
          .header('content-disposition', attachment(pack.fileName))
          .header('content-length', String(pack.sizeBytes))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(pack.stream);
      });
    }),
  );
}
