import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  authCalls,
  type CallDescription,
  type dashboardCalls,
  type TCallData,
  type TCallInput,
  type TList,
} from '@portal/contracts';
import { expect } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, cookieOf, signInToPortal, userIdOf } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import type { Database } from '../../db/client';

/** The demo data's day (TEST_TODAY in the agencies' time zone), for the independent SQL. */
export const TODAY = '2026-06-15';

export interface DashboardHarness {
  app: FastifyInstance;
  owner: Database;
  ids: { VIC: number; NSW: number; QLD: number };
  /** Makes a call from its description as the signed-in `cookie` (none: signed out). */
  call: <C extends CallDescription>(
    call: C,
    input: TCallInput<C>,
    cookie?: string,
  ) => Promise<LightMyRequestResponse>;
  /** A call that must answer 200; its data. */
  data: <C extends CallDescription>(
    call: C,
    input: TCallInput<C>,
    cookie: string,
  ) => Promise<TCallData<C>>;
  /** A raw GET, for what no description sends (a malformed query) and /openapi.json. */
  get: (url: string, cookie?: string) => Promise<LightMyRequestResponse>;
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
  return {
    app,
    owner,
    ids,
    call: (call, input, cookie) => injectCall(app, call, input, { cookie }),
    data: async <C extends CallDescription>(call: C, input: TCallInput<C>, cookie: string) => {
      const res = await injectCall(app, call, input, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ success: true; data: TCallData<C> }>().data;
    },
    get: (url, cookie) =>
      app.inject({ method: 'GET', url, cookies: cookie ? { acp_session: cookie } : undefined }),
    signIn: async (username) => (await signInToPortal(app, username)).cookie,
    switchAgency: async (cookie, agencyId) => {
      const res = await injectCall(app, authCalls.switchAgency, { body: { agencyId } }, { cookie });
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

/** The paged lists of the dashboard. */
export type DashboardListCall =
  | typeof dashboardCalls.overdueInvoices
  | typeof dashboardCalls.urgentQuotes
  | typeof dashboardCalls.urgentNotices
  | typeof dashboardCalls.urgentAccessIssues
  | typeof dashboardCalls.urgentReportedFindings
  | typeof dashboardCalls.recentNewManagements;

/** An item of a dashboard list. */
type ItemOf<C extends DashboardListCall> = TCallData<C>['items'][number];

/**
 * A dashboard list against the ids its rows should have, in order: the total, the first page
 * at the default size, a later page of another size, and a page past the end.
 */
export async function expectPagedList<C extends DashboardListCall>(
  h: DashboardHarness,
  call: C,
  cookie: string,
  expectedIds: readonly (number | string)[],
  idOf: (item: ItemOf<C>) => number | string,
  defaultPageSize: number,
): Promise<TList<ItemOf<C>>> {
  const page = async (query: { page?: number; 'page-size'?: number }) =>
    (await h.data<DashboardListCall>(call, { query }, cookie)) as TList<ItemOf<C>>;
  const first = await page({});
  expect(first.total).toBe(expectedIds.length);
  expect(first.items.map(idOf)).toEqual(expectedIds.slice(0, defaultPageSize));
  const second = await page({ page: 2, 'page-size': 3 });
  expect(second.total).toBe(expectedIds.length);
  expect(second.items.map(idOf)).toEqual(expectedIds.slice(3, 6));
  const past = await page({ page: 1000 });
  expect(past).toEqual({ items: [], total: expectedIds.length });
  return first;
}

/** `and (...)` restricting a properties alias to a property manager when one is given ($2). */
export const managerFilter = (alias: string) =>
  `($2::int is null or ${alias}.property_manager_id = $2::int)`;
