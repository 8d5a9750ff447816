import fc from 'fast-check';
import { allCalls, type CallDescription } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { someAddress } from '../auth';
import { demoApp, type DemoApp } from '../demo-app';
import { MALFORMED_PATH } from '../../src/plugins/errors';
import { png } from './hostile-files/images';
import { multipartBody } from './hostile-files/upload-request';
import { ApiDescription, HTTP_METHODS, openApiPath, type OpenApiDocument } from './openapi-oracle';
import { CATALOGUE, routeKey, type IdSlot } from './route-catalogue';

/**
 * Requests per call of the contracts (51 calls today), beside some 420 for the method and query
 * checks: about 3,500 by default, some 20 s on two cores. FUZZ_RUNS=460 sends about 24,000 (a
 * deep run, by hand); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Each run's seed, named by a failing run so it can be replayed. */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const MISSING_ID = 2_147_483_647;

type Json = Record<string, unknown>;

/** What the request generator reads of a JSON schema (zod's, io: input). */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

const jsonSchemaOf = (schema: z.core.$ZodType | undefined): Schema | null =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema) : null;

/** Text that breaks naive parsing, SQL, HTML, paths and headers, and numbers at the edges. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '\r\nSet-Cookie: x=1',
  '__proto__',
  'NaN',
  '-1',
  '1.5',
  '1e21',
  '0x10',
  '１２３',
  '\u202e\ud83d\ude00',
  'a'.repeat(3_000),
];
const EDGE_NUMBERS = [0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e21];
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(null, true, [], {}, [1, 'a'], { a: 1 }),
  fc.string({ maxLength: 20 }),
);

const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), fc.constantFrom('example.com', 'example.org'))
  .map(([name, domain]) => `${name}@${domain}`);

/** Ids a request may name: of the session's agency (so calls get past 404), foreign, missing. */
type IdPools = Map<string, number[]>;
const ID_NAME = /(^id$|Id$|^property-manager$)/;

/** The pool for a field: the catalogue's table for the call, else any known id. */
function idsFor(pools: IdPools, call: CallDescription, place: IdSlot['in'], name: string) {
  const slot = CATALOGUE[routeKey({ method: call.method, url: call.path })]?.ids.find(
    (candidate) =>
      candidate.in === place &&
      (candidate.name === name || candidate.name.split('.').at(-1)?.replace('[].', '') === name),
  );
  return (slot && pools.get(slotKey(slot))) ?? pools.get('*')!;
}
const slotKey = (slot: IdSlot) => `${slot.table}.${slot.column ?? 'id'}.${slot.where ?? ''}`;

/** A value that fits the schema (mostly: the call's own zod schema has the last word). */
/** The ids a field named `key` may hold. */
type IdsOf = (key: string) => number[];

