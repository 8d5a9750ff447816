import {
  analyticsCalls,
  type CallDescription,
  type TAnalytics,
  type TCallInput,
} from '@portal/contracts';

type Query = NonNullable<TCallInput<typeof analyticsCalls.dashboard>['query']>;
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import { TEST_TODAY } from '../../../test/fixtures';

/** The demo data's day (TEST_TODAY in Melbourne). */
const TODAY = '2026-06-15';

// The corporate dashboard against counts made here in plain SQL, service by service and day by
// day (no runs of months), from the demo data.

/** The services counted and their days, as the call's definition says (VIC: Melbourne days). */
const COUNTED = `
  select s.service_code, s.status, s.property_id, p.property_manager_id, p.suburb,
    s.last_service_date, s.next_due_date,
    (s.enrolled_at at time zone 'Australia/Melbourne')::date as from_day,
    least((s.cancelled_at at time zone 'Australia/Melbourne')::date,
          (p.cancelled_at at time zone 'Australia/Melbourne')::date) as until_day
  from property_services s join properties p on p.id = s.property_id
  where s.agency_id = $1 and s.is_managed_by_provider and s.enrolled_at is not null
    and s.status <> 'NOT_ENROLLED' and (s.status <> 'CANCELLED' or s.cancelled_at is not null)
    and (p.is_managed or p.cancelled_at is not null)`;
const ON_DAY = (day: string) =>
  `from_day <= '${day}' and (until_day is null or until_day > '${day}')`;
const COMPLIANT_ON = (day: string) => `last_service_date <= '${day}' and next_due_date >= '${day}'`;

