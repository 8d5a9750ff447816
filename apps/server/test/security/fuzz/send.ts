import type { CallDescription } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from '../../app';
import { someAddress } from '../../auth';
import type { DemoApp } from '../../demo-app';
import { multipartBody } from '../hostile-files/upload-request';
import type { Generated } from './requests';

// Sends a generated request to the demo app, and gathers what went wrong.

export function inject(h: DemoApp, call: CallDescription, request: Generated, cookie: string) {
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
export class Failures {
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

export const describeRequest = (method: string, url: string, res: LightMyRequestResponse) =>
  `${method} ${url.slice(0, 200)} → ${res.statusCode} ${String(res.headers['content-type'] ?? '')} ` +
  res.body.slice(0, 200);
