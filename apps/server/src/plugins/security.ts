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

/**
 * Browser features the portal never uses (the web app calls no device, payment or credential
 * API, and never reads the clipboard: pasting into the editor is a paste event, which no policy
 * governs), denied to its pages and to anything they embed. Only names Chromium knows: it
 * reports an unknown one on the console. Fullscreen stays the portal's own, for a PDF opened in
 * the browser's viewer; so does writing to the clipboard, for My preferences' Copy of the
 * calendar address.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'otp-credentials',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/** Answers that name no caching of their own: never stored, by the browser or any proxy. */
export const NO_STORE = 'no-store';

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
 * Security headers (HSTS when the portal is public over https, a Permissions-Policy, no caching
 * unless an answer says otherwise), and CSRF protection for every mutation: the browser's Origin
 * (or Referer) must be this server's own origin. Plain-text bodies are not accepted at all, so a
 * cross-site "simple" request cannot carry a payload either. Input holding a NUL character is
 * refused.
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
      // Whenever browsers reach the portal over https, directly or through a TLS proxy.
      hsts: opts.config.publicUrl.startsWith('https:') ? undefined : false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    // Signed-in data, exports and errors are never kept; public files say how long they keep.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
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
