import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complianceFiltersForState,
  ZErrorEnvelope,
  ZPortfolioItem,
  ZPortfolioQuery,
  zListOf,
  zSuccess,
} from '@portal/contracts';
import { agencyToday } from '../../lib/agency-clock';
import { badRequest } from '../../lib/errors';
import { sessionOf } from '../../plugins/session';
import { isComplianceFilter, UNSUPPORTED_FACETS, type SupportedFacet } from './facets';
import { portfolioList } from './service';

export interface PortfolioOptions {
  /** The clock (tests give the demo data's day). */
  now?: () => Date;
}

const DESCRIPTION =
  'The session agency’s properties with the provider, by address then id. query: every word ' +
  'must appear in the address. facet (repeated): compliance filters OR together, action facets ' +
  'OR together, and the two groups AND (GasConfirmationRequired only for VIC agencies; ' +
  'NewManagements is not a property filter: 400). service (repeated) with serviceExclusivity: ' +
  'Including any of them, Only all of them, Excluding none of them (active services only). ' +
  'total counts the matches; unfilteredTotal the portfolio before filters (property-manager ' +
  'still applies). A page past the end lists nothing.';

/** GET /v1/portfolio (spec 3-action-required, the calls table). */
export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioOptions> = async (app, options) => {
  const now = options.now ?? (() => app.now());

  app.get(
    '/v1/portfolio',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['portfolio'],
        summary: 'Portfolio list with search, facets and service filters',
        description: DESCRIPTION,
        querystring: ZPortfolioQuery,
        response: {
          200: zSuccess(zListOf(ZPortfolioItem)),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const allowed = new Set<string>(complianceFiltersForState(session.agencyState));
      const unsupported: readonly string[] = UNSUPPORTED_FACETS;
      for (const facet of request.query.facet) {
        if (unsupported.includes(facet) || (isComplianceFilter(facet) && !allowed.has(facet))) {
          throw badRequest(`Facet ${facet} does not apply to this portfolio`, {
            'querystring.facet': `Facet ${facet} does not apply to this portfolio`,
          });
        }
      }
      const at = now();
      const data = await portfolioList(
        app.database,
        { agencyId: session.agencyId, today: agencyToday(at, session.agencyState), now: at },
        { ...request.query, facet: request.query.facet as SupportedFacet[] },
      );
      return { success: true as const, data };
    },
  );
};
