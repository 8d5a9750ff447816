import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDashboardStats,
  ZIntegratedStats,
  ZPropertyManagerQuery,
  zSuccess,
} from '@portal/contracts';
import { errorResponses, ok, scopeOf, type DashboardOptions } from './context';
import { integratedStats } from './integrated-stats-service';
import { dashboardStats, portfolioFiguresCache } from './stats-service';

/** The dashboard's figures (spec 1-foundation §7). */
export const statsRoutes: FastifyPluginAsyncZod<Required<DashboardOptions>> = async (
  app,
  { now, portfolioFiguresTtlMs },
) => {
  const cache = portfolioFiguresCache(portfolioFiguresTtlMs);

  app.get(
    '/v1/stats',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard's portfolio and action-required figures",
        description:
          "For the session's agency, or one property manager's properties. Portfolio figures " +
          'count properties, action-required figures count items (each the total of the ' +
          'matching dashboard list). A property manager of another agency matches nothing. ' +
          'The property-level figures may be up to 30 seconds old; the item counts are live.',
        querystring: ZPropertyManagerQuery,
        response: { 200: zSuccess(ZDashboardStats), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await dashboardStats(
          app.database,
          scopeOf(request, request.query.propertyManagerId, now),
          cache,
        ),
      ),
  );

  app.get(
    '/v1/stats/integrated',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dashboard'],
        summary: "Figures of the agency's properties serviced by other providers",
        description:
          'The properties of the agency software that the provider does not service, by the ' +
          'compliance status mirrored from it; TOTAL counts them all.',
        querystring: ZPropertyManagerQuery,
        response: { 200: zSuccess(ZIntegratedStats), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await integratedStats(app.database, scopeOf(request, request.query.propertyManagerId, now)),
      ),
  );
};
