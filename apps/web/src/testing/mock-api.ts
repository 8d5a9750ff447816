import {
  allCalls,
  errorCodeForStatus,
  queryParameterNames,
  unknownQueryMessage,
  zSuccess,
  type CallDescription,
  type TErrorEnvelope,
} from '@portal/contracts';
import { http, HttpResponse, matchRequestUrl, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';

/**
 * The API as unit tests meet it: MSW answers the app's real requests (the real client, URL and
 * envelope checks run), and every answer is declared for a call's description from contracts, so
 * a mock has the call's method and path and its data is checked against the call's schema. A
 * mock cannot drift from the contract without the test failing.
 */

/** A request the app made, as a test reads it back. */
export interface RecordedCall {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  /** The path's parameters (`:id`), as text. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The JSON body parsed, a multipart body as FormData, other text as is; undefined without one. */
  body: unknown;
  headers: Headers;
}

/** Every API request of the running test, answered or not, with the call it was made to. */
const requests: (RecordedCall & { call: CallDescription | undefined })[] = [];

async function readBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

async function record(
  request: Request,
  params: Readonly<Record<string, unknown>>,
  call: CallDescription | undefined,
): Promise<RecordedCall> {
  const url = new URL(request.url);
  const recorded: RecordedCall = {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    query: url.searchParams,
    body: await readBody(request),
    headers: request.headers,
  };
  requests.push({ ...recorded, call });
  // The server refuses a query parameter the call does not describe (a cache-buster, a typo).
  const described = call ? queryParameterNames(call) : [];
  const unknown = [...new Set(url.searchParams.keys())].filter((key) => !described.includes(key));
  if (call && unknown.length > 0) {
    drifts.push(new Error(`The app sent ${callName(call)} ${unknownQueryMessage(unknown)}`));
  }
  return recorded;
}

/** The described call a request was made to (a literal path before one with parameters). */
function callOf(
  request: Request,
): { call: CallDescription; params: Record<string, unknown> } | undefined {
  const url = new URL(request.url);
  const sameMethod = allCalls.filter((call) => call.method === request.method);
  const exact = sameMethod.find((call) => call.path === url.pathname);
  if (exact) return { call: exact, params: {} };
  for (const call of sameMethod) {
    const match = matchRequestUrl(url, call.path, url.origin);
    if (match.matches) return { call, params: match.params ?? {} };
  }
  return undefined;
}

/**
 * An API path no test answered: 404 in the envelope, as the server answers a path it lacks. The
 * request is recorded all the same, so a test can tell that a call was (or was not) made.
 */
const unanswered = http.all(/\/v[12]\//, async ({ request }) => {
  const described = callOf(request);
  await record(request, described?.params ?? {}, described?.call);
  return HttpResponse.json(
    { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
    { status: 404 },
  );
});

/** The mock server of the unit tests (testing/setup.ts starts, resets and stops it). */
export const mockServer = setupServer(unanswered);

/**
 * Answers of function mocks that did not match their call's description. MSW turns the error into
 * a 500, which a page may well survive, so the test fails after it instead.
 */
const drifts: Error[] = [];

/**
 * Forgets the running test's answers and requests (testing/setup.ts, after each test), and fails
 * the test when one of its function mocks answered data its call does not describe.
 */
export function resetMockApi(): void {
  mockServer.resetHandlers();
  requests.length = 0;
  const [drift] = drifts.splice(0);
  if (drift) throw drift;
}

const FAILURE = Symbol('failure');
const FILE = Symbol('file');

/** A failed answer: the error envelope with `status`. */
export interface Failure {
  readonly [FAILURE]: true;
  readonly status: number;
  readonly envelope: TErrorEnvelope;
  readonly headers: Record<string, string>;
}

export const fail = (
  status: number,
  message = 'Something went wrong',
  fields?: Record<string, string>,
): Failure => ({
  [FAILURE]: true,
  status,
  envelope: {
    success: false,
    error: { code: errorCodeForStatus(status), message, ...(fields ? { fields } : {}) },
  },
  headers: {},
});

/** The answer of a call that answers a file (a PDF, a spreadsheet). */
export interface FileAnswer {
  readonly [FILE]: true;
  readonly body: BlobPart | null;
  readonly headers: Record<string, string>;
}

export const file = (body: BlobPart | null, headers: Record<string, string> = {}): FileAnswer => ({
  [FILE]: true,
  body,
  headers,
});

/** `answer` with more response headers (a failed export names its reason in x-error-message). */
export const withHeaders = <A extends Failure | FileAnswer>(
  answer: A,
  headers: Record<string, string>,
): A => ({ ...answer, headers: { ...answer.headers, ...headers } });

type Data<C extends CallDescription> = C['data'] extends z.core.$ZodType
  ? z.input<C['data']>
  : FileAnswer;

/** What a call answers: its data (typed by the description), a failure, or a file. */
export type Answer<C extends CallDescription> = Data<C> | Failure;

export type Resolver<C extends CallDescription> =
  Answer<C> | ((call: RecordedCall) => Answer<C> | Promise<Answer<C>>);

/** One call's mocked answer. */
export interface MockedCall {
  readonly call: CallDescription;
  readonly resolver: Resolver<CallDescription>;
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && FAILURE in value;
const isFile = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && FILE in value;

const callName = (call: CallDescription) => `${call.method} ${call.path}`;

/** The data checked against the call's schema: a mock that drifted from the contract throws. */
function checked(call: CallDescription, answer: unknown): void {
  if (isFailure(answer) || isFile(answer) || !call.data) return;
  const result = z.safeParse(zSuccess(call.data), { success: true, data: answer });
  if (!result.success) {
    throw new Error(
      `The mocked answer of ${callName(call)} does not match its description:\n` +
        z.prettifyError(result.error),
    );
  }
}

/** Answers `call` with `resolver`: data, `fail(...)`, `file(...)` or a function of the request. */
export function on<C extends CallDescription>(call: C, resolver: Resolver<C>): MockedCall {
  if (typeof resolver !== 'function') checked(call, resolver);
  return { call, resolver: resolver as Resolver<CallDescription> };
}

function toResponse(answer: unknown): Response {
  if (isFailure(answer)) {
    return HttpResponse.json(answer.envelope, { status: answer.status, headers: answer.headers });
  }
  if (isFile(answer)) return new HttpResponse(answer.body, { headers: answer.headers });
  return HttpResponse.json({ success: true, data: answer as z.core.util.JSONType });
}

/**
 * Answers the given calls (a later answer for the same call wins) and records every request the
 * app makes to the API. Calls no test answered get 404. Reset after each test.
 */
export function mockApi(...mocks: MockedCall[]) {
  const handlerOf = ({ call, resolver }: MockedCall) => {
    const resolve: HttpResponseResolver = async ({ request, params }) => {
      const recorded = await record(request, params, call);
      const answer = typeof resolver === 'function' ? await resolver(recorded) : resolver;
      if (typeof resolver === 'function') {
        try {
          checked(call, answer);
        } catch (error) {
          drifts.push(error as Error);
          throw error;
        }
      }
      return toResponse(answer);
    };
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](call.path, resolve);
  };

  const latest = new Map<string, MockedCall>();
  for (const mock of mocks) latest.set(callName(mock.call), mock);
  mockServer.use(...[...latest.values()].map(handlerOf));

  return {
    /** Every API request the test's app made, in order. */
    calls: requests,
    /** Changes the answer of one call from now on. */
    set(mock: MockedCall) {
      mockServer.use(handlerOf(mock));
    },
    /** The requests made to `call`, answered or not. */
    callsTo(call: CallDescription): RecordedCall[] {
      return requests.filter((recorded) => recorded.call === call);
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;
