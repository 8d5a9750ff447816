import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { badRequest } from '../lib/errors';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This server's origin as a browser writes it (no default port). */
function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function claimedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  const claimed = origin && origin !== 'null' ? origin : request.headers.referer;
  if (!claimed) return null;
  try {
    return new URL(claimed).origin;
  } catch {
    return null;
  }
}

/** True when a state-changing request comes from our own pages (or a configured origin). */
export function isSameOriginRequest(request: FastifyRequest, trusted: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = claimedOrigin(request);
  if (!origin) return false;
  return origin === requestOrigin(request) || trusted.includes(origin);
}

export const NUL_REFUSED = 'Text cannot contain a NUL character';

/**
 * Whether parsed input holds U+0000 in a key or a string: arrays and plain objects, including
 * the null-prototype ones the query parser makes (never buffers or streams).
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  const plain =
    proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
  if (!Array.isArray(value) && !plain) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/**
 * Security headers, and CSRF protection for every mutation: the browser's Origin (or Referer)
 * must be this server's own origin. Plain-text bodies are not accepted at all, so a cross-site
 * "simple" request cannot carry a payload either. Input holding a NUL character is refused.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes CSS variables in style elements and attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Same-origin everything; a stricter policy would block downloads opened in new tabs.
      crossOriginEmbedderPolicy: false,
      hsts: opts.config.trustProxy ? undefined : false,
    });
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!isSameOriginRequest(request, opts.config.trustedOrigins)) {
        return sendError(reply, 403, 'FORBIDDEN', 'Cross-site request refused');
      }
    });
    // PostgreSQL text cannot hold NUL: such input would fail its query with a 500.
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
        throw badRequest(NUL_REFUSED);
      }
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
