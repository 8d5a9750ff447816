import {
  AUTH_MESSAGES,
  callUrl,
  errorCodeForStatus,
  ZErrorEnvelope,
  zSuccess,
  type CallDescription,
  type TCallData,
  type TCallInput,
} from '@portal/contracts';
import type { z } from 'zod/mini';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { takeFirstAnswer } from './first-answers';
import { sendRequest } from './request-fetch';

type Method = CallDescription['method'];

interface RequestOptions {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** The call needs a session (`access: 'session'`): a 401 means the session has ended. */
  needsSession?: boolean;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; undefined when the server names none. */
  filename: string | undefined;
}

const NETWORK_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

async function send(
  method: Method,
  url: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const firstAnswer = method === 'GET' ? takeFirstAnswer(url) : undefined;
  if (firstAnswer) return firstAnswer;
  const headers = new Headers({ Accept: accept });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await sendRequest(url, {
      method,
      headers,
      body: body ?? null,
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // Cancellation is not a failure: let the caller (TanStack Query) see the AbortError.
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: NETWORK_MESSAGE,
      cause: error,
    });
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('Content-Type')?.includes('json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function httpFailureMessage(response: Response): string {
  const status = [response.status, response.statusText].filter(Boolean).join(' ');
  return `The server could not complete the request (${status}).`;
}

/** A 401 to a call that needs a session: one error, in the words the user sees for it. */
const sessionEndedError = () =>
  new ApiError({
    status: 401,
    code: 'UNAUTHENTICATED',
    message: AUTH_MESSAGES.sessionEnded,
    sessionEnded: true,
  });

function toApiError(
  response: Response,
  payload: unknown,
  options: RequestOptions,
  message?: string | null,
): ApiError {
  if (response.status === 401 && options.needsSession) return sessionEndedError();
  const envelope = ZErrorEnvelope.safeParse(payload);
  if (envelope.success) {
    const { code, message: envelopeMessage, fields } = envelope.data.error;
    return new ApiError({
      status: response.status,
      code,
      message: message || envelopeMessage,
      fields,
    });
  }
  if (!response.ok) {
    return new ApiError({
      status: response.status,
      code: errorCodeForStatus(response.status),
      message: message || httpFailureMessage(response),
    });
  }
  return new ApiError({
    status: response.status,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: 'The server sent an answer the portal does not understand.',
  });
}

async function request<S extends z.core.$ZodType>(
  method: Method,
  url: string,
  schema: S,
  options: RequestOptions,
): Promise<z.output<S>> {
  const response = await send(method, url, options, 'application/json');
  const payload = response.status === 204 ? { success: true } : await readJson(response);
  if (!response.ok) throw toApiError(response, payload, options);
  const parsed = zSuccess(schema).safeParse(payload);
  // Zod cannot resolve the generic object's keys, so name the shape it guarantees.
  if (parsed.success) return (parsed.data as { data: z.output<S> }).data;
  const error = toApiError(response, payload, options);
  if (error.code === CLIENT_ERROR_CODES.invalidResponse) {
    console.error(`Unexpected response from ${method} ${url}`, parsed.error);
  }
  throw error;
}

/** The filename of a Content-Disposition header, preferring the RFC 5987 `filename*` form. */
export function filenameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]*)'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      // Malformed percent-encoding: fall back to the plain form.
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header)?.[1]?.trim();
  if (!plain) return undefined;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return unquoted || undefined;
}

function errorMessageHeader(response: Response): string | null {
  const raw = response.headers.get('x-error-message');
  if (!raw) return null;
  // Header values are ASCII, so the server may percent-encode the text.
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Fetches a file. A failure's message comes from the x-error-message header when present. */
async function download(
  method: Method,
  url: string,
  options: RequestOptions,
): Promise<DownloadedFile> {
  const response = await send(method, url, options, '*/*');
  if (!response.ok) {
    throw toApiError(response, await readJson(response), options, errorMessageHeader(response));
  }
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}

/** What a call takes beyond its description: its params, query and body, and a way to cancel. */
export type CallOptions<C extends CallDescription> = TCallInput<C> & { signal?: AbortSignal };

/** The options argument, optional when the call needs nothing in it. */
type OptionalIfEmpty<O> = Partial<O> extends O ? [O?] : [O];

/**
 * Makes one call of the API from its description (contracts): the URL from its path and query,
 * the body as JSON (or the form of a multipart upload), the answer checked against its schema.
 * The one way the web app talks to the API: credentials included, envelope checked.
 */
export function callApi<C extends CallDescription & { data: z.core.$ZodType }>(
  call: C,
  ...[options]: OptionalIfEmpty<CallOptions<C>>
): Promise<TCallData<C>> {
  const { body, form, signal } = (options ?? {}) as {
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
  };
  return request(call.method, callUrl(call, options), call.data, {
    body: form ?? body,
    signal,
    needsSession: call.access === 'session',
  }) as Promise<TCallData<C>>;
}

/** Fetches the file a call answers with (a PDF, a spreadsheet, an .eml), sending its body if any. */
export function downloadCall<C extends CallDescription & { file: object }>(
  call: C,
  ...[options]: OptionalIfEmpty<CallOptions<C>>
): Promise<DownloadedFile> {
  const { body, signal } = (options ?? {}) as { body?: unknown; signal?: AbortSignal };
  return download(call.method, callUrl(call, options), {
    body,
    signal,
    needsSession: call.access === 'session',
  });
}
