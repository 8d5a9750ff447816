import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  apiKeyRefusal,
  callOperationId,
  callResponses,
  strictQuery,
  type CallDescription,
  type TCallBody,
  type TCallParams,
  type TCallQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import { quotaHook } from './quota';
import { SIGNED_IN } from './signed-in';
import { API_KEY_SECURITY, SESSION_SECURITY } from './openapi';

/** The request a call's handler gets: params, query and body validated by the call's schemas. */
type CallRequest<C extends CallDescription> = FastifyRequest<{
  Params: TCallParams<C>;
  Querystring: TCallQuery<C>;
  Body: TCallBody<C>;
}>;

/**
 * What a handler answers: the envelope's data (checked against the call's schema on the way
 * out), or the reply itself when it has sent something else (a file, a stream, an error).
 */
type CallAnswer<C extends CallDescription> =
  (C['data'] extends z.core.$ZodType ? z.input<C['data']> : never) | FastifyReply;

export type CallHandler<C extends CallDescription> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallAnswer<C>>;

/** Route options beyond the description: hooks of this route alone, rate limits, log level. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'onSend' | 'config' | 'logLevel'
>;

/** How a call authenticates in /openapi.json: with an API key too, when a key may call it. */
function callSecurity(call: CallDescription): Record<string, never[]>[] {
  if (call.access !== 'session') return [];
  const session = { [SESSION_SECURITY]: [] };
  return apiKeyRefusal(call.method, call.path) ? [session] : [session, { [API_KEY_SECURITY]: [] }];
}

/**
 * Registers a call from its description (contracts): method, path, schemas (so validation and
 * /openapi.json), and the success envelope around what the handler answers. A call described as
 * signed-in can only be registered in the signed-in scope. Its query refuses every parameter it
 * does not describe (`strictQuery`); /openapi.json names it by its operationId and says whether
 * it needs the session cookie. A call with a quota spends it before its handler runs
 * (plugins/quota.ts), and needs the signed-in scope's user and agency.
 */
export function route<C extends CallDescription>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  extras: RouteExtras = {},
): void {
  const signedIn = app.hasDecorator(SIGNED_IN);
  if ((call.access === 'session') !== signedIn) {
    throw new Error(
      `${call.method} ${call.path} is described as ${call.access} but registered ` +
        (signedIn ? 'in the signed-in scope' : 'outside the signed-in scope'),
    );
  }
  if (call.quota && call.access !== 'session') {
    throw new Error(`${call.method} ${call.path} has a quota, which needs a signed-in user`);
  }
  const preHandler = [
    ...(call.quota ? [quotaHook(call.quota)] : []),
    ...[extras.preHandler ?? []].flat(),
  ];
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      operationId: callOperationId(call),
      tags: [...call.tags],
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      ...(call.params ? { params: call.params } : {}),
      querystring: strictQuery(call),
      ...(call.body ? { body: call.body } : {}),
      ...(call.consumes ? { consumes: [...call.consumes] } : {}),
      response: callResponses(call),
      security: callSecurity(call),
    },
    ...extras,
    ...(preHandler.length > 0 ? { preHandler } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as CallRequest<C>, reply);
      if (answer === reply || !call.data) return answer;
      return { success: true, data: answer };
    },
  });
}
