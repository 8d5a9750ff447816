import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCalls } from '@portal/contracts';
import { expectedStats } from './stats-expected';
import { dashboardHarness, type DashboardHarness, type DashboardListCall } from './test-support';

const STATS = [dashboardCalls.stats, dashboardCalls.integratedStats];
const LISTS: DashboardListCall[] = [
  dashboardCalls.overdueInvoices,
  dashboardCalls.urgentQuotes,
  dashboardCalls.urgentNotices,
  dashboardCalls.urgentAccessIssues,
  dashboardCalls.urgentReportedFindings,
  dashboardCalls.recentNewManagements,
];
const ALL = [...STATS, ...LISTS];
/** Each call with its path first, for the tests' titles. */
const byPath = <C extends { path: string }>(calls: readonly C[]) =>
  calls.map((call) => [call.path, call] as const);

describe('the dashboard calls', () => {
  let h: DashboardHarness;
  let master: string;
  let nswManager: number;

  beforeAll(async () => {
    h = await dashboardHarness();
    master = await h.signIn('demo.master');
    nswManager = await h.managerOfUser('priya.sharma');
  });
  afterAll(() => h.close());

  it.each(byPath(ALL))('should answer 401 when %s is called without a session', async (_, call) => {
    const res = await h.call(call, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
  });

  it.each(byPath(ALL))(
    'should answer 400 naming the field when %s gets a malformed propertyManagerId',
    async (url) => {
      // Sent as they are: no description makes these values.
      for (const value of ['abc', '-1', '0', '1.5', '']) {
        const res = await h.get(`${url}?propertyManagerId=${value}`, master);
        expect(res.statusCode, `propertyManagerId=${value}`).toBe(400);
        const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.fields['querystring.propertyManagerId']).toBeTypeOf('string');
      }
    },
  );

  it.each(byPath(LISTS))(
    'should answer 400 when %s gets a malformed page or page size',
    async (url) => {
      for (const query of ['page=0', 'page=-2', 'page=abc', 'page-size=0', 'page-size=101']) {
        const res = await h.get(`${url}?${query}`, master);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
      }
    },
  );

  it.each(byPath(LISTS))(
    'should list nothing when %s is asked for a property manager of another agency',
    async (_, call) => {
      for (const id of [nswManager, 2_147_483_647, 99_999_999_999]) {
        expect(await h.data(call, { query: { propertyManagerId: id } }, master)).toEqual({
          items: [],
          total: 0,
        });
      }
    },
  );

  it('should answer with the NSW lists when the session switches to the NSW agency', async () => {
    const nsw = await h.switchAgency(await h.signIn('demo.master'), h.ids.NSW);
    const figures = await expectedStats(h, h.ids.NSW, null);
    const totals = await Promise.all(
      LISTS.map(async (call) => (await h.data(call, {}, nsw)).total),
    );
    expect(totals).toEqual([
      figures.actionRequired.INVOICES_STATS.OVERDUE_INVOICES,
      figures.actionRequired.COMPLIANCE_QUOTES_STATS.URGENT_QUOTATIONS,
      figures.actionRequired.ACTIVE_NOTICES_STATS.URGENT_NOTICES,
      await h.count(
        `select count(distinct c.property_id) from access_issue_cases c
         where c.agency_id = $1 and c.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
           and exists (select 1 from property_services s
                       where s.property_id = c.property_id and s.status = 'OVERDUE')`,
        [h.ids.NSW],
      ),
      figures.actionRequired.REPORTED_FINDINGS_STATS.URGENT_REPORTED_FINDINGS,
      0,
    ]);
    const { items } = await h.data(
      dashboardCalls.overdueInvoices,
      { query: { 'page-size': 100 } },
      nsw,
    );
    const nswInvoices = new Set(
      await h.column('select id from invoices where agency_id = $1', [h.ids.NSW]),
    );
    expect(items.length).toBeGreaterThan(0);
    for (const invoice of items) expect(nswInvoices.has(invoice.id)).toBe(true);
  });

  it('should make every tab count equal to its list total when both are asked for', async () => {
    const stats = await h.data(dashboardCalls.stats, {}, master);
    const total = async (call: DashboardListCall) => (await h.data(call, {}, master)).total;
    const { actionRequired: a } = stats;
    expect(await total(LISTS[0]!)).toBe(a.INVOICES_STATS.OVERDUE_INVOICES);
    expect(await total(LISTS[1]!)).toBe(a.COMPLIANCE_QUOTES_STATS.URGENT_QUOTATIONS);
    expect(await total(LISTS[2]!)).toBe(a.ACTIVE_NOTICES_STATS.URGENT_NOTICES);
    expect(await total(LISTS[4]!)).toBe(a.REPORTED_FINDINGS_STATS.URGENT_REPORTED_FINDINGS);
    expect(await total(LISTS[5]!)).toBe(a.NEW_MANAGEMENT_STATS.NEW_MANAGEMENT);
  });

  it('should describe every dashboard call with its query in /openapi.json', async () => {
    const doc = (await h.get('/openapi.json')).json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const namesOf = (path: string) => doc.paths[path]?.get?.parameters?.map((p) => p.name) ?? [];
    for (const { path } of ALL) expect(namesOf(path), path).toContain('propertyManagerId');
    for (const { path } of LISTS) {
      expect(namesOf(path), path).toEqual(expect.arrayContaining(['page', 'page-size']));
    }
  });
});
