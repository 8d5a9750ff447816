import { callUrl, type CallDescription, type TCallInput } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './app';

export interface CallRequestOptions {
  /** The portal session's cookie token; none: signed out. */
  cookie?: string | undefined;
  /** Extra headers; a mutation carries the portal's own Origin unless these replace it. */
  headers?: Record<string, string>;
  /** The client's address, for calls limited per address. */
  remoteAddress?: string;
  /** Other cookies the browser holds. */
  cookies?: Record<string, string>;
}

/**
 * Makes one call of the API from its description (contracts), as the web's client does: the
 * path and query built from `input`, the body as JSON, and a mutation from the portal's own
 * origin. For a deliberately malformed request (a bad id, a stray parameter) use `inject`.
 */
export function injectCall<C extends CallDescription>(
  app: FastifyInstance,
  call: C,
  input: TCallInput<C>,
  { cookie, headers, remoteAddress, cookies }: CallRequestOptions = {},
): Promise<LightMyRequestResponse> {
  const body = (input as { body?: unknown }).body;
  return app.inject({
    method: call.method,
    url: callUrl(call, input),
    headers: { ...(call.method === 'GET' ? {} : { origin: TEST_ORIGIN }), ...headers },
    cookies:
      cookie || cookies ? { ...cookies, ...(cookie ? { acp_session: cookie } : {}) } : undefined,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
