import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ZErrorEnvelope,
  ZLoginRequest,
  ZLogoutResponse,
  ZSession,
  ZSwitchAgencyRequest,
  ZSystemStatus,
  ZUserAgency,
  zSuccess,
} from '@portal/contracts';
import { unauthenticated } from '../../lib/errors';
import { findSession } from '../../plugins/session-store';
import { clearSessionCookie, sessionOf, setSessionCookie } from '../../plugins/session';
import { loginWithToken, logout, type AuthDeps } from './login-service';
import { listAgencies, switchAgency, toSessionDto } from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
};

/** Sign-in, session, sign-out and portfolio switching (spec 1-foundation section 7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    db: app.database.db,
    systems: app.complianceSystems,
    timeouts: app.config.session,
  };

  /** The session a new cookie token opens, in the web's shape. */
  const sessionFor = async (token: string) => {
    const session = await findSession(deps.db, token, deps.timeouts);
    if (!session) throw unauthenticated(AUTH_MESSAGES.sessionNotFound);
    return toSessionDto(session, deps.systems);
  };

  app.post(
    '/v1/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a session with the token a state compliance system issued',
        body: ZLoginRequest,
        response: { 200: zSuccess(ZSession), ...errors },
      },
    },
    async (request, reply) => {
      const token = await loginWithToken(deps, request.body, {
        previous: request.session,
        userAgent: request.headers['user-agent'] ?? null,
        log: (why) => request.log.warn({ why }, 'sign-in token refused'),
      });
      setSessionCookie(reply, token);
      return { success: true as const, data: await sessionFor(token) };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session; answers where the browser goes to sign out of its system',
        description:
          'Idempotent: without a session it still answers 200 with the default (VIC) logout URL.',
        response: { 200: zSuccess(ZLogoutResponse), ...errors },
      },
    },
    async (request, reply) => {
      const logoutUrl = await logout(deps, request.session);
      clearSessionCookie(reply);
      return { success: true as const, data: { logoutUrl } };
    },
  );

  app.get(
    '/v1/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current session',
        response: { 200: zSuccess(ZSession), ...errors },
      },
    },
    async (request) => {
      // A session that needs a new sign-in still answers here, so the web can send the user on.
      if (!request.session) throw unauthenticated(AUTH_MESSAGES.sessionNotFound);
      return { success: true as const, data: toSessionDto(request.session, deps.systems) };
    },
  );

  app.get(
    '/v1/auth/systems',
    {
      schema: {
        tags: ['auth'],
        summary: "Each state's compliance system",
        response: { 200: zSuccess(z.array(ZSystemStatus)) },
      },
    },
    async () => ({ success: true as const, data: deps.systems.statuses() }),
  );

  app.get(
    '/v1/auth/agencies',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary: "The user's agencies (portfolios), the current one first",
        response: { 200: zSuccess(z.array(ZUserAgency)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAgencies(deps.db, sessionOf(request)),
    }),
  );

  app.put(
    '/v1/auth/agencies',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary: "Switch portfolio: a new session for another of the user's agencies",
        body: ZSwitchAgencyRequest,
        response: { 200: zSuccess(ZSession), 404: ZErrorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const token = await switchAgency(
        deps,
        sessionOf(request),
        request.body.agencyId,
        request.headers['user-agent'] ?? null,
      );
      setSessionCookie(reply, token);
      return { success: true as const, data: await sessionFor(token) };
    },
  );
};
