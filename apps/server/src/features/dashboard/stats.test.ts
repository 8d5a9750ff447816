import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCalls, SERVICE_CODES, settingsCalls } from '@portal/contracts';
import { createUser, signInToPortal } from '../../../test/auth';
import { expectedIntegratedStats, expectedStats } from './stats-expected';
import { dashboardHarness, type DashboardHarness } from './test-support';

describe('GET /v1/stats and /v1/stats/integrated', () => {
  let h: DashboardHarness;
  let master: string;
  let manager: string;
  let ownManager: number;
  let nswManager: number;

  beforeAll(async () => {
    h = await dashboardHarness();
    master = await h.signIn('demo.master');
    manager = await h.signIn('demo.manager');
    ownManager = await h.managerOfUser('demo.manager');
    nswManager = await h.managerOfUser('priya.sharma');
  });
  afterAll(() => h.close());

  const stats = (cookie: string, propertyManagerId?: number) =>
    h.data(dashboardCalls.stats, { query: { propertyManagerId } }, cookie);
  const integrated = (cookie: string, propertyManagerId?: number) =>
    h.data(dashboardCalls.integratedStats, { query: { propertyManagerId } }, cookie);

  it('should match every figure computed independently when the whole VIC agency is asked for', async () => {
    const expected = await expectedStats(h, h.ids.VIC, null);
    expect(await stats(master)).toEqual(expected);
    // The demo data gives every figure something to count.
    const { portfolioStats, actionRequired } = expected;
    for (const [key, value] of Object.entries(portfolioStats)) {
      if (key !== 'SERVICES_BREAKDOWN') expect(value, key).toBeGreaterThan(0);
    }
    for (const code of SERVICE_CODES)
      expect(portfolioStats.SERVICES_BREAKDOWN[code]).toBeGreaterThan(0);
    for (const group of Object.values(actionRequired)) {
      for (const [key, value] of Object.entries(group)) expect(value, key).toBeGreaterThan(0);
    }
  });

  it("should match the figures of one property manager's properties when propertyManagerId is given", async () => {
    const whole = await expectedStats(h, h.ids.VIC, null);
    const expected = await expectedStats(h, h.ids.VIC, ownManager);
    expect(await stats(manager, ownManager)).toEqual(expected);
    expect(expected.portfolioStats.TOTAL_PORTFOLIO).toBeGreaterThan(0);
    expect(expected.portfolioStats.TOTAL_PORTFOLIO).toBeLessThan(
      whole.portfolioStats.TOTAL_PORTFOLIO,
    );
  });

  it('should give the same figures to every user of the agency when no manager is chosen', async () => {
    expect(await stats(manager)).toEqual(await stats(master));
  });

  it('should count nothing when the property manager belongs to another agency', async () => {
    const data = await stats(master, nswManager);
    expect(data).toEqual(await expectedStats(h, h.ids.VIC, nswManager));
    const zeros = (value: unknown): unknown =>
      typeof value === 'number'
        ? 0
        : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, zeros(v)]));
    expect(data).toEqual(zeros(data));
  });

  it('should count nothing when the property manager is unknown', async () => {
    const data = await stats(master, 999_999_999_999);
    expect(data.portfolioStats.TOTAL_PORTFOLIO).toBe(0);
    expect(data.actionRequired.INVOICES_STATS.OUTSTANDING_INVOICES).toBe(0);
  });

  it('should answer with the NSW figures when the session switches to the NSW agency', async () => {
    const vic = await stats(master);
    const nswCookie = await h.switchAgency(await h.signIn('demo.master'), h.ids.NSW);
    const nsw = await stats(nswCookie);
    expect(nsw).toEqual(await expectedStats(h, h.ids.NSW, null));
    expect(nsw).not.toEqual(vic);
    // NSW has no integration, so no new managements nor other providers' properties.
    expect(nsw.portfolioStats.NEW_MANAGEMENT).toBe(0);
    expect(nsw.portfolioStats.SERVICES_BREAKDOWN.gas).toBe(0);
    expect(await integrated(nswCookie)).toEqual(await expectedIntegratedStats(h, h.ids.NSW, null));
  });

  it("should count the other providers' properties by status when the integrated figures are asked for", async () => {
    const expected = await expectedIntegratedStats(h, h.ids.VIC, null);
    expect(await integrated(master)).toEqual(expected);
    for (const [key, value] of Object.entries(expected)) expect(value, key).toBeGreaterThan(0);
  });

  it("should count one manager's other-provider properties when propertyManagerId is given", async () => {
    const expected = await expectedIntegratedStats(h, h.ids.VIC, ownManager);
    expect(await integrated(manager, ownManager)).toEqual(expected);
    expect(expected.TOTAL).toBeGreaterThan(0);
    expect(await integrated(master, nswManager)).toEqual({
      COMPLIANCE_ISSUES: 0,
      COMPLIANT: 0,
      OVERDUE: 0,
      APPROACHING_NEXT_SERVICE: 0,
      MISSING_SUPPLIER: 0,
      MISSING_LAST_SERVICE_DATE: 0,
      TOTAL: 0,
    });
  });

  it('should count an item resolved since the last call at once, and its property once the agency changes something', async () => {
    // An agency of the test's own, so the demo agencies stay as seeded.
    const q = <T>(text: string, params: unknown[]) =>
      h.owner.pool.query<T & Record<string, unknown>>(text, params).then((r) => r.rows[0]!);
    const { id: agencyId } = await q<{ id: number }>(
      `insert into agencies (name, state_code) values ($1, 'SA') returning id`,
      [`Dashboard Test Agency ${Date.now()}`],
    );
    const addProperty = () =>
      q<{ id: number }>(
        `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
           compliance_status) values ($1, '1 Test Street', 'Adelaide', '5000', 'SA', 'COMPLIANT')
         returning id`,
        [agencyId],
      );
    const user = await createUser(h.owner, { agencies: [agencyId] });
    try {
      const { id: propertyId } = await addProperty();
      const { id: noticeId } = await q<{ id: number }>(
        `insert into notices (agency_id, property_id, notice_type, is_urgent)
         values ($1, $2, 'UNKNOWN', true) returning id`,
        [agencyId, propertyId],
      );
      const { cookie } = await signInToPortal(h.app, user.username, {
        state: 'sa',
        password: user.password,
      });
      const before = await stats(cookie);
      expect(before.portfolioStats.COMPLIANT).toBe(1);
      expect(before.actionRequired.ACTIVE_NOTICES_STATS.URGENT_NOTICES).toBe(1);

      expect(before.portfolioStats.UNRESOLVED_ACTIVE_NOTICES).toBe(1);

      // Resolved by the provider, with one more property: items count at once, while the
      // property-level figures are reused for PORTFOLIO_FIGURES_TTL_MS.
      await h.owner.pool.query('update notices set resolved_at = now() where id = $1', [noticeId]);
      await addProperty();
      const after = await stats(cookie);
      expect(after.actionRequired.ACTIVE_NOTICES_STATS.URGENT_NOTICES).toBe(0);
      expect(after.portfolioStats.UNRESOLVED_ACTIVE_NOTICES).toBe(1);
      expect(after.portfolioStats.COMPLIANT).toBe(1);

      // Any change the agency makes counts its properties afresh.
      const changed = await h.call(
        settingsCalls.updateUserSettings,
        { body: { agency: { showPortfolioMirroring: true } } },
        cookie,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const fresh = await stats(cookie);
      expect(fresh.portfolioStats.UNRESOLVED_ACTIVE_NOTICES).toBe(0);
      expect(fresh.portfolioStats.COMPLIANT).toBe(2);
    } finally {
      await h.owner.pool.query('delete from users where id = $1', [user.id]);
      await h.owner.pool.query('delete from agencies where id = $1', [agencyId]);
    }
  });
});
