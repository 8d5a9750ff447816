import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope, ZHealth, zSuccess } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { sendError } from '../../plugins/errors';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Health of the server and its database',
        response: { 200: zSuccess(ZHealth), 503: ZErrorEnvelope },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return sendError(reply, 503, 'UNAVAILABLE', 'Database unavailable');
      }
      return { success: true as const, data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};
