import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { portfolioFiguresCache, type PortfolioFigures } from './stats-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard's property-level figures, kept a while per agency and manager. */
    dashboardFigures: PortfolioFigures;
  }
}

/** Methods that change nothing (a cross-site GET never changes state either). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The dashboard's kept figures, for the whole app: any change an agency makes (a dismissal, an
 * enrolment, an approved quote, ...) drops what is kept for it before the answer is sent, so the
 * next dashboard in this replica counts afresh and its figures equal the lists they open. Other
 * replicas count afresh within the cache's ttl.
 */
export const dashboardFiguresPlugin = fp(
  async (app: FastifyInstance, options: { ttlMs?: number }) => {
    const figures = portfolioFiguresCache(options.ttlMs);
    app.decorate('dashboardFigures', figures);
    app.addHook('onSend', async (request, reply, payload) => {
      const agencyId = request.session?.agencyId;
      if (agencyId != null && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
        figures.forgetAgency(agencyId);
      }
      return payload;
    });
  },
  { name: 'dashboard-figures' },
);
