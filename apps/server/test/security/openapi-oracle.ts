import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

/** The parts of /openapi.json the oracle reads. */
interface MediaType {
  schema?: unknown;
}
interface Response {
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}
interface Operation {
  responses?: Record<string, Response>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

export const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

/** Fastify's `/v1/property/:id` as OpenAPI writes it: `/v1/property/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * An OpenAPI 3.0 schema as JSON Schema (draft 2020-12 keywords Ajv reads): `nullable` becomes a
 * union with null, a boolean exclusiveMinimum/Maximum the numeric bound. 3.1 schemas pass as
 * they are.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] === 'boolean') {
      if (out[flag]) out[flag] = out[bound];
      else delete out[flag];
      if (out[flag] !== undefined) delete out[bound];
    }
  }
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  delete out.nullable;
  return out;
}

/** `image/png; charset=x` → `image/png`. */
const mediaTypeOf = (header: unknown) =>
  (typeof header === 'string' ? header : '').split(';')[0]!.trim().toLowerCase();

/** Whether a documented media range (`image/*`, `application/pdf`) covers a sent type. */
const covers = (range: string, type: string) => {
  const [rangeType, rangeSub] = range.toLowerCase().split('/');
  const [sentType, sentSub] = type.split('/');
  return (
    (rangeType === '*' || rangeType === sentType) && (rangeSub === '*' || rangeSub === sentSub)
  );
};

/** The first bytes each binary media type must start with, so a file is what it claims. */
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  // An .xlsx is a zip.
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) =>
    b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  'image/jpeg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * Checks answers against the API description the app itself serves: the status is one the
 * operation documents, with the headers documented for it, the Content-Type one documented for
 * it, and the body fits the documented schema (JSON) or is a file of the documented type (its
 * first bytes).
 */
export class ApiDescription {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
  }

  /** The operation of `method` on `path` (Fastify's or OpenAPI's syntax), if documented. */
  operation(method: string, path: string): Operation | undefined {
    return this.doc.paths[openApiPath(path)]?.[method.toLowerCase()];
  }

  /** The methods documented on a path, upper case. */
  methodsOf(path: string): string[] {
    return Object.keys(this.doc.paths[openApiPath(path)] ?? {})
      .map((method) => method.toUpperCase())
      .filter((method) => (HTTP_METHODS as readonly string[]).includes(method));
  }

  /** Where the answer departs from the description; empty when it is exactly as documented. */
  problems(method: string, path: string, res: LightMyRequestResponse): string[] {
    const operation = this.operation(method, path);
    if (!operation) return ['the operation is not documented'];
    const responses = operation.responses ?? {};
    const response =
      responses[String(res.statusCode)] ?? responses[`${String(res.statusCode)[0]}XX`];
    const fallback = responses.default;
    const documented = response ?? fallback;
    if (!documented) {
      return [
        `status ${res.statusCode} is not documented (documented: ${Object.keys(responses).join(', ')})`,
      ];
    }
    const missing = Object.keys(documented.headers ?? {}).filter(
      (name) => res.headers[name.toLowerCase()] === undefined,
    );
    if (missing.length) {
      return [`status ${res.statusCode} lacks its documented header ${missing.join(', ')}`];
    }
    const content = documented.content ?? {};
    const type = mediaTypeOf(res.headers['content-type']);
    const ranges = Object.keys(content);
    if (ranges.length === 0) {
      return res.rawPayload.length === 0
        ? []
        : [`status ${res.statusCode} is documented without a body but has ${type || 'one'}`];
    }
    const range = ranges.find((candidate) => covers(candidate, type));
    if (!range) {
      return [
        `status ${res.statusCode} answered Content-Type '${type}', documented: ${ranges.join(', ')}`,
      ];
    }
    if (isJson(type)) {
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        return [`status ${res.statusCode} answered ${type} that is not JSON`];
      }
      const validate = this.validator(method, path, String(res.statusCode), range, content[range]);
      if (validate && !validate(body)) {
        const [first] = validate.errors ?? [];
        return [
          `status ${res.statusCode} body breaks its schema: ${first?.instancePath || '/'} ` +
            `${first?.message ?? ''} ${JSON.stringify(first?.params ?? {})}`,
        ];
      }
      return [];
    }
    const magic = MAGIC[type];
    if (res.statusCode < 300 && magic && !magic(res.rawPayload)) {
      return [`status ${res.statusCode} answered ${type} whose bytes are not ${type}`];
    }
    return [];
  }

  private validator(
    method: string,
    path: string,
    status: string,
    range: string,
    media: MediaType | undefined,
  ): ValidateFunction | undefined {
    if (media?.schema === undefined) return undefined;
    const key = `${method} ${path} ${status} ${range}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(media.schema) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
