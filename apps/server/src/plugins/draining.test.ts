import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainingPlugin } from './draining';

describe('draining on shutdown', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('should finish requests in flight and answer new ones 503 when draining', async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    app = Fastify();
    await app.register(drainingPlugin);
    app.get('/slow', async () => {
      arrive();
      await released;
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const slow = fetch(`${origin}/slow`);
    // Drain only once the slow request is in its handler: a fixed pause lost that race on a busy
    // machine, where draining with nothing in flight settles at once.
    await arrived;
    let drained = false;
    const drain = app.drain().then(() => {
      drained = true;
    });

    const refused = await fetch(`${origin}/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toEqual({
      success: false,
      error: { code: 'UNAVAILABLE', message: 'The server is restarting: try again.' },
    });
    expect(drained).toBe(false);

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await drain;
    expect(drained).toBe(true);
  });

  it('should settle at once when draining with nothing in flight', async () => {
    app = Fastify();
    await app.register(drainingPlugin);
    await app.ready();
    await expect(app.drain()).resolves.toBeUndefined();
  });
});
