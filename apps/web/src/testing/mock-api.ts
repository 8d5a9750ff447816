import {
  errorCodeForStatus,
  zSuccess,
  type CallDescription,
  type TErrorEnvelope,
} from '@portal/contracts';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';

/**
 * The API as unit tests meet it: MSW answers the app's real requests (the real client, URL and
 * envelope checks run), and every answer is declared for a call's description from contracts, so
 * a mock has the call's method and path and its data is checked against the call's schema. A
 * mock cannot drift from the contract without the test failing.
 */

/** An API path no test answered: 404 in the envelope, as the server answers a path it lacks. */
const unanswered = http.all(/\/v[12]\//, () =>
  HttpResponse.json(
    { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
    { status: 404 },
  ),
);

/** The mock server of the unit tests (testing/setup.ts starts, resets and stops it). */
export const mockServer = setupServer(unanswered);

const FAILURE = Symbol('failure');
const FILE = Symbol('file');

/** A failed answer: the error envelope with `status`. */
export interface Failure {
  readonly [FAILURE]: true;
  readonly status: number;
  readonly envelope: TErrorEnvelope;
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

/** A request the app made, as a test reads it back. */
export interface RecordedCall {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  /** The path's parameters (`:id`), as text. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  headers: Headers;
}

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
  if (isFailure(answer)) return HttpResponse.json(answer.envelope, { status: answer.status });
  if (isFile(answer)) return new HttpResponse(answer.body, { headers: answer.headers });
  return HttpResponse.json({ success: true, data: answer as z.core.util.JSONType });
}

/**
 * Answers the given calls (a later answer for the same call wins) and records every request the
 * app makes to them. Calls no test answered get 404. Reset after each test.
 */
export function mockApi(...mocks: MockedCall[]) {
  const calls: (RecordedCall & { call: CallDescription })[] = [];

  const handlerOf = ({ call, resolver }: MockedCall) => {
    const resolve: HttpResponseResolver = async ({ request, params }) => {
      const text = request.body ? await request.clone().text() : '';
      const url = new URL(request.url);
      const recorded: RecordedCall = {
        method: request.method,
        url: `${url.pathname}${url.search}`,
        params: Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, String(value)]),
        ),
        query: url.searchParams,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        headers: request.headers,
      };
      calls.push({ ...recorded, call });
      const answer = typeof resolver === 'function' ? await resolver(recorded) : resolver;
      if (typeof resolver === 'function') checked(call, answer);
      return toResponse(answer);
    };
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](call.path, resolve);
  };

  const latest = new Map<string, MockedCall>();
  for (const mock of mocks) latest.set(callName(mock.call), mock);
  mockServer.use(...[...latest.values()].map(handlerOf));

  return {
    calls,
    /** Changes the answer of one call from now on. */
    set(mock: MockedCall) {
      mockServer.use(handlerOf(mock));
    },
    /** The requests made to `call`. */
    callsTo(call: CallDescription) {
      return calls.filter((recorded) => recorded.call === call);
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;
