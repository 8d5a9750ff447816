import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorCodeForStatus, SERVICE_MESSAGES, type TErrorCode } from '@portal/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/errors';

/** How long a client waits before retrying while the database is out of reach (a restart). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function sendError(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return reply
    .status(status)
    .send({ success: false, error: { code, message, ...(fields ? { fields } : {}) } });
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const where = error.validationContext ?? 'body';
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path ? `${where}.${path}` : where;
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** The answer to a path Fastify's router cannot read. */
export const MALFORMED_PATH = 'The address of this request is malformed';

/**
 * Fastify's `frameworkErrors`: a path segment that is not valid percent-encoding ('%zz') or is
 * longer than the router's maxParamLength leaves as the envelope's 400, like any other bad input,
 * instead of Fastify's own JSON (a 414 for the long one) that no description lists.
 */
export function malformedPath(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(reply, 400, 'BAD_REQUEST', MALFORMED_PATH);
}

/**
 * The one error handler: every failure leaves as the envelope with a truthful status. Input
 * problems name the field and the rule's message; a 5xx never shows internals.
 */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        return sendError(reply, error.statusCode, error.code, error.message, error.fields);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = validationFields(error);
        const first = Object.values(fields)[0] ?? 'Invalid request';
        return sendError(reply, 400, 'BAD_REQUEST', first, fields);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendError(reply, 500, 'INTERNAL', 'Something went wrong');
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or failover of the database: the client may retry, and the pool reconnects
        // by itself on the next request.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, 'UNAVAILABLE', SERVICE_MESSAGES.databaseUnavailable);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unknown content type, ...).
        return sendError(reply, status, errorCodeForStatus(status), error.message);
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, 500, 'INTERNAL', 'Something went wrong');
    });
  },
  { name: 'errors' },
);
