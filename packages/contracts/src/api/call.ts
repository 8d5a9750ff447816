import { z } from 'zod/mini';
import { normaliseSearch } from '../rules/search';
import { ZErrorEnvelope, zSuccess } from './envelope';
import { quotaDescription, type TQuotaKind } from './quota';

// zod/mini, like every module the web's first page needs (the session calls are described here).

export type TCallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The failures a call may answer with, each as the error envelope. */
export type TCallErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

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
  /** Instead of `data`: the answer is a file (a spreadsheet, a PDF, an image), not JSON. */
  readonly file?: { readonly contentType: string; readonly description: string };
  /** The statuses it answers with the error envelope (401 is implied by 'session'). */
  readonly errors: readonly TCallErrorStatus[];
  /**
   * A call that stores a file ('upload') or sends an email ('email') spends the user's and the
   * agency's quota of that kind: the server checks and records it before the handler runs, and
   * the call answers 429 past it (implied, like 401). The security suite fails while a call
   * that takes a file or email recipients has none.
   */
  readonly quota?: TQuotaKind;
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

/** A file answer, in the shape Fastify and OpenAPI give a response of another media type. */
interface FileResponse {
  description: string;
  content: Record<string, { schema: Schema }>;
}

/** The schema of every status the call answers with, for the server's route and OpenAPI. */
export function callResponses(call: CallDescription): Record<number, Schema | FileResponse> {
  const responses: Record<number, Schema | FileResponse> = {};
  if (call.data) responses[200] = zSuccess(call.data);
  else if (call.file) {
    const { contentType, description } = call.file;
    responses[200] = { description, content: { [contentType]: { schema: z.any() } } };
  }
  const errors = new Set<number>(call.errors);
  if (call.access === 'session') errors.add(401);
  if (call.quota) errors.add(429);
  for (const status of [...errors].sort()) responses[status] = ZErrorEnvelope;
  if (call.quota) responses[429] = ZErrorEnvelope.check(z.describe(quotaDescription(call.quota)));
  return responses;
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
