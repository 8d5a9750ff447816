import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyToday } from '../../domain/agency-clock';
import { PageError } from '../page-error';
import { legacyDeps, pageViewer, parseId, sendPage, type Viewer } from './context';
import { decideQuotation, findQuotation } from './queries/quotations';
import { quotationApprovalPage } from './views/quotations';

const hidden = { hide: true } as const;
const ZParams = z.object({ state: z.string().max(16), id: z.string().max(32) });
const ZDecisionForm = z.object({
  decision: z.enum(['approve', 'reject'], {
    error: 'Choose whether to approve or reject the quote.',
  }),
});

/** Another agency's quote, or an id that can name none, reads exactly as a missing one. */
const quoteNotFound = (viewer: Viewer) =>
  new PageError(
    404,
    viewer.state,
    'Quote not found',
    "The quote you're looking for doesn't exist.",
  );

/**
 * /Quotations/approve/{id}: the page the portal's 'Approve quote' opens, and the agency's
 * decision posted from it (CSRF: the security plugin's Origin check, as every form post here).
 */
export const quotationApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = legacyDeps(app);
  /** The agency's own calendar day, as the dashboard counts quotes awaiting approval. */
  const today = (viewer: Viewer) => agencyToday(app.now(), viewer.agencyState);

  app.get(
    '/:state/Quotations/approve/:id',
    { schema: { ...hidden, params: ZParams } },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      const id = parseId(request.params.id);
      const quote =
        id === null
          ? null
          : await deps.database.withAgency(viewer.agencyId, (tx) =>
              findQuotation(tx, viewer.agencyId, id, { today: today(viewer) }),
            );
      if (!quote) throw quoteNotFound(viewer);
      return sendPage(reply, quotationApprovalPage(viewer, quote));
    },
  );

  app.post(
    '/:state/Quotations/approve/:id',
    { schema: { ...hidden, params: ZParams, body: ZDecisionForm } },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      const id = parseId(request.params.id);
      if (id === null) throw quoteNotFound(viewer);
      const accept = request.body.decision === 'approve';
      const outcome = await deps.database.withAgency(viewer.agencyId, async (tx) => {
        const found = await findQuotation(tx, viewer.agencyId, id, {
          today: today(viewer),
          lock: true,
        });
        if (!found?.awaitingApproval) return { quote: found, decided: false };
        await decideQuotation(tx, {
          agencyId: viewer.agencyId,
          id,
          propertyId: found.propertyId,
          accept,
          userId: viewer.userId,
          impersonatorUserId: viewer.impersonatorUserId,
        });
        const quote = await findQuotation(tx, viewer.agencyId, id, { today: today(viewer) });
        return { quote, decided: true };
      });
      if (!outcome.quote) throw quoteNotFound(viewer);
      if (!outcome.decided) {
        return sendPage(reply, quotationApprovalPage(viewer, outcome.quote, 'conflict'), 409);
      }
      return sendPage(
        reply,
        quotationApprovalPage(viewer, outcome.quote, accept ? 'approved' : 'rejected'),
      );
    },
  );
};
