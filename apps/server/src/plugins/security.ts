import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
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

/**
 * Security headers, and CSRF protection for every mutation: the browser's Origin (or Referer)
 * must be this server's own origin. Plain-text bodies are not accepted at all, so a cross-site
 * "simple" request cannot carry a payload either.
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
  },
  { name: 'security', dependencies: ['errors'] },
);
