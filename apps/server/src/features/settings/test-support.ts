import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_ORIGIN } from '../../../test/app';
import {
  callbackParams,
  cookieOf,
  DEMO_PASSWORD,
  loginBody,
  postLogin,
  submitSignIn,
} from '../../../test/auth';

/** Requests of the settings tests: GET, and mutations from the portal's own origin. */
export function requests(app: FastifyInstance) {
  const cookies = (cookie?: string) => (cookie ? { acp_session: cookie } : undefined);
  return {
    get: (url: string, cookie?: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url, cookies: cookies(cookie) }),
    send: (
      method: 'POST' | 'PATCH',
      url: string,
      cookie: string | undefined,
      payload: unknown,
      headers: Record<string, string> = { origin: TEST_ORIGIN },
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method,
        url,
        headers,
        cookies: cookies(cookie),
        payload: payload as Record<string, unknown>,
      }),
  };
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