describe('GET /v1/analytics', () => {
  const database = testDatabase();
  const owner = ownerDatabase();
  let app: FastifyInstance;
  let master = '';
  let manager = '';
  const ids = { VIC: 0, NSW: 0 };
  const h = {
    ids,
    call: <C extends CallDescription>(call: C, input: TCallInput<C>, cookie: string) =>
      injectCall(app, call, input, { cookie }),
    get: (url: string, cookie: string) =>
      app.inject({ method: 'GET', url, cookies: { acp_session: cookie } }),
    data: async (query: Query, cookie: string): Promise<TAnalytics> => {
      const res = await injectCall(app, analyticsCalls.dashboard, { query }, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: TAnalytics }>().data;
    },
    /** Plain SQL as the owner: a single number. */
    count: async (text: string, params: unknown[]) => {
      const { rows } = await owner.pool.query(text, params);
      return Number(Object.values(rows[0] as object)[0]);
    },
    /** Plain SQL as the owner: the first column of every row. */
    column: async <T>(text: string, params: unknown[]) => {
      const { rows } = await owner.pool.query({ text, values: params, rowMode: 'array' });
      return (rows as unknown[][]).map((row) => row[0] as T);
    },
  };
  const figures = (query: Query = {}, cookie = master) => h.data(query, cookie);

  beforeAll(async () => {
    app = await buildTestApp(database, { now: () => TEST_TODAY });
    [ids.VIC, ids.NSW] = await Promise.all([agencyIdIn(owner, 'VIC'), agencyIdIn(owner, 'NSW')]);
    master = (await signInToPortal(app, 'demo.master')).cookie;
    manager = (await signInToPortal(app, 'demo.manager')).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
    await owner.close();
  });

  const count = (where: string, extra: unknown[] = []) =>
    h.count(`select count(*) from (${COUNTED}) c where ${where}`, [h.ids.VIC, ...extra]);

  it('should count today by service as the services on service and compliant today when asked by a user with the experiment', async () => {
    const data = await figures();
    expect(data.asOf).toBe(TODAY);
    const services = await h.column<string>(
      `select distinct service_code from (${COUNTED}) c where ${ON_DAY(TODAY)} order by 1`,
      [h.ids.VIC],
    );
    expect(data.byService.map((row) => row.service).sort()).toEqual(services);
    for (const row of data.byService) {
      const of = `service_code = '${row.service}' and ${ON_DAY(TODAY)}`;
      expect(row.services, row.service).toBe(await count(of));
      expect(row.compliant, row.service).toBe(await count(`${of} and ${COMPLIANT_ON(TODAY)}`));
      expect(row.overdue, row.service).toBe(await count(`${of} and next_due_date < '${TODAY}'`));
      expect(row.approaching, row.service).toBe(
        await count(`${of} and next_due_date between '${TODAY}' and date '${TODAY}' + 30`),
      );
    }
    const total = await count(ON_DAY(TODAY));
    expect(total).toBeGreaterThan(100);
    // Every breakdown of today counts the same services.
    const sum = (rows: { services: number }[]) => rows.reduce((n, row) => n + row.services, 0);
    expect(sum(data.byService)).toBe(total);
    expect(sum(data.byManager)).toBe(total);
    expect(sum(data.byRegion)).toBe(total);
    const compliant = data.byService.reduce((n, row) => n + row.compliant, 0);
    expect(compliant).toBeGreaterThan(0);
    expect(sum(data.reasons)).toBe(total - compliant);
    // This month's point of the rate over time is today.
    expect(data.trend.at(-1)).toEqual({
      month: TODAY.slice(0, 7),
      day: TODAY,
      services: total,
      recorded: total,
      compliant,
    });
  });

  it('should count each month of the rate over time on its last day when asked for 24 months', async () => {
    const data = await figures();
    expect(data.trend).toHaveLength(24);
    expect(data.trend[0]).toMatchObject({ month: '2024-07', day: '2024-07-31' });
    expect(data.trend[7]).toMatchObject({ month: '2025-02', day: '2025-02-28' });
    for (const point of data.trend.filter((_, i) => i % 5 === 0)) {
      expect(point.services, point.day).toBe(await count(ON_DAY(point.day)));
      expect(point.recorded, point.day).toBe(
        await count(
          `${ON_DAY(point.day)} and (last_service_date is null or last_service_date <= '${point.day}'
            or last_service_date > '${TODAY}')`,
        ),
      );
      expect(point.compliant, point.day).toBe(
        await count(`${ON_DAY(point.day)} and ${COMPLIANT_ON(point.day)}`),
      );
    }
    // History is there: the services grew over the period.
    expect(data.trend[0]!.services).toBeLessThan(data.trend.at(-1)!.services);
    expect((await figures({ period: 6 })).trend.map((point) => point.month)).toEqual(
      data.trend.slice(-6).map((point) => point.month),
    );
  });

  it('should explain every service not compliant today by one reason when asked', async () => {
    const data = await figures();
    const accessIssues = await h.count(
      `select count(*) from (${COUNTED}) c where ${ON_DAY(TODAY)} and not coalesce(${COMPLIANT_ON(TODAY)}, false)
         and exists (select 1 from access_issue_cases a where a.property_id = c.property_id
                     and a.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED'))`,
      [h.ids.VIC],
    );
    expect(data.reasons.find((row) => row.reason === 'ACCESS_ISSUES')?.services ?? 0).toBe(
      accessIssues,
    );
    expect(data.reasons.length).toBeGreaterThan(2);
  });

  it("should count only one property manager's services when filtered by that manager", async () => {
    const all = await figures();
    const [busiest] = all.byManager.filter((row) => row.propertyManagerId !== null);
    const data = await figures({ propertyManagerId: busiest!.propertyManagerId! });
    expect(data.byManager).toEqual([busiest]);
    expect(data.trend.at(-1)!.services).toBe(busiest!.services);
    expect(data.trend.at(-1)!.services).toBe(
      await count(`property_manager_id = $2 and ${ON_DAY(TODAY)}`, [busiest!.propertyManagerId]),
    );
  });

  it('should count one service and one suburb when filtered by them', async () => {
    const all = await figures();
    const smoke = all.byService.find((row) => row.service === 'smoke')!;
    const bySmoke = await figures({ service: 'smoke' });
    expect(bySmoke.byService).toEqual([smoke]);
    const [suburb] = all.byRegion;
    const byRegion = await figures({ region: suburb!.suburb.toUpperCase() });
    expect(byRegion.byRegion).toEqual([suburb]);
  });

  it("should count nothing of another agency's property manager, nor of another agency at all", async () => {
    const [foreign] = await h.column<number>(
      'select id from property_managers where agency_id = $1 order by id limit 1',
      [h.ids.NSW],
    );
    const data = await figures({ propertyManagerId: foreign! });
    expect(data.byService).toEqual([]);
    expect(data.trend.every((point) => point.services === 0)).toBe(true);
    // An id beyond any row's range is as unknown as a foreign one.
    expect(await figures({ propertyManagerId: 2 ** 31 + 5 })).toEqual(data);
    // Every manager counted is the agency's own.
    const managers = (await figures()).byManager.flatMap((row) => row.propertyManagerId ?? []);
    const own = await h.count(
      'select count(*) from property_managers where id = any($1::int[]) and agency_id = $2',
      [managers, h.ids.VIC],
    );
    expect(own).toBe(managers.length);
  });

  it('should refuse a user without the experiment with 403', async () => {
    const res = await h.call(analyticsCalls.dashboard, { query: {} }, manager);
    expect(res.statusCode).toBe(403);
    const file = await h.call(analyticsCalls.exportTable, { query: { table: 'trend' } }, manager);
    expect(file.statusCode).toBe(403);
  });

  it('should answer 400 to a period or table it does not know', async () => {
    expect((await h.get('/v1/analytics?period=7', master)).statusCode).toBe(400);
    expect((await h.get('/v1/analytics/export?table=other', master)).statusCode).toBe(400);
  });

  it("should export a table as an .xlsx with the table's rows when asked", async () => {
    const data: TAnalytics = await figures({ service: 'smoke' });
    const res = await h.call(
      analyticsCalls.exportTable,
      { query: { table: 'managers', service: 'smoke', fileName: 'managers' } },
      master,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=managers.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Compliance by property manager');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Property manager',
      'Services',
      'Compliant services',
      'Compliance rate (%)',
    ]);
    expect(sheet.rowCount).toBe(data.byManager.length + 1);
    const first = data.byManager[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      first.name,
      first.services,
      first.compliant,
      Math.round((first.compliant / first.services) * 1000) / 10,
    ]);
  });
});

