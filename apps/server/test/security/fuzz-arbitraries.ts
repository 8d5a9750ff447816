import fc from 'fast-check';
import { z } from 'zod';

/** The part of a JSON schema (as zod writes it) that the generators read. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
  maxLength?: number;
}

/** The JSON schema of a route's zod schema as a client would send it; null without one. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Numbers that break naive id and paging code. */
const EDGE_NUMBERS = [0, -1, 1.5, -0, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e21, 1e308];

/** Strings that break naive parsing, SQL, HTML, paths and headers. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  "' or 1=1 --",
  '"; drop table properties; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '1e999',
  '-0',
  '0x10',
  '１２３',
  '\u202e\ud83d\ude00',
  '\ud800',
  'a'.repeat(5_000),
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...EDGE_NUMBERS);
const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Something of the wrong shape: another type, a hostile scalar, arbitrary JSON. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A field named like an email address gets addresses, so forwarding gets past validation. */
const EMAIL_FIELD = /email|address/i;
const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9.]{0,8}[a-z0-9]$/),
    fc.constantFrom('example.com', 'example.org'),
  )
  .map(([name, domain]) => `${name.replace(/\.+/g, '.')}@${domain}`);

/** A value the schema's shape suggests, right or subtly wrong; `key` names the field. */
function typed(schema: JsonSchema, depth: number, key: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((item) => valueOf(item, depth, key)));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, item]) => [name, valueOf(item, depth + 1, name)]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(model, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.record(model), fc.dictionary(anyString, wrong, { maxKeys: 3 }))
            .map(([known, extra]) => ({ ...extra, ...known })),
        },
      );
    }
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, depth + 1, key) : wrong, {
        maxLength: 6,
        size: 'xsmall',
      });
    case 'string':
      return fc.oneof(
        {
          weight: EMAIL_FIELD.test(key) ? 6 : 1,
          arbitrary: EMAIL_FIELD.test(key) ? fc.oneof(plainEmail, fc.emailAddress()) : anyString,
        },
        hostileString,
        fc.emailAddress().map((address) => `${address}\r\nBcc: evil@example.com`),
      );
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 50_000 }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return wrong;
  }
}

/** Mostly shaped like the schema (so requests get past validation), sometimes wrong. */
function valueOf(schema: JsonSchema, depth = 0, key = ''): fc.Arbitrary<unknown> {
  if (depth > 4) return wrong;
  return fc.oneof(
    { weight: 6, arbitrary: typed(schema, depth, key) },
    { weight: 1, arbitrary: wrong },
  );
}

/** A JSON body for the schema; without one, arbitrary JSON. */
export function bodyArbitrary(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  return schema ? fc.oneof({ weight: 3, arbitrary: valueOf(schema) }, fc.anything()) : wrong;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** A query string for the schema: its keys with shaped or wrong values, repeated or not. */
export function queryArbitrary(schema: JsonSchema | null): fc.Arbitrary<string> {
  const known = Object.entries(schema?.properties ?? {}).map(([key, item]) =>
    fc.tuple(
      fc.constant(key),
      fc.oneof(
        valueOf(item, 0, key),
        fc.array(valueOf(item.items ?? item, 0, key), { maxLength: 3 }),
      ),
    ),
  );
  const entry = known.length
    ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...known) }, fc.tuple(anyString, wrong))
    : fc.tuple(anyString, wrong);
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(entry, { maxLength: 6 }).map(toQuery) },
    fc.constantFrom(
      'a[b]=1&a[c]=2',
      '&&==&',
      '%zz=%',
      'page=1&page=2&page-size=',
      '__proto__[x]=1',
    ),
  );
}

function toQuery(entries: [string, unknown][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, asText(item));
  }
  return params.toString();
}

/** A path parameter: ids of every kind, hostile strings, anything. */
export function pathParamArbitrary(name: string, ids: number[]): fc.Arbitrary<string> {
  const text = fc.oneof(hostileString, anyString).filter((value) => value.length > 0);
  // Mostly the session's own state (vic), so the systems' pages get past their sign-in check.
  const states = fc.constantFrom('nsw', 'qld', 'wa', 'sa', 'tas', 'act', 'nt', 'VIC');
  const values =
    name === 'state'
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant('vic') },
          { weight: 2, arbitrary: states },
          text,
        )
      : fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
          hostileNumber.map(String),
          text,
        );
  return values.map(encodePathSegment);
}

/** encodeURIComponent, which throws on a lone surrogate: that one is sent as its UTF-8 bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
