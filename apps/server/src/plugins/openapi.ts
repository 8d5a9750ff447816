import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** /openapi.json and /docs, generated from the same zod schemas that validate the routes. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Compliance Portal API',
          description:
            'The backend-for-frontend of the compliance portal. Every response is an envelope.',
          version: opts.version,
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
