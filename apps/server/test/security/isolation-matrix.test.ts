import ExcelJS from 'exceljs';
import { allCalls, queryParameterNames } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../app';
import { demoApp, type DemoApp } from '../demo-app';
import {
  CATALOGUE,
  ID_KEYS,
  ID_LINKS,
  isExcludedFromMatrix,
  MATRIX_EXCLUSIONS,
  registeredRoutes,
  routeKey,
  type CatalogueEntry,
  type IdSlot,
  type RegisteredRoute,
  type Viewer,
  type Written,
} from './route-catalogue';
import { multipartBody } from './hostile-files/upload-request';

/** The answer every foreign, deleted or random id is compared with. */
const MISSING = 2_147_483_647;

/** Status and what a user could read of an answer (a spreadsheet by its cells). */
async function answerOf(res: LightMyRequestResponse) {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    return {
      status: res.statusCode,
      sheets: workbook.worksheets.map((sheet) => sheet.getSheetValues()),
    };
  }
  return {
    status: res.statusCode,
    body: type.includes('json') ? res.json<unknown>() : res.body,
  };
}

const slotEntries = Object.entries(CATALOGUE).flatMap(([key, entry]) =>
  entry.ids.map((slot) => ({ key, entry, slot })),
);

describe('tenant isolation matrix', () => {
  let h: DemoApp;
  let routes: RegisteredRoute[];
  /** Both signed in to VIC; demo.master also belongs to NSW and QLD. */
  const cookies = {} as Record<Viewer, string>;

  beforeAll(async () => {
    [routes, h] = await Promise.all([registeredRoutes(), demoApp('portal_isolation')]);
    cookies.manager = await h.signIn('demo.manager');
    cookies.master = await h.signIn('demo.master');
    // The demo has no API keys: one of each other agency, for the matrix to aim at.
    await h.rows(
      `insert into api_keys (agency_id, name, prefix, token_hash, created_by_user_id)
       select a.id, 'Matrix key', 'acp_' || a.id, md5(a.id::text), u.id
       from agencies a, (select min(id) as id from users) u where a.id in ($1, $2)`,
      [h.ids.NSW, h.ids.QLD],
    );
    // Nor webhooks: one of each other agency, with a delivery, for the matrix to aim at, and
    // one of the session agency's, whose delivery log the sweep reads.
    await h.rows(
      `with made as (
         insert into webhooks (agency_id, url, events, secret_ciphertext, created_by_user_id)
         select a.id, 'https://93.184.215.14/matrix', '{notice.issued}', 'v1.x.y', u.id
         from agencies a, (select min(id) as id from users) u where a.id in ($1, $2, $3)
         returning agency_id, id)
       insert into webhook_deliveries (agency_id, webhook_id, event, message_id, body, max_attempts)
       select agency_id, id, 'webhook.test', 'msg_matrix_' || id, '{}', 1 from made`,
      [h.ids.NSW, h.ids.QLD, h.ids.VIC],
    );
    // Nor saved views: a shared one of each other agency (shared views are the widest reach),
    // and one of the session agency's, which the sweep reads.
    await h.rows(
      `insert into saved_views (agency_id, owner_user_id, list, name, params, shared)
       select m.agency_id, min(m.user_id), 'portfolio', 'Matrix view', 'facet=NonCompliant', true
       from agency_memberships m where m.agency_id in ($1, $2, $3) group by m.agency_id`,
      [h.ids.NSW, h.ids.QLD, h.ids.VIC],
    );
  });
  afterAll(() => h?.close());

  const request = (
    key: string,
    entry: CatalogueEntry,
    viewer: Viewer,
    ids: { path?: number | Record<string, number>; query?: Record<string, string>; body?: number },
  ) => {
    const [method, url] = key.split(' ') as [string, string];
    // A number is the path's :id; a record names each path parameter.
    const pathIds = typeof ids.path === 'object' ? ids.path : { id: ids.path };
    const path = Object.entries({ ...entry.pathParams, ...pathIds }).reduce(
      (built, [name, id]) => built.replace(`:${name}`, String(id)),
      url,
    );
    expect(path, 'every path parameter is an id of the catalogue or a fixed value').not.toContain(
      ':',
    );
    const query = new URLSearchParams({ ...entry.query, ...ids.query }).toString();
    const body = entry.body?.(ids.body ?? MISSING);
    const form = entry.upload && multipartBody([{ name: 'file', ...entry.upload }]);
    return h.app.inject({
      method: method as 'GET',
      url: query ? `${path}?${query}` : path,
      headers: {
        ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
        ...(form ? { 'content-type': form.contentType } : {}),
      },
      cookies: { acp_session: cookies[viewer] },
      ...(form ? { payload: form.payload } : {}),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  };

  /** The id under test in its slot; the route's other path ids are the session agency's own. */
  const callWith = async (
    key: string,
    entry: CatalogueEntry,
    slot: IdSlot,
    viewer: Viewer,
    id: number,
  ) => {
    const path: Record<string, number> = {};
    for (const other of entry.ids) {
      if (other.in === 'path' && other !== slot) {
        path[other.name] = (await idsIn(other, h.ids.VIC))[0] ?? MISSING;
      }
    }
    if (slot.in === 'path') path[slot.name] = id;
    return request(key, entry, viewer, {
      path: Object.keys(path).length ? path : undefined,
      query: slot.in === 'query' ? { [slot.name]: String(id) } : undefined,
      body: slot.in === 'body' ? id : undefined,
    });
  };

  /** Rows of the slot's table in an agency (where its condition holds). */
  const idsIn = async (slot: IdSlot, agencyId: number, limit = 1) => {
    const column = slot.column ?? 'id';
    const agencyColumn = slot.table === 'agencies' ? 'id' : 'agency_id';
    const rows = await h.rows<{ id: number }>(
      `select ${column} as id from ${slot.table}
       where ${agencyColumn} = $1 ${slot.where ? `and (${slot.where})` : ''}
       order by ${column} limit ${limit}`,
      [agencyId],
    );
    return rows.map((row) => row.id);
  };

  /** Another agency's rows, an id handed out and gone, and random ones. */
  const hostileIds = async (slot: IdSlot) => {
    const foreign = [
      ...(await idsIn(slot, h.ids.NSW)).map((id) => ({ label: `NSW's ${id}`, id })),
      ...(await idsIn(slot, h.ids.QLD)).map((id) => ({ label: `QLD's ${id}`, id })),
    ];
    expect(foreign.length, `rows of ${slot.table} in other agencies`).toBeGreaterThan(0);
    // No table keeps deleted rows: an id its sequence handed out and no row holds is one.
    const [deleted] = await h.rows<{ id: number }>(
      `select nextval(pg_get_serial_sequence($1, 'id'))::int as id`,
      [slot.sequenceOf ?? slot.table],
    );
    const random = 100_000_000 + Math.floor(Math.random() * 2_000_000_000);
    const beyond = 2 ** 31 + Math.floor(Math.random() * 2 ** 40);
    return [
      ...foreign,
      { label: `deleted ${deleted!.id}`, id: deleted!.id },
      { label: `random ${random}`, id: random },
      { label: `random beyond int4 ${beyond}`, id: beyond },
    ];
  };

  const rowsNamed = (slot: IdSlot, id: number) =>
    id > MISSING
      ? Promise.resolve([])
      : h.rows(`select * from ${slot.table} where ${slot.column ?? 'id'} = $1`, [id]);

  const digest = async (written: Written[] = []) => {
    const digests: Record<string, string> = {};
    for (const item of written) {
      const { table, columns } = typeof item === 'string' ? { table: item, columns: '*' } : item;
      const [row] = await h.rows<{ d: string }>(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d
         from (select ${columns} from ${table}) x`,
      );
      digests[table] = row!.d;
    }
    return digests;
  };

  it('should catalogue every registered route except the documented exclusions', () => {
    const inMatrix = routes.filter((route) => !isExcludedFromMatrix(route.url)).map(routeKey);
    expect(new Set(inMatrix).size, 'no route is registered twice').toBe(inMatrix.length);
    expect([...inMatrix].sort()).toEqual(Object.keys(CATALOGUE).sort());
    // An exclusion that matches nothing any more is removed, not left to hide a future route.
    for (const { pattern } of MATRIX_EXCLUSIONS) {
      expect(
        routes.some((route) => pattern.test(route.url)),
        String(pattern),
      ).toBe(true);
    }
    for (const [key, entry] of Object.entries(CATALOGUE)) {
      expect(entry.ids.length > 0 || Boolean(entry.noIds), `${key} says why it takes no ids`).toBe(
        true,
      );
    }
  });

  it.each(slotEntries)(
    'should answer $key with $slot.in $slot.name of another agency, deleted or random exactly as a missing one, changing nothing',
    async ({ key, entry, slot }) => {
      const cases = await hostileIds(slot);
      for (const viewer of entry.as?.viewers ?? (['manager', 'master'] as const)) {
        const before = await digest(entry.writes);
        const missing = await answerOf(await callWith(key, entry, slot, viewer, MISSING));
        const expected = { path: [404], query: [200], body: [400, 403, 404] }[slot.in];
        expect(expected, `${viewer}: the missing id's answer`).toContain(missing.status);
        for (const { label, id } of cases) {
          const rowsBefore = await rowsNamed(slot, id);
          const answer = await answerOf(await callWith(key, entry, slot, viewer, id));
          expect(answer, `${viewer} with ${label}`).toEqual(missing);
          expect(await rowsNamed(slot, id), `${viewer} with ${label}: the row`).toEqual(rowsBefore);
        }
        expect(await digest(entry.writes), `${viewer}: the tables it writes`).toEqual(before);
      }
    },
  );

  it("should list only the session agency's rows in every JSON answer", async () => {
    const seen = new Map<string, Set<number>>();
    const strangers: string[] = [];
    const gets = Object.entries(CATALOGUE).filter(
      ([key, entry]) => key.startsWith('GET ') && !entry.sweep,
    );
    for (const [key, entry] of gets) {
      const pathSlot = entry.ids.find((slot) => slot.in === 'path');
      const own = pathSlot ? (await idsIn(pathSlot, h.ids.VIC, 1))[0] : undefined;
      // The largest page where the call pages (any other parameter is refused).
      const call = allCalls.find((candidate) => `${candidate.method} ${candidate.path}` === key);
      const paged = call && queryParameterNames(call).includes('page-size');
      for (const viewer of ['manager', 'master'] as const) {
        const res = await request(key, entry, viewer, {
          path: pathSlot && own !== undefined ? { [pathSlot.name]: own } : undefined,
          query: paged ? { 'page-size': '100' } : {},
        });
        if (!String(res.headers['content-type']).includes('json')) continue;
        expect(res.statusCode, `${viewer} ${key}: ${res.body}`).toBeLessThan(500);
        const found = new Map<string, Set<number>>();
        collectIds(res.json(), found);
        for (const [where, ids] of found) {
          const [table, column] = where.split('.') as [string, string];
          const mine = await h.rows<{ id: number }>(
            table === 'agencies'
              ? 'select id from agencies where id = any($1::int[]) and id = $2'
              : `select distinct ${column} as id from ${table}
                 where ${column} = any($1::int[]) and agency_id = $2`,
            [[...ids], h.ids.VIC],
          );
          const others = [...ids].filter((id) => !mine.some((row) => row.id === id));
          if (others.length) strangers.push(`${viewer} ${key}: ${where} ${others.join(', ')}`);
          seen.set(where, new Set([...(seen.get(where) ?? []), ...ids]));
        }
      }
    }
    expect(strangers).toEqual([]);
    // The sweep is not vacuous: the lists above carry rows of each kind.
    for (const where of [
      'properties.id',
      'quotes.id',
      'invoices.id',
      'property_managers.id',
      'non_managed_properties.id',
      'property_services.id',
      'agency_memberships.user_id',
    ]) {
      expect(seen.get(where)?.size ?? 0, where).toBeGreaterThan(0);
    }
  });
});

/** Every id in a JSON answer by the key or link that carries it, as 'table.column'. */
function collectIds(value: unknown, found: Map<string, Set<number>>, parent = ''): void {
  const add = (where: string, id: number) =>
    found.set(where, new Set([...(found.get(where) ?? []), id]));
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, found, parent);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const ref =
      key === 'id' && parent === 'propertyManager' ? ID_KEYS.propertyManagerId : ID_KEYS[key];
    if (ref && typeof item === 'number') add(`${ref.table}.${ref.column}`, item);
    if (typeof item === 'string') {
      for (const { pattern, table } of ID_LINKS) {
        const match = pattern.exec(item);
        if (match) add(`${table}.id`, Number(match[1]));
      }
    }
    collectIds(item, found, key);
  }
}
