import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { methodNotAllowedMessage } from '@portal/contracts';
import { sendError } from './errors';

/**
 * A method a path does not have answers 405 with an Allow header listing those it has, not 404:
 * the routes are copied, as they are registered, into a router of their own (Fastify's, with
 * its options) that a request Fastify found no route for is looked up in, method by method. It
 * answers before any other check (the cross-site refusal, the session), as routing would.
 */
export const methodNotAllowedPlugin = fp(
  (app: FastifyInstance, opts: { ignoreTrailingSlash: boolean }) => {
    const router = FindMyWay({ ignoreTrailingSlash: opts.ignoreTrailingSlash });
    const methods = new Set<HTTPMethod>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat() as HTTPMethod[]) {
        methods.add(method);
        if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
      }
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const path = request.url.split('?')[0] ?? '/';
      // The path is the route that names most of it: a parametric route of another method that
      // would take it as a parameter (GET .../{serviceShortName} for .../quote) is not its own.
      const found = [...methods].flatMap((method) => {
        const route = router.find(method, path);
        return route ? [{ method, params: Object.keys(route.params).length }] : [];
      });
      if (found.length === 0) return;
      const fewest = Math.min(...found.map((route) => route.params));
      const allowed = found.filter((route) => route.params === fewest).map((r) => r.method);
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, 'METHOD_NOT_ALLOWED', methodNotAllowedMessage(allowed));
    });
  },
  { name: 'method-not-allowed', dependencies: ['errors'] },
);
