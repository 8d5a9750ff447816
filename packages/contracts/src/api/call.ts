import { z } from 'zod/mini';
import { normaliseSearch } from '../rules/search';
import { ZErrorEnvelope, zSuccess } from './envelope';

// zod/mini, like every module the web's first page needs (the session calls are described here).

export type TCallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The failures a call may answer with, each as the error envelope. */
export type TCallErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503;

type Schema = z.core.$ZodType;

/**
 * One call of the API, described once: the server registers its route from it (and so
 * /openapi.json), the web's client and the tests' request helpers build their requests from it,
 * and the web's unit tests mock it from it.
 */
export interface CallDescription {
  readonly method: TCallMethod;
  /** Fastify's syntax: `/v1/property/:id/invoices`; each `:name` is a key of `params`. */
  readonly path: `/${string}`;
  /** One line for /openapi.json. */
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** 'session': only in the signed-in scope (401 without a usable session); 'public': anyone. */
  readonly access: 'session' | 'public';
  readonly params?: Schema;
  readonly query?: Schema;
  /** A JSON body. A multipart upload has none here: it names its media type in `consumes`. */
  readonly body?: Schema;
  readonly consumes?: readonly string[];
  /** The `data` of the success envelope. */
  readonly data?: Schema;
  /**
   * Instead of `data`: the answer is a file (a spreadsheet, a PDF, an image), not JSON; its media
   * type, or each it may have.
   */
  readonly file?: {
    readonly contentType: string | readonly string[];
    readonly description: string;
  };
  /**
   * The statuses of its own rules it answers with the error envelope; those the rest of the
   * description implies are added by `callErrorStatuses`.
   */
  readonly errors: readonly TCallErrorStatus[];
}

/** Describes a call; the literal types are kept, so clients and tests are typed from it. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const C extends CallDescription>(call: C): C {
  return call;
}

type Out<S> = S extends Schema ? z.output<S> : never;

/** What the server hands the handler, validated. */
export type TCallParams<C extends CallDescription> = Out<C['params']>;
export type TCallQuery<C extends CallDescription> = Out<C['query']>;
export type TCallBody<C extends CallDescription> = Out<C['body']>;
/** The data of the success envelope. */
export type TCallData<C extends CallDescription> = Out<C['data']>;

/** A query as a client writes it: any subset of the parsed query's values (null: absent). */
export type TQueryValues<T> = {
  [K in keyof T]?: (NonNullable<T[K]> extends readonly (infer E)[] ? readonly E[] : T[K]) | null;
};

/** What a client passes to make the call: only the parts the call has. */
export type TCallInput<C extends CallDescription> = (C['params'] extends Schema
  ? { params: TCallParams<C> }
  : { params?: never }) &
  (C['query'] extends Schema ? { query?: TQueryValues<TCallQuery<C>> } : { query?: never }) &
  (C['body'] extends Schema ? { body: z.input<C['body']> } : { body?: never }) &
  (C['consumes'] extends readonly string[] ? { form: FormData } : { form?: never });

/** An answer in the shape Fastify and OpenAPI give a response with its media types. */
interface ContentResponse {
  description: string;
  content: Record<string, { schema: Schema }>;
  /** Response headers, each a JSON schema (the server's openapi plugin carries them over). */
  headers?: Record<string, { type: 'string'; description: string }>;
}

/** What each failure means, for /openapi.json. */
const ERROR_MEANINGS: Record<TCallErrorStatus, string> = {
  400: 'The request breaks a rule of its description; the message names the field or parameter',
  401: 'No usable session: sign in again',
  403: 'Refused: a cross-site request, or not allowed to this user',
  404: "Not found, or not the session agency's",
  405: "Not a method of this path: the Allow header lists the path's methods",
  409: 'The item is not in a state that allows it',
  413: 'The body is too large',
  415: 'The body is not of a media type the call accepts',
  429: 'Too many requests: the Retry-After header says in how many seconds to try again',
  503: 'The server is restarting or its database is unavailable: try again',
};

const HEADERS: Partial<Record<TCallErrorStatus, ContentResponse['headers']>> = {
  405: { Allow: { type: 'string', description: "The path's methods" } },
  429: { 'Retry-After': { type: 'string', description: 'Seconds to wait' } },
};

