/**
 * Every figure the dashboard's calls return against the total of the list it opens, as contracts'
 * statsFigures and integratedFigures tie them: for each agency of demo.master, for the whole
 * agency and for one property manager, under both models of the lists (access-issue cases or
 * notices, findings or quotes).
 *
 * On the demo data by default. With FIGURES_DATABASE_URL (owner) and FIGURES_DATABASE_APP_URL
 * (the app role) it reads that database instead, for instance the bench's 100,000-property
 * agency (docs/ARCHITECTURE.md, 'Dashboard figures', says how); FIGURES_TODAY (yyyy-MM-dd, the
 * day the data was generated for) sets the app's clock there.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_REQUIRED_STAT_KEYS,
  authCalls,
  DASHBOARD_PROPERTY_FACETS,
  NON_MANAGED_STAT_CODES,
  PORTFOLIO_COUNT_STAT_KEYS,
  SERVICE_CODES,
  ZDashboardStats,
  ZIntegratedStats,
  type TDashboardStats,
  dashboardCalls,
  integratedFigures,
  statsFigures,
  statsQuery,
  type CallDescription,
  type DashboardFigure,
  type FigureContext,
  type TCallData,
  type TCallInput,
} from '@portal/contracts';
import { buildTestApp } from '../../../test/app';
import { signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';
import { createDatabase, type Database } from '../../db/client';

const external = process.env.FIGURES_DATABASE_APP_URL;

interface Target {
  app: FastifyInstance;
  owner: Database;
  close: () => Promise<void>;
}

async function openTarget(): Promise<Target> {
  const database = external ? createDatabase(external, { max: 5 }) : testDatabase();
  const owner = external
    ? createDatabase(process.env.FIGURES_DATABASE_URL ?? external, { max: 2 })
    : ownerDatabase();
  const today = process.env.FIGURES_TODAY;
  const now = external && today ? new Date(`${today}T00:00:00+10:00`) : TEST_TODAY;
  const app = await buildTestApp(database, { now: () => now });
  return {
    app,
    owner,
    close: async () => {
      await app.close();
      await database.close();
      await owner.close();
    },
  };
}

const PROVIDER = 'the provider';

describe('dashboard figures against the lists they open', () => {
  let target: Target;
  let agencies: { id: number; manager: number }[];

  beforeAll(async () => {
    target = await openTarget();
    const { rows } = await target.owner.pool.query<{ id: number; manager: number }>(
      `select m.agency_id as id,
              (select p.property_manager_id from properties p
                where p.agency_id = m.agency_id and p.property_manager_id is not null
                group by 1 order by count(*) desc, 1 limit 1) as manager
         from agency_memberships m join users u on u.id = m.user_id
        where u.username = 'demo.master' order by m.agency_id`,
    );
    agencies = rows;
  }, 60_000);
  afterAll(() => target.close());

  const data = async <C extends CallDescription>(
    call: C,
    input: TCallInput<C>,
    cookie: string,
  ): Promise<TCallData<C>> => {
    const res = await injectCall(target.app, call, input, { cookie });
    expect(res.statusCode, `${call.path} ${JSON.stringify(input)}: ${res.body}`).toBe(200);
    return res.json<{ data: TCallData<C> }>().data;
  };

  /** The figure against the sum of its lists' totals (a page of one: only the total counts). */
  async function expectReconciled(figure: DashboardFigure, cookie: string, where: string) {
    let total = 0;
    for (const list of figure.lists) {
      const query = { ...list.query, 'page-size': 1 };
      const answer = (await data(list.call as CallDescription, { query } as never, cookie)) as {
        total: number;
      };
      total += answer.total;
    }
    if (figure.lists.length) expect(figure.value, `${where}: ${figure.id}`).toBe(total);
  }

  it('should give every linked figure the total of its list for each agency, manager and model', async () => {
    expect(agencies.length).toBeGreaterThan(0);
    let linked = 0;
    for (const agency of agencies) {
      const signedIn = await signInToPortal(target.app, 'demo.master');
      const switched = await injectCall(
        target.app,
        authCalls.switchAgency,
        { body: { agencyId: agency.id } },
        { cookie: signedIn.cookie },
      );
      expect(switched.statusCode, switched.body).toBe(200);
      const cookie = /acp_session=([^;]+)/.exec(String(switched.headers['set-cookie']))![1]!;
      const contexts: FigureContext[] = [
        { propertyManagerId: null, newAccessIssues: true, problemRegister: true },
        { propertyManagerId: null, newAccessIssues: false, problemRegister: false },
        { propertyManagerId: agency.manager, newAccessIssues: true, problemRegister: false },
      ];
      for (const context of contexts) {
        const where = `agency ${agency.id} ${JSON.stringify(context)}`;
        const stats = await data(dashboardCalls.stats, { query: statsQuery(context) }, cookie);
        const integrated = await data(
          dashboardCalls.integratedStats,
          { query: { propertyManagerId: context.propertyManagerId } },
          cookie,
        );
        const figures = [
          ...statsFigures(stats, context, PROVIDER),
          ...integratedFigures(integrated, context),
        ];
        for (const figure of figures) {
          await expectReconciled(figure, cookie, where);
          if (figure.lists.length) linked += 1;
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
  }, 600_000);

  it('should describe every figure the stats calls return, each by the path of its key', () => {
    // A figure added to the contract fails here until it has its words and its list.
    const context = { propertyManagerId: null, newAccessIssues: true, problemRegister: true };
    const leaves = (value: unknown, path: string): string[] =>
      typeof value === 'number'
        ? [path]
        : Object.entries(value as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
    const stats = exampleStats();
    expect(ZDashboardStats.parse(stats)).toEqual(stats);
    const ids = statsFigures(stats, context, PROVIDER).map((figure) => figure.id);
    expect([...ids].sort()).toEqual(leaves(stats, '').sort());
    const integrated = zeros([...NON_MANAGED_STAT_CODES, 'TOTAL']);
    expect(
      integratedFigures(ZIntegratedStats.parse(integrated), context)
        .map((f) => f.id)
        .sort(),
    ).toEqual(leaves(integrated, 'integrated').sort());
  });
});

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** A stats answer with every key of the contract, each figure 0. */
function exampleStats(): TDashboardStats {
  return {
    portfolioStats: {
      ...zeros(PORTFOLIO_COUNT_STAT_KEYS),
      SERVICES_BREAKDOWN: zeros(SERVICE_CODES),
    },
    actionRequired: Object.fromEntries(
      Object.entries(ACTION_REQUIRED_STAT_KEYS).map(([group, keys]) => [group, zeros(keys)]),
    ) as unknown as TDashboardStats['actionRequired'],
    portfolioProperties: { PORTFOLIO: 0, facets: zeros(DASHBOARD_PROPERTY_FACETS) },
  };
}
