import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATES, type TState, type TStateCode } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { ComplianceSystems } from '../../plugins/compliance-systems';
import { SESSION_COOKIE } from '../../plugins/session';
import { agencySystemState, findSession, type SessionTimeouts } from '../../plugins/session-store';
import { PageError } from '../page-error';

export interface LegacyDeps {
  database: Database;
  systems: ComplianceSystems;
  timeouts: SessionTimeouts;
}

export const legacyDeps = (app: FastifyInstance): LegacyDeps => ({
  database: app.database,
  systems: app.complianceSystems,
  timeouts: app.config.session,
});

/** Who is looking at a legacy page: the portal session's user and agency. */
export interface Viewer {
  /** The state whose system serves the page (from the path). */
  state: TState;
  userId: number;
  userName: string;
  impersonatorUserId: number | null;
  agencyId: number;
  agencyName: string;
  agencyState: TStateCode;
  /** The portal's home, for 'Back to the portal'. */
  portalHome: string;
}

/** The longest return path the sign-in form takes back. */
const RETURN_MAX = 2048;

export const systemBase = (state: TState) => `/cs/${state.shortName}`;

export const notFound = (state: TState | null) =>
  new PageError(404, state, 'Page not found', "The page you're looking for doesn't exist.");

/** The state of the path, when this server is its system; otherwise the 404 page. */
function systemState(systems: ComplianceSystems, param: string): TState {
  const state = STATES.find((s) => s.shortName === param);
  if (!state || !systems.isBuiltIn(state.code)) throw notFound(state ?? null);
  return state;
}

function signInRequired(request: FastifyRequest, state: TState): PageError {
  const path = request.url.length <= RETURN_MAX ? request.url : request.url.split('?')[0]!;
  return new PageError(
    401,
    state,
    'Sign in required',
    `Sign in to the ${state.name} compliance system to see this page.`,
    {
      href: `${systemBase(state)}/login?state=${encodeURIComponent(path.slice(0, RETURN_MAX))}`,
      text: 'Sign in',
    },
  );
}

/**
 * The viewer of the portal session in the `acp_session` cookie. Each state's system serves the
 * agencies of its state, whichever system signed the user in: a missing, expired or ended
 * session, or one whose agency is of another state, gets the sign-in-required page.
 */
async function signedInViewer(
  deps: LegacyDeps,
  request: FastifyRequest,
  state: TState,
): Promise<Viewer> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await findSession(deps.database.db, token, deps.timeouts) : null;
  if (
    !session ||
    session.requiresRelogin ||
    session.agencyId === null ||
    session.agencyName === null ||
    agencySystemState(session) !== state.code
  ) {
    throw signInRequired(request, state);
  }
  return {
    state,
    userId: session.userId,
    userName: session.userName,
    impersonatorUserId: session.impersonatorUserId,
    agencyId: session.agencyId,
    agencyName: session.agencyName,
    agencyState: session.agencyState ?? session.stateCode,
    portalHome: deps.systems.portalUrl('/'),
  };
}

/** The signed-in viewer of a page of the path's state (a state served here). */
export const pageViewer = (deps: LegacyDeps, request: FastifyRequest, stateParam: string) =>
  signedInViewer(deps, request, systemState(deps.systems, stateParam));

/** A database id from the URL or a form; null for anything that cannot be one. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Another agency's property reads exactly as a missing one. */
export const propertyNotFound = (viewer: Viewer) =>
  new PageError(
    404,
    viewer.state,
    'Property not found',
    "The property you're looking for doesn't exist.",
  );

export const sendPage = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);
