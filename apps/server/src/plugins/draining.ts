import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVICE_MESSAGES } from '@portal/contracts';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts shutdown: every new request is answered 503 (with `Connection: close`), and the
     * promise settles once the requests already in flight have finished.
     */
    drain: () => Promise<void>;
  }
}

/**
 * Graceful shutdown's first step. While draining the server keeps listening, so a request that
 * arrives (a load balancer not yet told, a keep-alive connection) gets a clear 503 it can retry
 * elsewhere instead of a refused connection; `/healthz` answers 503 too, taking the replica out.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let inFlight = 0;
    let idle: (() => void) | null = null;

    app.addHook('onRequest', async (request, reply) => {
      if (draining) {
        reply.header('connection', 'close');
        return sendError(reply, 503, 'UNAVAILABLE', SERVICE_MESSAGES.restarting);
      }
      inFlight++;
      // 'close' follows the last byte of the answer, or the client going away mid-answer.
      reply.raw.once('close', () => {
        inFlight--;
        if (draining && inFlight === 0) idle?.();
      });
    });

    app.decorate('drain', () => {
      draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idle = resolve;
      });
    });
  },
  { name: 'draining' },
);
