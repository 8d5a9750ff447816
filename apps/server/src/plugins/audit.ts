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
  /**
   * The property the entry concerns, which puts it in that property's history. When not given,
   * a target naming a property ('property:123', or the id alone for a 'property.' or 'tenancy.'
   * action) gives it.
   */
  propertyId?: number | null;
  detail?: Record<string, unknown>;
}

const PROPERTY_TARGET = /^property:(\d{1,9})$/;
const BARE_ID = /^\d{1,9}$/;
const PROPERTY_ACTIONS = /^(property|tenancy)\./;

/** The property an entry names in its target, if any. */
export function propertyOfEntry(entry: Pick<AuditEntry, 'action' | 'target'>): number | null {
  const target = entry.target ?? '';
  const named = PROPERTY_TARGET.exec(target)?.[1];
  if (named) return Number(named);
  return PROPERTY_ACTIONS.test(entry.action) && BARE_ID.test(target) ? Number(target) : null;
}

/** Who acts in a signed-in call: its agency, its user and the staff member viewing as them. */
export interface AuditActor {
  agencyId: number;
  userId: number;
  session?: { impersonatorUserId?: number | null };
}

/** Records what a signed-in call did, as its scope's user (and impersonator, if any). */
export async function recordScopedAudit(
  db: Db | AgencyTx,
  scope: AuditActor,
  entry: Omit<AuditEntry, 'agencyId' | 'actorUserId' | 'impersonatorUserId'>,
): Promise<void> {
  await recordAudit(db, {
    ...entry,
    agencyId: scope.agencyId,
    actorUserId: scope.userId,
    impersonatorUserId: scope.session?.impersonatorUserId ?? null,
  });
}

export async function recordAudit(db: Db | AgencyTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    agencyId: entry.agencyId,
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    action: entry.action,
    target: entry.target ?? null,
    propertyId: entry.propertyId ?? propertyOfEntry(entry),
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