describe('GET /v1/analytics: figures kept a while per agency and filters', () => {
  const database = testDatabase();
  const owner = ownerDatabase();
  const TTL_MS = 60_000;
  let app: FastifyInstance;
  let clock = new Date(TEST_TODAY).getTime();
  let master = '';
  let nsw = '';

  const counted = async (query: Query, cookie = master) => {
    const res = await injectCall(app, analyticsCalls.dashboard, { query }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TAnalytics }>().data;
  };

  beforeAll(async () => {
    app = await buildTestApp(database, {
      env: { ANALYTICS_CACHE_MS: String(TTL_MS) },
      now: () => new Date(clock),
    });
    master = (await signInToPortal(app, 'demo.master')).cookie;
    nsw = (await signInToPortal(app, 'priya.sharma', { state: 'nsw' })).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
    await owner.close();
  });

  it('should answer with the figures counted first until the time is up, then count them afresh', async () => {
    const first = await counted({});
    expect(first.computedAt).toBe(new Date(clock).toISOString());

    clock += TTL_MS - 1_000;
    const kept = await counted({});
    expect(kept).toEqual(first);

    // Past the time: the kept figures at once, counted afresh for the next call.
    clock += 2_000;
    expect(await counted({})).toEqual(first);
    await expect
      .poll(async () => (await counted({})).computedAt)
      .toBe(new Date(clock).toISOString());
    const fresh = await counted({});
    expect({ ...fresh, computedAt: first.computedAt }).toEqual(first);
  });

  it('should count each filter set and each agency on its own', async () => {
    const whole = await counted({ period: 12 });
    clock += 1_000;
    const smoke = await counted({ period: 12, service: 'smoke' });
    expect(smoke.computedAt).not.toBe(whole.computedAt);
    expect(smoke.byService.map((row) => row.service)).toEqual(['smoke']);

    const other = await counted({ period: 12 }, nsw);
    expect(other.computedAt).not.toBe(whole.computedAt);
    const [vicManagers, nswManagers] = [whole, other].map((figures) =>
      figures.byManager.flatMap((row) => row.propertyManagerId ?? []),
    );
    expect(nswManagers!.length).toBeGreaterThan(0);
    expect(nswManagers!.some((id) => vicManagers!.includes(id))).toBe(false);
  });

  it('should still refuse a user without the experiment once the figures are kept', async () => {
    await counted({});
    const manager = (await signInToPortal(app, 'demo.manager')).cookie;
    const res = await injectCall(app, analyticsCalls.dashboard, { query: {} }, { cookie: manager });
    expect(res.statusCode).toBe(403);
  });
});
