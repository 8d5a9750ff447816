import { healthCalls, SERVICE_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, sendError } from '../../plugins/errors';
import { route } from '../../plugins/route';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  route(
    app,
    healthCalls.health,
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, 'UNAVAILABLE', SERVICE_MESSAGES.healthDatabaseDown, {
          database: 'down',
        });
      }
      return { status: 'ok', database: 'ok' } as const;
    },
    { logLevel: 'warn' },
  );
}
