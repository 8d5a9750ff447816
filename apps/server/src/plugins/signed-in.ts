import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type TStateCode } from '@portal/contracts';
import { agencyToday } from '../domain/agency-clock';
import { unauthenticated } from '../lib/errors';
import { NO_STORE } from './security';
import type { PortalSession } from './session-store';

/** A session that may use the agency's data: signed in, with an agency, not awaiting re-login. */
export type SignedInSession = PortalSession & { agencyId: number };

/** What every signed-in call works within: the session's agency, its user and its day. */
export interface AgencyScope {
  agencyId: number;
  userId: number;
  isMaster: boolean;
  /**
   * The state whose compliance system signed the user in; the agency's pages are on its own
   * state's system (`agencySystemState`).
   */
  stateCode: TStateCode;
  agencyState: TStateCode | null;
  /** The agency's calendar day ('yyyy-MM-dd', in its state's time zone) when the call began. */
  today: string;
  now: Date;
  session: SignedInSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The agency scope of a call in the signed-in scope (`signedIn`); absent elsewhere. */
    scope: AgencyScope;
  }
}

/** Marks an encapsulated context as the signed-in scope (routes check it as they register). */
export const SIGNED_IN = 'signedInScope';

/** The session of a request, when it is signed in to an agency; otherwise 401. */
function signedInSession(request: FastifyRequest): SignedInSession {
  const session = request.session;
  if (!session || session.requiresRelogin || session.agencyId === null) {
    throw unauthenticated(AUTH_MESSAGES.sessionEnded);
  }
  return session as SignedInSession;
}

/**
 * The signed-in scope: the routes `register` adds answer 401 'Your session has expired. Please sign in again.' without a usable
 * session, are never cached (`Cache-Control: no-store`), and find their agency scope on
 * `request.scope`. A feature's signed-in calls live in
 * one such scope: `app.register(signedIn(async (app) => { route(app, call, handler) }))`.
 */
export function signedIn<Options extends object = Record<never, never>>(
  register: (app: FastifyInstance, options: Options) => Promise<void> | void,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.decorate(SIGNED_IN, true);
    app.decorateRequest('scope', null as unknown as AgencyScope);
    app.addHook('onRequest', async (request) => {
      const session = signedInSession(request);
      const now = app.now();
      request.scope = {
        agencyId: session.agencyId,
        userId: session.userId,
        isMaster: session.isMaster,
        stateCode: session.stateCode,
        agencyState: session.agencyState,
        today: agencyToday(now, session.agencyState),
        now,
        session,
      };
    });
    // Whatever a route says, its answers (data, exports, errors) are the user's alone.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
    });
    await register(app, options);
  };
}