function conforming(schema: Schema, key: string, ids: IdsOf): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((item) => conforming(item, key, ids)));
  if (schema.allOf?.length)
    return conforming(Object.assign({}, ...schema.allOf) as Schema, key, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, item]) => [name, conforming(item, name, ids)]),
      );
      return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(schema.items ? conforming(schema.items, key, ids) : fc.jsonValue(), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'string':
      if (schema.format === 'email' || /email|address/i.test(key)) return plainEmail;
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (ID_NAME.test(key)) return fc.constantFrom(...ids(key)).map(String);
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
      });
    case 'integer':
    case 'number': {
      if (ID_NAME.test(key)) return fc.constantFrom(...ids(key));
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 10_001) - 1, 10_000);
      return fc.integer({ min: Math.max(min, -10_000), max: Math.max(min, max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value of the schema with one thing broken: a field of the wrong type or dropped, a wrong item. */
function mutated(schema: Schema | null, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const options: fc.Arbitrary<unknown>[] = [hostile];
  if (keys.length) {
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...keys), hostile)
        .map(([value, key, wrong]) => ({ ...(value as Json), [key]: wrong })),
      fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
        const copy = { ...(value as Json) };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (schema?.type === 'array' && schema.items) {
    options.push(
      fc.tuple(valid, hostile).map(([value, wrong]) => [...(value as unknown[]), wrong]),
    );
  }
  return fc.oneof(...options);
}

/** A query value as a client writes it: lists are repeated keys, the rest text. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** One generated request of a call (`refusal` says how the server must answer it). */
interface Generated {
  signedIn: boolean;
  /** Signed in as demo.master (every agency, manages users) rather than demo.manager. */
  asMaster: boolean;
  /** A mutation sent without the portal's Origin, as another site's form would. */
  crossSite: boolean;
  params: Record<string, string>;
  /** A path parameter sent as it is, not encoded: malformed percent-encoding. */
  rawParam?: string;
  query: [string, string][];
  body: { json: unknown } | { raw: string } | { xml: string } | { multipart: Buffer } | undefined;
}

/** The query as Fastify hands it to the validator: a repeated key is a list. */
function parsedQuery(entries: [string, string][]): Json {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const before = query[key];
    query[key] = before === undefined ? value : [before, value].flat();
  }
  return query;
}

function requestArbitrary(
  call: CallDescription,
  pools: IdPools,
  images: string[],
): fc.Arbitrary<Generated> {
  const names = [...call.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const valid =
          name === 'file'
            ? fc.constantFrom(...images)
            : fc.constantFrom(...idsFor(pools, call, 'path', name).map(String));
        const invalid = fc
          .oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ minLength: 1, maxLength: 12 }))
          // Blank, '.' and '..' name no segment: a client's URL resolves them to another path.
          .filter((value) => value.trim() !== '' && value !== '.' && value !== '..');
        return [name, fc.oneof({ weight: 3, arbitrary: valid }, invalid)];
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>;

  const querySchema = jsonSchemaOf(call.query);
  const queryEntries = Object.entries(querySchema?.properties ?? {}).map(([key, item]) => {
    const value = conforming(item, key, (name) => idsFor(pools, call, 'query', name));
    return fc.tuple<[string, unknown]>(
      fc.constant(key),
      fc.oneof({ weight: 4, arbitrary: value }, hostile),
    );
  });
  const query = queryEntries.length
    ? fc
        .uniqueArray(fc.oneof(...queryEntries), {
          maxLength: queryEntries.length,
          selector: ([key]) => key,
        })
        .chain((entries) =>
          // Sometimes a key twice, as a client sending a list would.
          fc.boolean().map((twice) => (twice && entries[0] ? [...entries, entries[0]] : entries)),
        )
        .map((entries) =>
          entries.flatMap(([key, value]): [string, string][] =>
            (Array.isArray(value) ? value : [value]).map((item) => [key, asText(item)]),
          ),
        )
    : fc.constant([] as [string, string][]);

  let body: fc.Arbitrary<Generated['body']> = fc.constant(undefined);
  if (call.consumes) {
    body = fc.oneof(
      fc.constant({ multipart: png() }),
      hostile.map((json) => ({ json })),
    );
  } else if (call.body) {
    const schema = jsonSchemaOf(call.body)!;
    const valid = conforming(schema, '', (name) => idsFor(pools, call, 'body', name));
    body = fc.oneof(
      { weight: 3, arbitrary: valid.map((json) => ({ json })) },
      { weight: 2, arbitrary: mutated(schema, valid).map((json) => ({ json })) },
      fc.constantFrom('{"a":', '[1,2', '', '{"__proto__":{"x":1}}').map((raw) => ({ raw })),
      // A media type the call does not take, and a body over the limit.
      fc.constantFrom({ xml: '<a/>' }, { raw: OVERSIZE }),
    );
  } else if (call.method !== 'GET') {
    // A call without a body still reads whatever body is sent: mostly none.
    body = fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      fc.constantFrom({ json: {} }, { xml: '<a/>' }, { raw: OVERSIZE }),
    );
  }
  const signedIn =
    call.access === 'session'
      ? fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false))
      : fc.boolean();
  // Now and then one parameter is sent as raw bytes the router cannot decode.
  const rawParam = names.length
    ? fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        fc.constantFrom('%', '%zz', '%E0%A4%A', 'a%2', '%C0%AF'),
      )
    : fc.constant(null);
  const asMaster = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true));
  const crossSite =
    call.method === 'GET'
      ? fc.constant(false)
      : fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, fc.constant(true));
  return fc
    .record({ signedIn, asMaster, crossSite, params, query, body, rawParam })
    .map(({ rawParam: raw, ...request }) =>
      raw === null ? request : { ...request, rawParam: raw },
    );
}

/**
 * A body the call's schema accepts: the route catalogue's (the isolation matrix sends it), else
 * one of a few hundred generated from the schema. Searched, not filtered: a schema with rules
 * across fields (a tenancy's dates, an occupant's email or number) accepts almost no generated
 * value, and fast-check's filter would then search for ever.
 */