/**
 * Every status a call may fail with: those of its own rules (`errors`) and those the server
 * gives every call of its kind. Any call: 400 (a query parameter it does not describe, text
 * holding NUL), 405 (another method on its path), 503 (while the server restarts). Signed-in:
 * 401. Path parameters: 404 (they name something). A method other than GET: 403 (a cross-site
 * request), 413 and 415 (whatever body is sent is parsed first).
 */
export function callErrorStatuses(call: CallDescription): TCallErrorStatus[] {
  const statuses = new Set<TCallErrorStatus>([...call.errors, 400, 405, 503]);
  if (call.access === 'session') statuses.add(401);
  if (call.params) statuses.add(404);
  if (call.method !== 'GET') for (const status of [403, 413, 415] as const) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The media types of a file answer. */
export function fileContentTypes(call: CallDescription): readonly string[] {
  return call.file ? [call.file.contentType].flat() : [];
}

/** The schema of every status the call answers with, for the server's route and OpenAPI. */
export function callResponses(call: CallDescription): Record<number, Schema | ContentResponse> {
  const responses: Record<number, Schema | ContentResponse> = {};
  if (call.data) responses[200] = zSuccess(call.data);
  else if (call.file) {
    responses[200] = {
      description: call.file.description,
      content: Object.fromEntries(
        fileContentTypes(call).map((type) => [type, { schema: z.any() }]),
      ),
    };
  }
  for (const status of callErrorStatuses(call)) {
    const headers = HEADERS[status];
    responses[status] = {
      description: ERROR_MEANINGS[status],
      content: { 'application/json': { schema: ZErrorEnvelope } },
      ...(headers ? { headers } : {}),
    };
  }
  return responses;
}

/** The parameters a call's query describes (none without a query). */
export function queryParameterNames(call: CallDescription): readonly string[] {
  return call.query ? Object.keys(objectDef(call).shape) : [];
}

function objectDef(call: CallDescription): z.core.$ZodObjectDef {
  const def = (call.query as z.core.$ZodType)._zod.def;
  if (def.type !== 'object')
    throw new Error(`${call.method} ${call.path}: its query is not an object`);
  return def as z.core.$ZodObjectDef;
}

/** The message of a 405: the methods the path has (its Allow header). */
export function methodNotAllowedMessage(allowed: readonly string[]): string {
  return `Method not allowed: this path accepts ${allowed.join(', ')}`;
}

/** The message of a 400 for query parameters a call does not describe; it names them. */
export function unknownQueryMessage(names: readonly string[]): string {
  return `Unknown query parameter${names.length === 1 ? '' : 's'}: ${names.join(', ')}`;
}

const unknownParameters = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' ? unknownQueryMessage(issue.keys) : undefined;

/**
 * The query as the server validates it: the call's own, refusing every parameter it does not
 * describe (any at all when it describes none), so a misspelt or stray parameter is a 400 that
 * names it instead of being ignored.
 */
export function strictQuery(call: CallDescription): Schema {
  if (!call.query) return z.strictObject({}, { error: unknownParameters });
  return z.core.clone(call.query as z.core.$ZodObject, {
    ...objectDef(call),
    catchall: z.never(),
    error: unknownParameters,
  });
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * `?a=1&b=2&b=3` for a query (lists become repeated keys, booleans 1 and 0; blank and absent
 * values are dropped), or '' when nothing is left.
 */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = (Array.isArray(value) ? value : [value]) as QueryValue[];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      const text = normaliseSearch(typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
      if (text !== undefined) params.append(key, text);
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The call's path with each `:name` replaced by its encoded value, so no id changes its shape. */
export function callPath(
  call: CallDescription,
  params?: Readonly<Record<string, string | number | undefined>>,
): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') {
      throw new Error(`${call.method} ${call.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Path and query of one call, as a client sends it. */
export function callUrl<C extends CallDescription>(call: C, input?: TCallInput<C>): string {
  const parts = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  return `${callPath(call, parts?.params)}${queryString(parts?.query)}`;
}
