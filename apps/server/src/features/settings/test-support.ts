import type { CallDescription, TCallInput } from '@portal/contracts';
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
import { injectCall } from '../../../test/calls';

/**
 * Requests of the settings tests: calls from their descriptions as the signed-in `cookie`, and
 * raw mutations for what no description sends (a malformed body, another site's Origin).
 */
export function requests(app: FastifyInstance) {
  return {
    call: <C extends CallDescription>(
      call: C,
      input: TCallInput<C>,
      cookie?: string,
    ): Promise<LightMyRequestResponse> => injectCall(app, call, input, { cookie }),
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
        cookies: cookie ? { acp_session: cookie } : undefined,
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
