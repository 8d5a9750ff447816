import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, STATES, type TState } from '@portal/contracts';
import { sha256Hex } from '../lib/tokens';
import { SESSION_COOKIE } from '../plugins/session';
import { bindSignIn } from '../plugins/sign-in-binding';
import { forgiveAttempts, takeAttempt } from './attempts';
import { clearSystemCookie, readSystemCookie, setSystemCookie } from './cookie';
import { PageError } from './page-error';
import { confirmPage, messagePage, signInPage, viewAsPage, type ConfirmOptions } from './pages';
import { isSameOriginNavigation } from './same-origin';
import {
  agencyInState,
  callbackUrl,
  checkPassword,
  findPeople,
  findPerson,
  findSystemSession,
  pruneSignInData,
  replaceSystemSession,
  signOutOfSystem,
  switchBack,
  switchBackPortalSession,
  type SystemDeps,
} from './service';

const VIEW_AS_LIMIT = 50;
/** About one successful sign-in in a hundred also clears out expired sign-in rows. */
const PRUNE_ODDS = 0.01;

const ZParams = z.object({ state: z.string().max(16) });
/** Where the portal returns after sign-in: opaque here, checked by the web app. */
const ZReturnState = z
  .string()
  .max(2048, 'The return address is too long')
  .optional()
  .transform((v) => (v?.trim() ? v : null));
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

const ZSignInForm = z.object({
  username: z.string().max(200, 'The username is too long').default(''),
  password: z.string().max(1024, 'The password is too long').default(''),
  state: ZReturnState,
});

const hidden = { hide: true } as const;

const send = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

