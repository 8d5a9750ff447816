import type { FastifyRequest } from 'fastify';

// The sign-in callback carries a (single-use, short-lived) token in its query: keep it out of logs.
const SECRET_PARAMS = /([?&](?:token|authToken)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log fields, with secrets in the query string redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
