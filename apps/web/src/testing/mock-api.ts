import { errorCodeForStatus } from '@portal/contracts';
import { vi } from 'vitest';

export interface MockReply {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  body: unknown;
  headers: Headers;
}

type Route = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

/** The envelope of a successful answer. */
export const ok = (data: unknown, status = 200): MockReply => ({
  status,
  body: { success: true, data },
});

/** The envelope of a failed answer. */
export const fail = (status: number, message = 'Something went wrong'): MockReply => ({
  status,
  body: { success: false, error: { code: errorCodeForStatus(status), message } },
});

/**
 * Replaces `fetch` with a table of answers keyed 'METHOD /path' (query strings ignored), so
 * tests meet the API at the API client's boundary. Unknown routes answer 404. Restored by
 * `vi.unstubAllGlobals()`.
 */
export function mockApi(routes: Record<string, Route> = {}) {
  const table = new Map<string, Route>(Object.entries(routes));
  const calls: RecordedCall[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      method,
      url,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const path = new URL(url, 'http://localhost').pathname;
    const route = table.get(`${method} ${path}`);
    const reply =
      route === undefined
        ? fail(404, 'Not found')
        : typeof route === 'function'
          ? await route(call)
          : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    /** Changes the answer of one route from now on. */
    set(key: string, route: Route) {
      table.set(key, route);
    },
    /** The calls made to 'METHOD /path'. */
    callsTo(key: string) {
      return calls.filter(
        (call) => `${call.method} ${new URL(call.url, 'http://localhost').pathname}` === key,
      );
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;
