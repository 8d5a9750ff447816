import { AUTH_MESSAGES, authCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../lib/errors';
import { route } from '../../plugins/route';
import { findSession } from '../../plugins/session-store';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { takeSignInBinding } from '../../plugins/sign-in-binding';
import { signedIn } from '../../plugins/signed-in';
import { loginWithToken, logout, type AuthDeps } from './login-service';
import {
  activeExperiments,
  agencySettings,
  listAgencies,
  switchAgency,
  toSessionDto,
} from './service';

/**
 * Sign-in, session, sign-out and portfolio switching (spec 1-foundation section 7), and what the
 * session switches on (experiments, agency settings).
 */
export async function authRoutes(app: FastifyInstance) {
  const deps: AuthDeps = {
    db: app.database.db,
    systems: app.complianceSystems,
    timeouts: app.config.session,
  };

  /** The session a new cookie token opens, in the web's shape. */
  const sessionFor = async (token: string) => {
    const session = await findSession(deps.db, token, deps.timeouts);
    if (!session) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    return toSessionDto(session, deps.systems);
  };

  route(app, authCalls.login, async (request, reply) => {
    const token = await loginWithToken(deps, request.body, {
      binding: takeSignInBinding(request, reply),
      previous: request.session,
      userAgent: request.headers['user-agent'] ?? null,
      log: (why) => request.log.warn({ why }, 'sign-in token refused'),
    });
    setSessionCookie(reply, token);
    return sessionFor(token);
  });

  route(app, authCalls.logout, async (request, reply) => {
    const logoutUrl = await logout(deps, request.session);
    clearSessionCookie(reply);
    return { logoutUrl };
  });

  route(app, authCalls.session, async (request) => {
    // A session that needs a new sign-in still answers here, so the web can send the user on.
    if (!request.session) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    return toSessionDto(request.session, deps.systems);
  });

  route(app, authCalls.systems, async () => deps.systems.statuses());

  await app.register(
    signedIn(async (app) => {
      route(app, authCalls.agencies, ({ scope }) => listAgencies(deps.db, scope.session));

      route(app, authCalls.switchAgency, async ({ scope, body, headers }, reply) => {
        const token = await switchAgency(
          deps,
          scope.session,
          body.agencyId,
          headers['user-agent'] ?? null,
        );
        setSessionCookie(reply, token);
        return sessionFor(token);
      });

      route(app, authCalls.activeExperiments, ({ scope }) =>
        activeExperiments(deps.db, scope.userId),
      );

      route(app, authCalls.agencySettings, ({ scope }) => agencySettings(deps.db, scope.session));
    }),
  );
}
