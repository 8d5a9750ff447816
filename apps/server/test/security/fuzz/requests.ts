import fc from 'fast-check';
import type { CallDescription } from '@portal/contracts';
import { z } from 'zod';
import { png } from '../hostile-files/images';
import { CATALOGUE, routeKey, type IdSlot } from '../route-catalogue';

// The fuzzer's requests (openapi-fuzz.test.ts): values read from each call's JSON schema, valid
// or with one thing broken, hostile text, and the status the server must refuse each with.

type Json = Record<string, unknown>;

/** What the request generator reads of a JSON schema (zod's, io: input). */
export interface Schema {
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

export const jsonSchemaOf = (schema: z.core.$ZodType | undefined): Schema | null =>
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
export type IdPools = Map<string, number[]>;
const ID_NAME = /(^id$|Id$|^property-manager$)/;

/** The pool for a field: the catalogue's table for the call, else any known id. */
export function idsFor(pools: IdPools, call: CallDescription, place: IdSlot['in'], name: string) {
  const slot = CATALOGUE[routeKey({ method: call.method, url: call.path })]?.ids.find(
    (candidate) =>
      candidate.in === place &&
      (candidate.name === name || candidate.name.split('.').at(-1)?.replace('[].', '') === name),
  );
  return (slot && pools.get(slotKey(slot))) ?? pools.get('*')!;
}
export const slotKey = (slot: IdSlot) => `${slot.table}.${slot.column ?? 'id'}.${slot.where ?? ''}`;

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
export interface Generated {
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

export function requestArbitrary(
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
export function validBody(call: CallDescription): unknown {
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
export function refusal(call: CallDescription, request: Generated): number | null {
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