function validBody(call: CallDescription): unknown {
  const catalogued = CATALOGUE[routeKey({ method: call.method, url: call.path })]?.body?.(1);
  if (catalogued !== undefined && z.safeParse(call.body!, catalogued).success) return catalogued;
  const candidates = fc.sample(
    conforming(jsonSchemaOf(call.body)!, '', () => [1]),
    {
      numRuns: 500,
      seed: 1,
    },
  );
  const valid = candidates.find((value) => z.safeParse(call.body!, value).success);
  if (valid === undefined) {
    throw new Error(`${call.method} ${call.path}: no valid body; give its catalogue entry one`);
  }
  return valid;
}

/** Fastify's router reads no longer path parameter (its maxParamLength). */
const MAX_PARAM_LENGTH = 100;

/** A path the router cannot read: malformed percent-encoding, or a parameter too long. */
const unroutable = (request: Generated) =>
  request.rawParam !== undefined ||
  Object.values(request.params).some(
    (value) => encodeURIComponent(value).length > MAX_PARAM_LENGTH,
  );

/** The server's body limit (app.ts), and a JSON body past it. */
const BODY_LIMIT = 1024 * 1024;
const OVERSIZE = JSON.stringify('a'.repeat(BODY_LIMIT));

/**
 * The status the request must be refused with, in the order the server checks (the router, the
 * session, the body's media type and size, then the schemas); null when it fits the description.
 */
function refusal(call: CallDescription, request: Generated): number | null {
  if (unroutable(request)) return 400;
  if (request.crossSite) return 403;
  if (call.access === 'session' && !request.signedIn) return 401;
  const body = request.body;
  if (body && 'xml' in body) return 415;
  if (body && 'raw' in body && body.raw.length > BODY_LIMIT) return 413;
  if (call.consumes && !(body && 'multipart' in body)) return 415;
  return fits(call, request) ? null : 400;
}

/** Whether each part of the request fits the call's zod schemas, as the server validates it. */
function fits(call: CallDescription, request: Generated): boolean {
  const ok = (schema: z.core.$ZodType | undefined, value: unknown) =>
    !schema || z.safeParse(schema, value).success;
  const body = request.body;
  if (call.consumes) return body !== undefined && 'multipart' in body;
  if (body && !('json' in body)) return false;
  return (
    request.rawParam === undefined &&
    ok(call.params, request.params) &&
    ok(call.query, parsedQuery(request.query)) &&
    ok(call.body, body?.json)
  );
}

function inject(h: DemoApp, call: CallDescription, request: Generated, cookie: string) {
  let url = call.path.replace(
    /:(\w+)/,
    (_, name: string) => request.rawParam ?? encodeURIComponent(request.params[name]!),
  );
  url = url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(request.params[name]!));
  const search = new URLSearchParams(request.query).toString();
  if (search) url += `?${search}`;
  const body = request.body;
  const headers: Record<string, string> = request.crossSite ? {} : { origin: TEST_ORIGIN };
  let payload: string | Buffer | undefined;
  if (body && 'multipart' in body) {
    const form = multipartBody([{ filename: 'a.png', type: 'image/png', data: body.multipart }]);
    headers['content-type'] = form.contentType;
    payload = form.payload;
  } else if (body && 'xml' in body) {
    headers['content-type'] = 'application/xml';
    payload = body.xml;
  } else if (body) {
    headers['content-type'] = 'application/json';
    payload = 'raw' in body ? body.raw : JSON.stringify(body.json);
  }
  return {
    url,
    send: () =>
      h.app.inject({
        method: call.method,
        url,
        headers,
        cookies: request.signedIn ? { acp_session: cookie } : {},
        remoteAddress: someAddress(),
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}

/** The first failure of each kind, with how often it happened. */
class Failures {
  readonly seen = new Map<string, { example: string; count: number }>();
  requests = 0;

  add(kind: string, example: string) {
    const entry = this.seen.get(kind);
    if (entry) entry.count++;
    else this.seen.set(kind, { example, count: 1 });
  }

  get total() {
    return [...this.seen.values()].reduce((sum, { count }) => sum + count, 0);
  }

  list() {
    return [...this.seen].map(([kind, { example, count }]) => `${kind} (×${count}): ${example}`);
  }
}

const describeRequest = (method: string, url: string, res: LightMyRequestResponse) =>
  `${method} ${url.slice(0, 200)} → ${res.statusCode} ${String(res.headers['content-type'] ?? '')} ` +
  res.body.slice(0, 200);

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
      const scoped = `${agency} = $1${where ? ` and ${where}` : ''}`;
      const rows = await h.rows<{ id: number }>(
        `(select ${column} as id from ${table} where ${scoped} order by 1 limit 6)
         union all (select ${column} from ${table} where ${agency} <> $1 order by 1 limit 2)`,
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
