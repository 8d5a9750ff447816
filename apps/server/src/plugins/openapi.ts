import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './session';

/** The security scheme of the signed-in calls: the session cookie sign-in sets. */
export const SESSION_SECURITY = 'session';
/** An agency's API key (Settings, API Integration): GET calls only, never a master user's. */
export const API_KEY_SECURITY = 'apiKey';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
interface Response {
  content?: Record<string, { schema?: object }>;
  headers?: object;
}

/**
 * The zod schemas of a route as OpenAPI, then what the zod transform leaves out: the headers an
 * answer carries (Allow, Retry-After), and a file's body as binary rather than any JSON.
 */
const transform: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const described = document.schema?.response as Record<string, Response> | undefined;
  const responses = transformed.schema?.response as Record<string, Response> | undefined;
  for (const [status, response] of Object.entries(responses ?? {})) {
    const headers = described?.[status]?.headers;
    if (headers) response.headers = headers;
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      if (mediaType !== 'application/json') media.schema = { type: 'string', format: 'binary' };
    }
  }
  return transformed;
};

/** /openapi.json and /docs, generated from the same zod schemas that validate the routes. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string; publicUrl: string | undefined }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Compliance Portal API',
          description:
            'The backend-for-frontend of the compliance portal. Every JSON response is an ' +
            'envelope: { success: true, data } or { success: false, error }. Signed-in calls ' +
            `need the session cookie (${SESSION_COOKIE}); every call other than a GET must come ` +
            'from the portal’s own origin (Origin or Referer), else 403. A query parameter a ' +
            'call does not describe is a 400 naming it; a method a path does not have is a 405 ' +
            'whose Allow header lists those it has. An agency’s own tools call the signed-in GET ' +
            'calls with an API key instead (Authorization: Bearer <key>, created by a master ' +
            'user in Settings, API Integration): read-only, so any other method is 403, as are ' +
            'master-only calls; an unknown or revoked key is 401.',
          version: opts.version,
        },
        // Relative when no public URL is set: clients resolve it against where they read this.
        servers: [{ url: opts.publicUrl?.replace(/\/+$/, '') || '/', description: 'This portal' }],
        components: {
          securitySchemes: {
            [SESSION_SECURITY]: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'The session, set by POST /v1/auth/login',
            },
            [API_KEY_SECURITY]: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An agency API key (acp_…), read-only: GET calls of the signed-in scope only',
            },
          },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
