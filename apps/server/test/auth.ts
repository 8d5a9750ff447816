import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_PARAMS, authCalls, type TLoginRequest, type TSession } from '@portal/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { TEST_ORIGIN } from './app';
import { injectCall, type CallRequestOptions } from './calls';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'demo';

type Cookies = Record<string, string>;

/** A fresh client address, so one test's failed sign-ins never throttle another's. */
export const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** POST the built-in system's sign-in form, as a browser would. */
export function submitSignIn(
  app: FastifyInstance,
  options: {
    state?: string;
    username: string;
    password: string;
    returnState?: string;
    cookies?: Cookies;
    remoteAddress?: string;
  },
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ username: options.username, password: options.password });
  if (options.returnState) form.set('state', options.returnState);
  return app.inject({
    method: 'POST',
    url: `/cs/${options.state ?? 'vic'}/login`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
    cookies: options.cookies,
    remoteAddress: options.remoteAddress,
  });
}

/** The browser's sign-in binding cookie (plugins/sign-in-binding.ts) a sign-in set. */
export const SIGN_IN_COOKIE = 'acp_sign_in';

/**
 * The binding cookie that came with a callback's parameters and with the login body made from
 * them, so `postLogin` sends it as the browser that signed in would.
 */
const bindings = new WeakMap<object, string | undefined>();

/** The query of the /auth/callback URL a sign-in redirected to. */
export function callbackParams(response: LightMyRequestResponse): URLSearchParams {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location.startsWith('/auth/callback?')).toBe(true);
  const params = new URL(location, TEST_ORIGIN).searchParams;
  bindings.set(params, cookieOf(response, SIGN_IN_COOKIE)?.value);
  return params;
}

/** The binding cookie of the browser that got these callback parameters (or login body). */
export const bindingOf = (paramsOrBody: object) => bindings.get(paramsOrBody);

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** What the web's /auth/callback page posts to /v1/auth/login. */
export function loginBody(params: URLSearchParams) {
  const original = params.get(AUTH_PARAMS.originalUserId);
  const body = {
    authToken: params.get(AUTH_PARAMS.token) ?? '',
    complianceSystemSessionId: params.get(AUTH_PARAMS.complianceSessionId) ?? '',
    isImpersonating: params.get(AUTH_PARAMS.impersonating) === '1',
    originalComplianceUserId: original ? Number(original) : null,
  };
  bindings.set(body, bindings.get(params));
  return body;
}

/**
 * The web's login call; `options.cookie`: a session the browser still holds. The browser holds
 * the binding cookie its sign-in set (`options.signIn` instead, when given; null: none).
 */
export function postLogin(
  app: FastifyInstance,
  body: TLoginRequest,
  options: CallRequestOptions & { signIn?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const { signIn, ...rest } = options;
  const binding = signIn === undefined ? bindings.get(body) : signIn;
  const cookies = binding ? { ...rest.cookies, [SIGN_IN_COOKIE]: binding } : rest.cookies;
  return injectCall(app, authCalls.login, { body }, { ...rest, cookies });
}

/** The whole round trip: the system's form, then the portal's login. Returns the cookie. */
export async function signInToPortal(
  app: FastifyInstance,
  username: string,
  options: { state?: string; password?: string } = {},
): Promise<{ cookie: string; session: TSession; params: URLSearchParams }> {
  const form = await submitSignIn(app, {
    state: options.state,
    username,
    password: options.password ?? DEMO_PASSWORD,
  });
  const params = callbackParams(form);
  const login = await postLogin(app, loginBody(params));
  expect(login.statusCode).toBe(200);
  const cookie = cookieOf(login, 'acp_session')!.value;
  return { cookie, session: login.json<{ data: TSession }>().data, params };
}

export function getSession(app: FastifyInstance, cookie: string | undefined) {
  return injectCall(app, authCalls.session, {}, { cookie });
}

/** An agency's id by its state, from the demo data. */
export async function agencyIdIn(owner: Database, state: string): Promise<number> {
  const { rows } = await owner.pool.query<{ id: number }>(
    'select id from agencies where state_code = $1 order by id limit 1',
    [state],
  );
  return rows[0]!.id;
}

export async function userIdOf(owner: Database, username: string): Promise<number> {
  const { rows } = await owner.pool.query<{ id: number }>(
    'select id from users where lower(username) = lower($1)',
    [username],
  );
  return rows[0]!.id;
}

/** A user of one's own, so a test may disable them or change their memberships freely. */
export async function createUser(
  owner: Database,
  options: { agencies?: number[]; isProviderStaff?: boolean; password?: string } = {},
): Promise<{ id: number; username: string; password: string }> {
  const password = options.password ?? 'correct horse battery staple';
  const username = `test.${randomBytes(6).toString('hex')}`;
  const { rows } = await owner.pool.query<{ id: number }>(
    `insert into users (username, password_hash, display_name, is_provider_staff)
     values ($1, $2, $3, $4) returning id`,
    [username, await hashPassword(password), `Test ${username}`, options.isProviderStaff ?? false],
  );
  const id = rows[0]!.id;
  for (const agencyId of options.agencies ?? []) {
    await owner.pool.query(
      'insert into agency_memberships (user_id, agency_id, is_master) values ($1, $2, false)',
      [id, agencyId],
    );
  }
  return { id, username, password };
}

/** demo.staff signs in to the state's system and views the portal as a user of an agency. */
export async function viewAs(
  app: FastifyInstance,
  userId: number,
  agencyId: number,
  state = 'vic',
): Promise<string> {
  const signIn = await submitSignIn(app, {
    state,
    username: 'demo.staff',
    password: DEMO_PASSWORD,
  });
  expect(signIn.statusCode).toBe(303);
  const system = cookieOf(signIn, `acp_cs_${state}`)!.value;
  const res = await app.inject({
    method: 'POST',
    url: `/cs/${state}/impersonate`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    cookies: { [`acp_cs_${state}`]: system },
    payload: `userId=${userId}&agencyId=${agencyId}`,
  });
  const login = await postLogin(app, loginBody(callbackParams(res)));
  expect(login.statusCode).toBe(200);
  return cookieOf(login, 'acp_session')!.value;
}
