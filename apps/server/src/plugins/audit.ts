import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AgencyTx, Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import { isApiPath } from './session';

export interface AuditEntry {
  agencyId: number | null;
  actorUserId: number | null;
  impersonatorUserId?: number | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Db | AgencyTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    agencyId: entry.agencyId,
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * Every API request made while a staff member views the portal as someone is recorded with
 * both people, after the answer is sent: a failed insert is logged, never the request's error.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const session = request.session;
      if (!session?.impersonatorUserId || !isApiPath(request.url)) return;
      try {
        await recordAudit(app.database.db, {
          agencyId: session.agencyId,
          actorUserId: session.userId,
          impersonatorUserId: session.impersonatorUserId,
          action: 'impersonation.request',
          target: request.routeOptions.url ?? null,
          detail: {
            method: request.method,
            route: request.routeOptions.url ?? null,
            path: request.url.split('?')[0],
            status: reply.statusCode,
            requestId: request.id,
            sessionId: session.id,
          },
        });
      } catch (err) {
        request.log.error({ err }, 'could not record an impersonated request in the audit log');
      }
    });
  },
  { name: 'audit', dependencies: ['session'] },
);
