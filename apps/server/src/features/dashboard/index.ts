import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionListRoutes } from './action-routes';
import type { DashboardOptions } from './context';
import { statsRoutes } from './stats-routes';
import { PORTFOLIO_FIGURES_TTL_MS } from './stats-service';

export type { DashboardOptions } from './context';

/**
 * The dashboard's server calls: its figures and the lists of its urgent-action tabs. They live
 * together because each figure and the list it counts share one definition (definitions.ts).
 */
export const dashboardFeatureRoutes: FastifyPluginAsyncZod<DashboardOptions> = async (
  app,
  options,
) => {
  const now = options.now ?? (() => new Date());
  const portfolioFiguresTtlMs = options.portfolioFiguresTtlMs ?? PORTFOLIO_FIGURES_TTL_MS;
  await app.register(statsRoutes, { now, portfolioFiguresTtlMs });
  await app.register(actionListRoutes, { now });
};
