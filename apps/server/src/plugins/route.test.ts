import { allCalls, authCalls, metaCalls } from '@portal/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registeredRoutes, routeKey } from '../../test/security/route-catalogue';
import { route } from './route';
import { signedIn } from './signed-in';

/** Routes that are not calls of the API: the API's own description, the web app, the systems. */
const NOT_CALLS = [
  /^\/openapi\.json$/,
  /^\/docs(\/|$)/,
  /^\/(index\.html|assets\/[^/]+)$/,
  /^\/cs\//,
  /^\/\*$/,
];

describe('routes registered from the call descriptions', () => {
  it('should register every described call once, and no other API route', async () => {
    const registered = (await registeredRoutes())
      .filter((candidate) => !NOT_CALLS.some((pattern) => pattern.test(candidate.url)))
      .map(routeKey)
      .sort();
    const described = allCalls.map((call) => `${call.method} ${call.path}`).sort();
    expect(registered).toEqual(described);
  });

  it('should refuse a signed-in call registered outside the signed-in scope', () => {
    const app = Fastify();
    expect(() => route(app, authCalls.agencies, () => Promise.resolve([]))).toThrow(
      'outside the signed-in scope',
    );
  });

  it('should refuse a public call registered in the signed-in scope', async () => {
    const app = Fastify();
    await expect(
      app.register(
        signedIn(async (scoped) => {
          route(scoped, metaCalls.portalConfig, () => Promise.reject(new Error('unused')));
        }),
      ),
    ).rejects.toThrow('in the signed-in scope');
  });
});
