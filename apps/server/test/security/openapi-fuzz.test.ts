import fc from 'fast-check';
import { allCalls } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { demoApp, type DemoApp } from '../demo-app';
import { MALFORMED_PATH } from '../../src/plugins/errors';
import { png } from './hostile-files/images';
import { ApiDescription, HTTP_METHODS, openApiPath, type OpenApiDocument } from './openapi-oracle';
import { CATALOGUE, routeKey } from './route-catalogue';
import {
  idsFor,
  jsonSchemaOf,
  refusal,
  requestArbitrary,
  slotKey,
  validBody,
  type Generated,
  type IdPools,
} from './fuzz/requests';
import { describeRequest, Failures, inject } from './fuzz/send';

/**
 * Requests per call of the contracts (about 75 calls today), beside some 600 for the method and
 * query checks: about 2,900 by default, each run with a new seed, so runs add up to a deeper
 * search over time. FUZZ_RUNS=460 sends about 35,000 (a deep run, by hand); FUZZ_SEED replays a
 * run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Each run's seed, named by a failing run so it can be replayed. */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const MISSING_ID = 2_147_483_647;

describe('the API as /openapi.json describes it', () => {
  let h: DemoApp;
  let api: ApiDescription;
  /** The signed-in users' session cookies. */
  const cookies = { manager: '', master: '' };
  /** demo.manager's, for the checks that need one session. */
  let cookie = '';
  const pools: IdPools = new Map();
  /** The public names of an uploaded image, and of two that do not exist. */
  let images: string[] = [];
  const failures = new Failures();

  beforeAll(async () => {
    // A database of its own: the fuzzer's mutations (forwarding, dismissing, settings) stay here.
    h = await demoApp('portal_openapi_fuzz');
    await signIn('manager');
    await signIn('master');
    api = new ApiDescription(
      (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>(),
    );
    const sample = async (table: string, column: string, where?: string) => {
      const agency = table === 'agencies' ? 'id' : 'agency_id';
      // The slot's condition holds for the other agencies' rows too: it keeps the users the
      // fuzzer signs in as out of reach of calls that end their sessions.
      const condition = where ? ` and ${where}` : '';
      const rows = await h.rows<{ id: number }>(
        `(select ${column} as id from ${table} where ${agency} = $1${condition} order by 1 limit 6)
         union all
         (select ${column} from ${table} where ${agency} <> $1${condition} order by 1 limit 2)`,
        [h.ids.VIC],
      );
      return [...rows.map((row) => Number(row.id)), MISSING_ID];
    };
    const all = new Set<number>();
    for (const entry of Object.values(CATALOGUE)) {
      for (const slot of entry.ids) {
        if (pools.has(slotKey(slot)) || slot.table.includes('.')) continue;
        const ids = await sample(slot.table, slot.column ?? 'id', slot.where);
        pools.set(slotKey(slot), ids);
        ids.forEach((id) => all.add(id));
      }
    }
    pools.set('*', [...all]);
    const uploaded = await inject(
      h,
      allCalls.find((call) => call.consumes)!,
      {
        signedIn: true,
        asMaster: false,
        crossSite: false,
        params: {},
        query: [],
        body: { multipart: png() },
      },
      cookie,
    ).send();
    const publicUrl = uploaded.json<{ data: { public_url: string } }>().data.public_url;
    const file = new URL(publicUrl).pathname.split('/').at(-1)!;
    images = [file, `x${file}`, file.replace(/\.\w+$/, '.gif')];
  });

  afterAll(async () => {
    // A deep run (FUZZ_RUNS) or FUZZ_VERBOSE tells its numbers; failures fail the tests anyway.
    if (process.env.FUZZ_RUNS || process.env.FUZZ_VERBOSE) {
      console.warn(
        `openapi fuzz (FUZZ_SEED=${SEED}): ${failures.requests} requests, ${failures.total} failures` +
          (failures.total ? `\n${failures.list().join('\n')}` : ''),
      );
    }
    if (process.env.FUZZ_VERBOSE) {
      console.warn([...statuses].map(([key, count]) => `${key}: ${count}`).join('\n'));
    }
    await h?.close();
  });

  /** How often each call answered each status, printed with FUZZ_VERBOSE=1. */
  const statuses = new Map<string, number>();

  type User = keyof typeof cookies;
  const signIn = async (user: User) => {
    cookies[user] = await h.signIn(`demo.${user}`);
    if (user === 'manager') cookie = cookies.manager;
  };

  /** Like a browser, keeps the session cookie an answer sets (a switch rotates it). */
  const keepCookie = (user: User, res: LightMyRequestResponse) => {
    const set = res.cookies.find((item) => item.name === 'acp_session');
    if (set?.value) {
      cookies[user] = set.value;
      if (user === 'manager') cookie = set.value;
    }
  };

  /** Signs in again when a call (logout, an agency switch) ended the session or left VIC. */
  const ensureSession = async (user: User = 'manager') => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      cookies: { acp_session: cookies[user] },
    });
    const session =
      res.statusCode === 200
        ? res.json<{ data: { complianceAgencyId?: number; requiresRelogin?: boolean } }>().data
        : undefined;
    if (!session || session.requiresRelogin || session.complianceAgencyId !== h.ids.VIC) {
      await signIn(user);
    }
  };

  it('should document every call of the contracts, and nothing else, when /openapi.json is read', () => {
    const undocumented = allCalls
      .filter((call) => !api.operation(call.method, call.path))
      .map((call) => routeKey({ method: call.method, url: call.path }));
    expect(undocumented).toEqual([]);
    // So the fuzzer, which walks the calls, reaches every documented operation.
    const described = new Set(allCalls.map((call) => `${call.method} ${openApiPath(call.path)}`));
    const unfuzzed = Object.keys(api.doc.paths).flatMap((path) =>
      api
        .methodsOf(path)
        .map((method) => `${method} ${path}`)
        .filter((key) => !described.has(key)),
    );
    expect(unfuzzed).toEqual([]);
  });

  it(
    'should answer as documented, and never 5xx, when valid and invalid requests are generated from every call',
    { timeout: 600_000 },
    async () => {
      const before = failures.total;
      for (const call of allCalls) {
        const key = routeKey({ method: call.method, url: call.path });
        const changesSession = call.path.startsWith('/v1/auth/') && call.method !== 'GET';
        await fc.assert(
          fc.asyncProperty(requestArbitrary(call, pools, images), async (request) => {
            const user: User = request.asMaster ? 'master' : 'manager';
            const { url, send } = inject(h, call, request, cookies[user]);
            const res = await send();
            failures.requests++;
            const seen =
              describeRequest(call.method, url, res) +
              (request.signedIn ? ` (demo.${user})` : ' (signed out)');
            if (res.statusCode >= 500) failures.add(`${key}: ${res.statusCode}`, seen);
            for (const problem of api.problems(call.method, call.path, res)) {
              failures.add(`${key}: ${problem}`, seen);
            }
            const expected = refusal(call, request);
            if (expected !== null) {
              if (res.statusCode !== expected) {
                failures.add(`${key}: not refused with ${expected}`, seen);
              }
            } else if (call.access === 'session' && res.statusCode === 401) {
              // A valid request may still be refused (a foreign id, a rule across fields),
              // but never as if the session were not there.
              failures.add(`${key}: valid signed-in request answered 401`, seen);
            }
            statuses.set(
              `${key} ${res.statusCode}`,
              (statuses.get(`${key} ${res.statusCode}`) ?? 0) + 1,
            );
            keepCookie(user, res);
            if (changesSession && request.signedIn) await ensureSession(user);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
      expect(
        failures.list().slice(0, 80),
        `${failures.total - before} failures; FUZZ_SEED=${SEED} replays the run`,
      ).toEqual([]);
    },
  );

  it.each(['%zz', '%E0%A4%A', '1'.repeat(200)])(
    'should answer the 400 envelope when a path parameter is %s',
    async (segment) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/v1/quote/${segment}`,
        cookies: { acp_session: cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'BAD_REQUEST', message: MALFORMED_PATH },
      });
    },
  );

  it('should answer 405 with Allow when a path is asked with a method it does not have', async () => {
    const found: string[] = [];
    for (const path of Object.keys(api.doc.paths)) {
      const documented = api.methodsOf(path);
      const call = allCalls.find((candidate) => openApiPath(candidate.path) === path);
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'file' ? images[0]! : String(call ? idsFor(pools, call, 'path', name)[0] : 1),
      );
      for (const method of HTTP_METHODS.filter((candidate) => !documented.includes(candidate))) {
        for (const signedIn of [true, false]) {
          const res = await h.app.inject({
            method,
            url,
            headers: {
              origin: TEST_ORIGIN,
              ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            cookies: signedIn ? { acp_session: cookie } : {},
            ...(method === 'GET' ? {} : { payload: '{}' }),
          });
          failures.requests++;
          const allow = String(res.headers.allow ?? '')
            .split(',')
            .map((item) => item.trim().toUpperCase())
            .filter((item) => item && item !== 'HEAD' && item !== 'OPTIONS')
            .sort();
          const problems = [
            res.statusCode === 405 ? '' : `answered ${res.statusCode}`,
            allow.join(',') === [...documented].sort().join(',')
              ? ''
              : `Allow '${String(res.headers.allow ?? '')}' (documented: ${documented.join(', ')})`,
            // Each operation of the path documents the 405 it answers: status, type, schema.
            ...documented.flatMap((other) =>
              api.problems(other, path, res).map((problem) => `as ${other}: ${problem}`),
            ),
          ].filter(Boolean);
          if (problems.length) {
            const example = `${method} ${url}${signedIn ? '' : ' signed out'}: ${problems.join('; ')}`;
            failures.add(`${method} ${path}: wrong method not 405 with Allow`, example);
            found.push(example);
          }
        }
      }
      await ensureSession();
    }
    expect(found).toEqual([]);
  });

  it('should refuse an unknown query parameter with 400 naming it, on every call', async () => {
    const found: string[] = [];
    const unknownKey = fc
      .stringMatching(/^[a-z][a-zA-Z-]{2,12}$/)
      .filter((key) => !['page', 'sort', 'query'].includes(key));
    for (const call of allCalls) {
      const known = Object.keys(jsonSchemaOf(call.query)?.properties ?? {});
      const [name] = fc.sample(
        unknownKey.filter((key) => !known.includes(key)),
        { numRuns: 1, seed: SEED },
      );
      const params = Object.fromEntries(
        [...call.path.matchAll(/:(\w+)/g)].map(([, param]) => [
          param!,
          param === 'file'
            ? images[0]!
            : // A parameter that is not an id (':emailType'): its first allowed value.
              ((jsonSchemaOf(call.params)?.properties?.[param!] as { enum?: string[] } | undefined)
                ?.enum?.[0] ?? String(idsFor(pools, call, 'path', param!)[0])),
        ]),
      );
      const request: Generated = {
        signedIn: true,
        asMaster: false,
        crossSite: false,
        params,
        query: [[name!, '1']],
        body: call.consumes
          ? { multipart: png() }
          : call.body
            ? { json: validBody(call) }
            : undefined,
      };
      const { url, send } = inject(h, call, request, cookie);
      const res = await send();
      failures.requests++;
      if (res.statusCode !== 400 || !res.body.includes(name!)) {
        const example = describeRequest(call.method, url, res);
        failures.add(
          `${routeKey({ method: call.method, url: call.path })}: unknown query parameter not refused with 400 naming it`,
          example,
        );
        found.push(example);
      }
      await ensureSession();
    }
    expect(found).toEqual([]);
  });
});
