import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TEST_ORIGIN } from '../app';
import type { DemoApp } from '../demo-app';
import { CATALOGUE, routeKey, type IdSlot, type RegisteredRoute } from './route-catalogue';

// Requests to every registered route as the app would receive real ones (caching-and-headers):
// the session agency's own ids in the path, the query and the body, or a missing one.

/** The answer every foreign or missing id gets. */
export const MISSING = 2_147_483_647;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `ownRequest(route)`: a request `route` answers as a real one, with `app()`'s VIC ids. */
export function routeWalk(
  app: () => DemoApp,
  imageFile: () => string,
  calendarToken: () => Promise<string>,
) {
  /** An id of the session agency's rows for the slot (where its condition holds). */
  const ownId = async (slot: IdSlot) => {
    const column = slot.column ?? 'id';
    const agencyColumn = slot.table === 'agencies' ? 'id' : 'agency_id';
    const [row] = await app().rows<{ id: number }>(
      `select ${column} as id from ${slot.table}
       where ${agencyColumn} = $1 ${slot.where ? `and (${slot.where})` : ''}
       order by ${column} limit 1`,
      [app().ids.VIC],
    );
    expect(row, `a row of ${slot.table} in VIC`).toBeDefined();
    return row!.id;
  };

  /** A request every route answers as it would a real one: ids of the session agency. */
  const ownRequest = async (route: RegisteredRoute) => {
    const entry = CATALOGUE[routeKey(route)];
    const ids = new Map<IdSlot['in'], number>();
    const pathIds = new Map<string, number>();
    const query: Record<string, string> = { ...entry?.query };
    for (const slot of entry?.ids ?? []) {
      const id = await ownId(slot);
      ids.set(slot.in, id);
      if (slot.in === 'path') pathIds.set(slot.name, id);
      if (slot.in === 'query') query[slot.name] = String(id);
    }
    // Path parameters that are not ids (the entry's pathParams) and ids (:id, :webhookId,
    // /property/:id/documents/:docId) take each value by its name.
    const named = [...Object.entries(entry?.pathParams ?? {}), ...pathIds];
    const pathname = named
      .reduce(
        (url, [name, value]) => url.replace(new RegExp(`:${name}(?=/|$)`), String(value)),
        route.url,
      )
      .replace(':id', String(ids.get('path') ?? MISSING))
      .replace(':file', imageFile())
      .replace(':token', route.url.includes(':token') ? await calendarToken() : '')
      .replace(':state', 'vic')
      .replace(/:[A-Za-z]+/g, '1')
      .replace('*', 'x');
    const search = new URLSearchParams(query).toString();
    const body = entry?.body ? entry.body(ids.get('body') ?? MISSING) : {};
    return { url: search ? `${pathname}?${search}` : pathname, body };
  };
  return { ownRequest };
}

/** Sends a request to `route` of `app`, with the origin and type a mutation needs. */
export const send = (
  app: FastifyInstance,
  route: RegisteredRoute,
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const mutating = MUTATING.has(route.method);
  const form = route.url.startsWith('/cs/');
  return app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...(mutating
        ? {
            origin: TEST_ORIGIN,
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          }
        : {}),
      ...options.headers,
    },
    cookies: options.cookie ? { acp_session: options.cookie } : undefined,
    ...(mutating
      ? { payload: form ? 'username=demo.manager' : JSON.stringify(options.body ?? {}) }
      : {}),
  });
};
