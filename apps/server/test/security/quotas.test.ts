import {
  allCalls,
  callPath,
  quotaExceededMessage,
  type CallDescription,
  type TErrorEnvelope,
  type TQuotaKind,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { demoApp, type DemoApp } from '../demo-app';
import { png } from './hostile-files/images';
import { multipartBody } from './hostile-files/upload-request';
import { CATALOGUE, registeredRoutes, routeKey, type RegisteredRoute } from './route-catalogue';

/**
 * Every call that stores a file or sends an email spends a quota (plugins/quota.ts). Such calls
 * are found from their descriptions, not listed: one that takes a multipart file, one whose body
 * names recipients (unless the catalogue says it only renders the message), one the
 * tenant-isolation catalogue says writes the email outbox or the uploaded images. A new call of that kind fails here until it is described with its `quota`,
 * and then every described quota is shown to answer 429 past a limit of one.
 */

/** The tables a file is stored in or an email is queued from, and the quota each takes. */
const QUOTA_TABLES: Record<string, TQuotaKind> = {
  uploaded_images: 'upload',
  email_outbox: 'email',
};

/** A body field that names recipients: an email goes out to them. */
const RECIPIENT_FIELD = /addresses|recipients?$|^(to|cc|bcc)$/i;

function bodyFields(call: CallDescription): string[] {
  if (!call.body) return [];
  const schema = z.toJSONSchema(call.body as z.ZodType, { io: 'input', unrepresentable: 'any' });
  const fields: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { properties } = node as { properties?: Record<string, unknown> };
    if (properties) fields.push(...Object.keys(properties));
    for (const value of Object.values(node)) walk(value);
  };
  walk(schema);
  return fields;
}

/** The quota a call must have from what it does, or null when it stores and sends nothing. */
function quotaItNeeds(call: CallDescription): TQuotaKind | null {
  const key = routeKey({ method: call.method, url: call.path });
  const writes = (CATALOGUE[key]?.writes ?? []).map((w) => (typeof w === 'string' ? w : w.table));
  const fromTables = writes.map((table) => QUOTA_TABLES[table]).find(Boolean);
  if (fromTables) return fromTables;
  if (call.consumes?.includes('multipart/form-data')) return 'upload';
  if (CATALOGUE[key]?.sendsNothing) return null;
  if (bodyFields(call).some((field) => RECIPIENT_FIELD.test(field))) return 'email';
  return null;
}

const ONE_OF_EACH = Object.fromEntries(
  ['UPLOADS_PER_HOUR', 'EMAILS_PER_HOUR'].map((limit) => [`QUOTA_USER_${limit}`, '1']),
);

describe('quotas of every call that stores files or sends email', () => {
  let h: DemoApp;
  let routes: RegisteredRoute[];
  let cookie: string;

  beforeAll(async () => {
    [routes, h] = await Promise.all([
      registeredRoutes(),
      demoApp('portal_quota_suite', ONE_OF_EACH),
    ]);
    cookie = await h.signIn('demo.manager');
  });
  afterAll(() => h?.close());

  const described = () => {
    const registered = new Set(routes.map(routeKey));
    return allCalls.filter((call) =>
      registered.has(routeKey({ method: call.method, url: call.path })),
    );
  };

  it('should find the upload and the forwards among the calls that store files or send email', () => {
    const needing = described()
      .filter((call) => quotaItNeeds(call) !== null)
      .map((call) => routeKey({ method: call.method, url: call.path }));
    expect(needing).toEqual(
      expect.arrayContaining([
        'PUT /v1/misc/image/upload',
        'POST /v1/invoice/:id/forward',
        'POST /v1/quote/:id/forward',
      ]),
    );
  });

  it('should describe every call that stores files or sends email with its quota', () => {
    const wrong = described()
      .map((call) => ({
        call: routeKey({ method: call.method, url: call.path }),
        needs: quotaItNeeds(call),
        has: call.quota ?? null,
      }))
      .filter(({ needs, has }) => needs !== null && needs !== has);
    expect(wrong).toEqual([]);
  });

  it('should describe the 429 and its Retry-After in /openapi.json for every call with a quota', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    }>().paths;
    const limited = described().filter((call) => call.quota);
    expect(limited.length).toBeGreaterThan(0);
    for (const call of limited) {
      const path = call.path.replace(/:(\w+)/g, '{$1}');
      const answer = paths[path]?.[call.method.toLowerCase()]?.responses['429'];
      expect(answer?.description, `${call.method} ${call.path}`).toMatch(
        /per user and per agency.*Retry-After/s,
      );
    }
  });

  /** A request the call accepts: the catalogue's body and an id of the session's agency. */
  async function validRequest(
    call: CallDescription,
  ): Promise<() => Promise<LightMyRequestResponse>> {
    const entry = CATALOGUE[routeKey({ method: call.method, url: call.path })];
    // The id of the session's agency the call names, in its path or its body.
    const slot = entry?.ids.find((s) => s.in === 'path' || s.in === 'body');
    let id = 0;
    if (slot) {
      const [row] = await h.rows<{ id: number }>(
        `select ${slot.column ?? 'id'} as id from ${slot.table}
         where agency_id = $1 ${slot.where ? `and ${slot.where}` : ''} order by 1 limit 1`,
        [h.ids.VIC],
      );
      id = row!.id;
    }
    const url = slot?.in === 'path' ? callPath(call, { [slot.name]: id }) : call.path;
    const headers = { origin: TEST_ORIGIN };
    if (call.consumes?.includes('multipart/form-data')) {
      return () => {
        const { payload, contentType } = multipartBody([
          { filename: 'image.png', type: 'image/png', data: png({ width: 4, height: 4 }) },
        ]);
        return h.app.inject({
          method: call.method,
          url,
          headers: { ...headers, 'content-type': contentType },
          cookies: { acp_session: cookie },
          payload,
        });
      };
    }
    const body = entry?.body?.(id);
    return () =>
      h.app.inject({
        method: call.method,
        url,
        headers,
        cookies: { acp_session: cookie },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
  }

  it('should answer 429 with the minutes to wait and Retry-After past the limit of every call with a quota', async () => {
    const byKind = new Map<TQuotaKind, CallDescription[]>();
    for (const call of described().filter((c) => c.quota)) {
      byKind.set(call.quota!, [...(byKind.get(call.quota!) ?? []), call]);
    }
    for (const calls of byKind.values()) {
      await h.rows('delete from quota_usage');
      // The limit is one an hour per user: the first call of the kind spends it.
      const [first] = calls;
      const spent = await (await validRequest(first!))();
      expect(spent.statusCode, `${first!.method} ${first!.path}: ${spent.body}`).toBe(200);
      for (const call of calls) {
        const res = await (await validRequest(call))();
        const label = `${call.method} ${call.path}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(429);
        const retryAfter = Number(res.headers['retry-after']);
        expect(Number.isInteger(retryAfter), label).toBe(true);
        expect(retryAfter, label).toBeGreaterThan(3600 - 60);
        expect(retryAfter, label).toBeLessThanOrEqual(3600);
        expect(res.json<TErrorEnvelope>().error, label).toEqual({
          code: 'RATE_LIMITED',
          message: quotaExceededMessage(retryAfter / 60),
        });
      }
    }
    expect([...byKind.keys()].sort()).toEqual(['email', 'upload']);
  });
});
