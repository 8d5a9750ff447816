import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';

// The sign-in callback carries a (single-use, short-lived) token in its query: keep it out of logs.
const SECRET_PARAMS = /([?&](?:token|authToken)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * What pino blanks wherever it appears in a logged object: cookies and credentials in headers,
 * and passwords and tokens in bodies or in any object logged beside a message.
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'password',
  'token',
  'authToken',
  '*.password',
  '*.token',
  '*.authToken',
  '*.*.password',
  '*.*.token',
  '*.*.authToken',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's pino options: `LOG_LEVEL`, secrets redacted, JSON lines, or pino-pretty's
 * coloured lines when `LOG_PRETTY` asks for them (a development dependency, loaded only then).
 * `stream` sends the lines somewhere else than stdout (tests read them).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
  stream?: DestinationStream,
): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream
      ? { stream }
      : config.logPretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
            },
          }
        : {}),
  };
}

/**
 * One line per request, written when its answer has gone: method, route pattern (or, for a
 * path no route matches, the path with its secrets redacted), status and time in ms; the
 * request id comes with `request.log`. Static files of the web app log nothing (their routes
 * are registered with `logLevel: 'silent'`). Fastify's own two lines per request are off
 * (`LogController` with `disableRequestLogging`).
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      request.log.info(
        {
          method: request.method,
          ...(route ? { route } : { url: redactUrl(request.url) }),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
