import type { FastifyRequest } from 'fastify';
import { ZErrorEnvelope } from '@portal/contracts';
import { sessionOf } from '../../plugins/session';
import { agencyToday } from '../../lib/agency-clock';
import type { DashboardScope } from './scope';

export interface DashboardOptions {
  /** The clock (tests give the demo data's day). */
  now?: () => Date;
  /** How long GET /v1/stats reuses its property-level figures; 0: never. */
  portfolioFiguresTtlMs?: number;
}

export const errorResponses = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

export const ok = <T>(data: T) => ({ success: true as const, data });

/** The scope of a request: its session's agency, the property manager asked for, today. */
export function scopeOf(
  request: FastifyRequest,
  propertyManagerId: number | undefined,
  now: () => Date,
): DashboardScope {
  const session = sessionOf(request);
  const at = now();
  return {
    agencyId: session.agencyId,
    propertyManagerId,
    today: agencyToday(at, session.agencyState),
    now: at,
  };
}
