import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/v1/', '/v2/', '/cs/', '/docs', '/openapi.json', '/healthz'];

/**
 * Serves the built web app from the same origin: hashed assets cached for a year, index.html
 * (never cached) for every app route, so deep links and reloads work. The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each text file (apps/web/vite.config.ts): the copy the
 * request's Accept-Encoding prefers goes out as is, with Content-Encoding and
 * `Vary: Accept-Encoding`, so nothing is compressed per request.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string }) => {
    const indexFile = path.join(opts.webDist, 'index.html');
    const built = fs.existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        // Routes for the files built before start; restart after a rebuild.
        wildcard: false,
        index: false,
        preCompressed: true,
        // The request log leaves the app's files out: one line per API call or page is enough.
        logLevel: 'silent',
        setHeaders: (res, filePath) => {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn(`No built web app at ${opts.webDist}: run "npm run build" to serve the portal.`);
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isServerPath = SERVER_PREFIXES.some(
        (p) => url === p.replace(/\/$/, '') || url.startsWith(p),
      );
      // A missing asset is a 404, never the app page (a stale tab would parse HTML as script).
      const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isServerPath && !isAsset;
      if (wantsPage && built) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(reply, 404, 'NOT_FOUND', 'Not found');
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
