import type { CallDescription, TCallInput } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from '../../../test/app';
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