/** The built-in compliance systems' pages: sign-in, view as, switch back, sign-out. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SystemDeps = {
    db: app.database.db,
    systems: app.complianceSystems,
    timeouts: app.config.session,
  };
  const trustedOrigins = app.config.trustedOrigins;
  const portalLogin = () => deps.systems.portalUrl('/auth/login');
  const base = (state: TState) => `/cs/${state.shortName}`;
  const withReturn = (path: string, returnState: string | null) =>
    returnState ? `${path}?state=${encodeURIComponent(returnState)}` : path;

  /** The path's state; sign-in needs it to be served here. */
  function stateOf(param: string, { signIn }: { signIn: boolean }): TState {
    const state = STATES.find((s) => s.shortName === param);
    if (!state) throw new PageError(404, null, 'Page not found', 'There is no such state.');
    if (signIn && !deps.systems.url(state.code)) {
      throw new PageError(
        404,
        state,
        'No compliance system',
        AUTH_MESSAGES.noSystemUrl(state.code),
        { href: portalLogin(), text: 'Choose your state' },
      );
    }
    if (signIn && !deps.systems.isBuiltIn(state.code)) {
      throw new PageError(
        404,
        state,
        'Not served here',
        `The ${state.code} compliance system is at ${deps.systems.url(state.code)}.`,
      );
    }
    return state;
  }

  const currentSignIn = async (request: FastifyRequest, state: TState) => {
    const token = readSystemCookie(request, state);
    return token ? findSystemSession(deps.db, state.code, token) : null;
  };

  const staffSignIn = async (request: FastifyRequest, state: TState) => {
    const current = await currentSignIn(request, state);
    return current?.isProviderStaff ? current : null;
  };

  app.get('/:state', { schema: { ...hidden, params: ZParams } }, async (request, reply) => {
    const state = stateOf(request.params.state, { signIn: false });
    return reply.redirect(`${base(state)}/login`, 302);
  });

  app.get(
    '/:state/login',
    { schema: { ...hidden, params: ZParams, querystring: z.object({ state: ZReturnState }) } },
    async (request, reply) => {
      const state = stateOf(request.params.state, { signIn: true });
      const returnState = request.query.state;
      // A staff member still signed in goes straight back to choosing whom to view as.
      if (await staffSignIn(request, state)) {
        return reply.redirect(withReturn(`${base(state)}/view-as`, returnState), 303);
      }
      return send(reply, 200, signInPage({ state, returnState, portalLoginUrl: portalLogin() }));
    },
  );

  app.post(
    '/:state/login',
    { schema: { ...hidden, params: ZParams, body: ZSignInForm } },
    async (request, reply) => {
      const state = stateOf(request.params.state, { signIn: true });
      const { username, password, state: returnState } = request.body;
      const form = (status: number, error: string) =>
        send(
          reply,
          status,
          signInPage({ state, username, returnState, error, portalLoginUrl: portalLogin() }),
        );

      if (!username.trim() || !password) return form(400, 'Enter your username and password.');
      const throttle = await takeAttempt(deps.db, username, request.ip, state.code);
      if (throttle) {
        // A refusal to come back later, never a request held open while the delay runs.
        request.log.warn({ signInThrottle: throttle }, 'sign-in throttled');
        reply.header('retry-after', String(throttle.retryAfterSeconds));
        return form(429, AUTH_MESSAGES.tooManyAttempts(throttle.retryAfterSeconds));
      }
      const user = await checkPassword(deps.db, username, password);
      if (!user) return form(401, AUTH_MESSAGES.invalidCredentials);
      await forgiveAttempts(deps.db, username, request.ip);
      if (user.disabled) {
        throw new PageError(
          403,
          state,
          'Account disabled',
          'Your account is disabled. Please contact your account manager.',
        );
      }

      const agencyId = user.isProviderStaff
        ? null
        : await agencyInState(deps.db, user.id, state.code);
      if (!user.isProviderStaff && agencyId === null) {
        throw new PageError(
          403,
          state,
          `No portfolio in ${state.code}`,
          `Your account has no portfolio in ${state.code}.`,
          { href: portalLogin(), text: 'Choose your state' },
          "Choose your state on the portal's sign-in page.",
        );
      }
      const next = await replaceSystemSession(deps, state.code, {
        previous: await currentSignIn(request, state),
        userId: user.id,
        impersonatedUserId: null,
        agencyId,
        action: 'sign-in',
      });
      if (Math.random() < PRUNE_ODDS) {
        pruneSignInData(deps.db).catch((err: unknown) =>
          request.log.warn({ err }, 'could not prune old sign-in rows'),
        );
      }
      setSystemCookie(reply, state, next.token);
      if (agencyId === null) {
        return reply.redirect(withReturn(`${base(state)}/view-as`, returnState), 303);
      }
      const target = await callbackUrl(deps, state.code, {
        userId: user.id,
        agencyId,
        complianceSessionId: next.publicId,
        impersonatorUserId: null,
        nonce: bindSignIn(reply),
        returnState,
      });
      return reply.redirect(target, 303);
    },
  );

  app.get(
    '/:state/view-as',
    {
      schema: {
        ...hidden,
        params: ZParams,
        querystring: z.object({
          q: z.string().max(100, 'The search is too long').default(''),
          state: ZReturnState,
        }),
      },
    },
    async (request, reply) => {
      const state = stateOf(request.params.state, { signIn: true });
      const { q, state: returnState } = request.query;
      const staff = await staffSignIn(request, state);
      if (!staff) return reply.redirect(withReturn(`${base(state)}/login`, returnState), 303);
      const found = await findPeople(deps.db, state.code, q, VIEW_AS_LIMIT);
      return send(
        reply,
        200,
        viewAsPage({
          state,
          staffName: staff.userName,
          query: q.trim(),
          returnState,
          impersonating: staff.impersonatedName,
          ...found,
        }),
      );
    },
  );

  app.post(
    '/:state/impersonate',
    {
      schema: {
        ...hidden,
        params: ZParams,
        body: z.object({ userId: ZId, agencyId: ZId, state: ZReturnState }),
      },
    },
    async (request, reply) => {
      const state = stateOf(request.params.state, { signIn: true });
      const { userId, agencyId, state: returnState } = request.body;
      const staff = await staffSignIn(request, state);
      if (!staff) return reply.redirect(withReturn(`${base(state)}/login`, returnState), 303);
      const person = await findPerson(deps.db, state.code, userId, agencyId);
      if (!person) {
        throw new PageError(404, state, 'User not found', `No such agency user in ${state.code}.`, {
          href: withReturn(`${base(state)}/view-as`, returnState),
          text: 'Back to the list',
        });
      }
      const next = await replaceSystemSession(deps, state.code, {
        previous: staff,
        userId: staff.userId,
        impersonatedUserId: person.userId,
        agencyId: person.agencyId,
        action: 'impersonation.start',
      });
      setSystemCookie(reply, state, next.token);
      const target = await callbackUrl(deps, state.code, {
        userId: person.userId,
        agencyId: person.agencyId,
        complianceSessionId: next.publicId,
        impersonatorUserId: staff.userId,
        nonce: bindSignIn(reply),
        returnState,
      });
      return reply.redirect(target, 303);
    },
  );

  /** Ends the impersonation (or this browser's impersonated portal session); where to go next. */
  async function endImpersonation(request: FastifyRequest, reply: FastifyReply, state: TState) {
    const current = await currentSignIn(request, state);
    if (current?.impersonatedUserId) {
      setSystemCookie(reply, state, await switchBack(deps, state.code, current));
      return reply.redirect(`${base(state)}/view-as`, 303);
    }
    if (current?.isProviderStaff) return reply.redirect(`${base(state)}/view-as`, 303);
    // The system's sign-in is gone: still end this browser's impersonated portal session.
    const portalToken = request.cookies[SESSION_COOKIE];
    if (portalToken) await switchBackPortalSession(deps.db, state.code, sha256Hex(portalToken));
    return reply.redirect(`${base(state)}/login`, 303);
  }

  async function signOut(request: FastifyRequest, reply: FastifyReply, state: TState) {
    const current = await currentSignIn(request, state);
    if (current) await signOutOfSystem(deps, state.code, current);
    clearSystemCookie(reply, state);
    return send(
      reply,
      200,
      messagePage({
        state,
        title: 'Signed out',
        message: `You have signed out of the ${state.name} compliance system.`,
        link: { href: portalLogin(), text: 'Sign in to the portal' },
      }),
    );
  }

  /**
   * Switch-back and sign-out keep their GET addresses (the portal links to them), but a GET
   * changes nothing unless it comes from the portal's own pages: from anywhere else (a link on
   * another site, a typed address) it shows a button that POSTs, under the CSRF check.
   */
  const confirmed =
    (action: typeof signOut, path: string, confirm: (state: TState) => ConfirmOptions) =>
    async (request: FastifyRequest<{ Params: { state: string } }>, reply: FastifyReply) => {
      const state = stateOf(request.params.state, { signIn: false });
      if (request.method === 'POST' || isSameOriginNavigation(request, trustedOrigins)) {
        return action(request, reply, state);
      }
      const form = {
        state,
        action: `${base(state)}${path}`,
        portalUrl: deps.systems.portalUrl('/'),
      };
      return send(reply, 200, confirmPage({ ...form, ...confirm(state) }));
    };

  const switchBackPage = confirmed(endImpersonation, '/App/switchBackToOriginalUser', () => ({
    title: 'Switch back',
    message: 'End viewing the portal as another user and return to your own sign-in?',
    button: 'Switch back',
  }));
  const signOutPage = confirmed(signOut, '/logout', (state) => ({
    title: 'Sign out',
    message: `Sign out of the ${state.name} compliance system and the portal?`,
    button: 'Sign out',
  }));
  const byState = { schema: { ...hidden, params: ZParams } };
  app.get('/:state/App/switchBackToOriginalUser', byState, switchBackPage);
  app.post('/:state/App/switchBackToOriginalUser', byState, switchBackPage);
  app.get('/:state/logout', byState, signOutPage);
  app.post('/:state/logout', byState, signOutPage);
};
