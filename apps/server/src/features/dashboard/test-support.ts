import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TList } from '@portal/contracts';
import { expect } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../../test/app';
import { agencyIdIn, cookieOf, signInToPortal, userIdOf } from '../../../test/auth';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import type { Database } from '../../db/client';

/** The demo data's day (TEST_TODAY in the agencies' time zone), for the independent SQL. */
export const TODAY = '2026-06-15';

export interface DashboardHarness {
  app: FastifyInstance;
  owner: Database;
  ids: { VIC: number; NSW: number; QLD: number };
  get: (url: string, cookie?: string) => Promise<LightMyRequestResponse>;
  /** GET that must answer 200; its data. */
  data: <T>(url: string, cookie: string) => Promise<T>;
  signIn: (username: string) => Promise<string>;
  /** Switches the session's portfolio; the new cookie. */
  switchAgency: (cookie: string, agencyId: number) => Promise<string>;
  /** The property manager the demo user is (their own properties). */
  managerOfUser: (username: string) => Promise<number>;
  /** Plain SQL as the owner (no row-level security): a single number. */
  count: (text: string, params: unknown[]) => Promise<number>;
  /** Plain SQL as the owner: the first column of every row. */
  column: <T = number>(text: string, params: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

/** The app with the dashboard's routes, on the clock of the demo data. */
export async function dashboardHarness(): Promise<DashboardHarness> {
  const database = testDatabase();
  const owner = ownerDatabase();
  const app = await buildTestApp(database, { now: () => TEST_TODAY });
  const ids = {
    VIC: await agencyIdIn(owner, 'VIC'),
    NSW: await agencyIdIn(owner, 'NSW'),
    QLD: await agencyIdIn(owner, 'QLD'),
  };
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, cookies: cookie ? { acp_session: cookie } : undefined });
  return {
    app,
    owner,
    ids,
    get,
    data: async <T>(url: string, cookie: string) => {
      const res = await get(url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ success: true; data: T }>().data;
    },
    signIn: async (username) => (await signInToPortal(app, username)).cookie,
    switchAgency: async (cookie, agencyId) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/v1/auth/agencies',
        headers: { origin: TEST_ORIGIN },
        cookies: { acp_session: cookie },
        payload: { agencyId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return cookieOf(res, 'acp_session')!.value;
    },
    managerOfUser: async (username) => {
      const userId = await userIdOf(owner, username);
      const { rows } = await owner.pool.query<{ id: number }>(
        'select id from property_managers where user_id = $1 order by id limit 1',
        [userId],
      );
      return rows[0]!.id;
    },
    count: async (text, params) => {
      const { rows } = await owner.pool.query(text, usedParams(text, params));
      return Number(Object.values(rows[0] as object)[0]);
    },
    column: async <T>(text: string, params: unknown[]) => {
      const { rows } = await owner.pool.query({
        text,
        values: usedParams(text, params),
        rowMode: 'array',
      });
      return (rows as unknown[][]).map((row) => row[0] as T);
    },
    close: async () => {
      await app.close();
      await database.close();
      await owner.close();
    },
  };
}

/** Only the parameters the text uses ($1 .. $n): PostgreSQL refuses extra ones. */
function usedParams(text: string, params: unknown[]) {
  const used = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  return params.slice(0, used);
}

/**
 * A dashboard list against the ids its rows should have, in order: the total, the first page
 * at the default size, a later page of another size, and a page past the end.
 */
export async function expectPagedList<T>(
  h: DashboardHarness,
  url: string,
  cookie: string,
  expectedIds: readonly (number | string)[],
  idOf: (item: T) => number | string,
  defaultPageSize: number,
): Promise<TList<T>> {
  const join = url.includes('?') ? '&' : '?';
  const first = await h.data<TList<T>>(url, cookie);
  expect(first.total).toBe(expectedIds.length);
  expect(first.items.map(idOf)).toEqual(expectedIds.slice(0, defaultPageSize));
  const second = await h.data<TList<T>>(`${url}${join}page=2&page-size=3`, cookie);
  expect(second.total).toBe(expectedIds.length);
  expect(second.items.map(idOf)).toEqual(expectedIds.slice(3, 6));
  const past = await h.data<TList<T>>(`${url}${join}page=1000`, cookie);
  expect(past).toEqual({ items: [], total: expectedIds.length });
  return first;
}

/** `and (...)` restricting a properties alias to a property manager when one is given ($2). */
export const managerFilter = (alias: string) =>
  `($2::int is null or ${alias}.property_manager_id = $2::int)`;
