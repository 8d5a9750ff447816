import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCalls, DASHBOARD_BLOCK_PAGE_SIZE } from '@portal/contracts';
import { createUser, signInToPortal } from '../../../test/auth';
import { TEST_TODAY } from '../../../test/fixtures';
import {
  dashboardHarness,
  expectPagedList,
  managerFilter,
  TODAY,
  type DashboardHarness,
} from './test-support';

const URGENT_NOTICES = `select x.id from notices x
  join properties p on p.agency_id = x.agency_id and p.id = x.property_id
  where x.agency_id = $1 and ${managerFilter('p')} and x.resolved_at is null and x.is_urgent
  order by x.created_at desc, x.id desc`;

/** Open cases (OPEN, ADDITIONAL_INFO_PROVIDED) of properties with an overdue service. */
const OPEN_CASES = `from properties p
  join (select property_id, min(opened_at) as opened from access_issue_cases
        where agency_id = $1 and status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
        group by property_id) c on c.property_id = p.id
  where p.agency_id = $1 and ${managerFilter('p')}
    and exists (select 1 from property_services s where s.property_id = p.id and s.status = 'OVERDUE')`;
const URGENT_ACCESS_ISSUES = `select p.id ${OPEN_CASES}
  order by p.access_status = 'SUSPENDED' desc, c.opened, p.id`;

describe('the urgent notices and access issues of the dashboard', () => {
  let h: DashboardHarness;
  let master: string;
  let manager: string;
  let ownManager: number;

  beforeAll(async () => {
    h = await dashboardHarness();
    master = await h.signIn('demo.master');
    manager = await h.signIn('demo.manager');
    ownManager = await h.managerOfUser('demo.manager');
  });
  afterAll(() => h.close());

  const ids = (text: string, managerId: number | null) =>
    h.column(text, [h.ids.VIC, managerId, TODAY]);

  describe('GET /v1/notice/analytics/urgent-active-notices', () => {
    const list = dashboardCalls.urgentNotices;

    it('should list the unresolved urgent notices, newest first, 5 a page', async () => {
      const expected = await ids(URGENT_NOTICES, null);
      expect(expected.length).toBeGreaterThan(6);
      await expectPagedList(h, list, master, expected, (n) => n.id, 5);
    });

    it("should list only the manager's notices when propertyManagerId is given", async () => {
      const expected = await ids(URGENT_NOTICES, ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.data(list, { query: { propertyManagerId: ownManager } }, manager);
      expect(page.total).toBe(expected.length);
      expect(page.items.map((n) => n.id)).toEqual(expected.slice(0, DASHBOARD_BLOCK_PAGE_SIZE));
    });

    it("should give each notice its property's entry preferences, the agency's where unset", async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      for (const notice of items) {
        const rows = await h.owner.pool.query<{ method: string; preference: string }>(
          `select a.entry_method as method,
             coalesce(case when e.temp_expires_at >= $3::date then e.temp_preference end,
                      e.preference, a.preference) as preference
           from agency_entry_method_preferences a
           left join entry_method_preferences e on e.agency_id = a.agency_id
             and e.property_id = $2 and e.entry_method = a.entry_method
           where a.agency_id = $1`,
          [h.ids.VIC, notice.property.compliancePropertyId, TODAY],
        );
        expect(notice.property.entryMethodPreferences).toEqual(
          Object.fromEntries(rows.rows.map((r) => [r.method, r.preference])),
        );
      }
    });

    it('should describe each notice and its property as the resolve flow needs them', async () => {
      const { items } = await h.data(list, {}, master);
      const notice = items[0]!;
      const row = (
        await h.owner.pool.query<{
          type: string;
          contact: boolean;
          created: Date;
          integrated: boolean;
        }>(
          `select n.notice_type as type, n.is_contact_di_required as contact,
             n.created_at as created, p.is_integrated as integrated
           from notices n join properties p on p.id = n.property_id where n.id = $1`,
          [notice.id],
        )
      ).rows[0]!;
      expect(notice).toMatchObject({
        noticeId: notice.id,
        noticeType: row.type,
        isContactDiRequired: row.contact,
        createdAt: row.created.toISOString(),
        resolveReason: null,
        property: { isIntegrated: row.integrated },
      });
      expect(notice.property.address).toBe(
        `${notice.property.addressLine1}, ${notice.property.addressLine2}`,
      );
    });
  });

  describe('GET /v1/agency/access-issues/analytics/urgent', () => {
    const list = dashboardCalls.urgentAccessIssues;

    it('should list the properties with open access issues and overdue services, most urgent first', async () => {
      const expected = await ids(URGENT_ACCESS_ISSUES, null);
      expect(expected.length).toBeGreaterThan(6);
      await expectPagedList(h, list, master, expected, (item) => item.compliancePropertyId, 5);
    });

    it('should take in a property whose service falls overdue and leave it once none is', async () => {
      // An agency of its own, so the demo's lists stay as the other tests read them.
      const q = (text: string, values: unknown[]) =>
        h.owner.pool.query<{ id: number }>(text, values).then((r) => r.rows);
      const [agency] = await q(
        `insert into agencies (name, state_code) values ($1, 'VIC') returning id`,
        [`Urgent Access Agency ${Date.now()}`],
      );
      const agencyId = agency!.id;
      const user = await createUser(h.owner, { agencies: [agencyId] });
      try {
        const [property] = await q(
          `insert into properties (agency_id, address_line1, suburb, postcode, state_code,
             compliance_status)
           values ($1, '3 Urgent Street', 'Melbourne', '3000', 'VIC', 'COMPLIANT') returning id`,
          [agencyId],
        );
        const propertyId = property!.id;
        await q(
          `insert into access_issue_cases (agency_id, property_id, opened_at)
           values ($1, $2, $3::timestamptz - interval '3 days')`,
          [agencyId, propertyId, TEST_TODAY],
        );
        const [smoke, gas] = await q(
          `insert into property_services (agency_id, property_id, service_code, status)
           values ($1, $2, 'smoke', 'COMPLIANT'), ($1, $2, 'gas', 'COMPLIANT') returning id`,
          [agencyId, propertyId],
        );
        const { cookie } = await signInToPortal(h.app, user.username, { password: user.password });
        const listed = async () => {
          const page = await h.data(list, { query: {} }, cookie);
          expect(page.total).toBe(page.items.length);
          return page.items.map((item) => item.compliancePropertyId);
        };
        const setStatus = (id: number, status: string) =>
          q('update property_services set status = $2 where id = $1', [id, status]);

        expect(await listed()).toEqual([]);
        await setStatus(smoke!.id, 'OVERDUE');
        expect(await listed()).toEqual([propertyId]);
        // Still overdue while one of its services is.
        await setStatus(gas!.id, 'OVERDUE');
        await setStatus(smoke!.id, 'BOOKED_IN');
        expect(await listed()).toEqual([propertyId]);
        await q('delete from property_services where id = $1', [gas!.id]);
        expect(await listed()).toEqual([]);
      } finally {
        await q('delete from agencies where id = $1', [agencyId]);
        await q('delete from users where id = $1', [user.id]);
      }
    });

    it("should list only the manager's properties when propertyManagerId is given", async () => {
      const expected = await ids(URGENT_ACCESS_ISSUES, ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.data(list, { query: { propertyManagerId: ownManager } }, manager);
      expect(page.total).toBe(expected.length);
      expect(page.items.map((i) => i.compliancePropertyId)).toEqual(
        expected.slice(0, DASHBOARD_BLOCK_PAGE_SIZE),
      );
    });

    it('should tag each property with its overdue, vacancy, hold and suspension state', async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      const rows = await h.owner.pool.query<{ id: number; tags: string[] }>(
        `select p.id, array_remove(array[
             'Overdue',
             case when p.is_vacant or 'VACANT' = any(p.flags) then 'Vacant' end,
             case when exists (select 1 from property_services s
               where s.property_id = p.id and s.status = 'ON_HOLD') then 'OnHold' end,
             case when 'PriorityBooking' = any(p.tags) then 'PriorityBooking' end,
             case when 'LEASE_AGREEMENT_UPDATE_REQUIRED' = any(p.flags)
               or 'UpdateRequired' = any(p.tags) then 'UpdateRequired' end,
             case when p.access_status <> 'SUSPENDED'
               and c.opened < $3::timestamptz - interval '21 days' then 'SuspensionWarning' end,
             case when p.access_status = 'SUSPENDED' then 'Suspended' end,
             case when 'CANCELLED' = any(p.flags) then 'Cancelled' end], null) as tags
         ${OPEN_CASES}`,
        [h.ids.VIC, null, TEST_TODAY],
      );
      const expected = new Map(rows.rows.map((row) => [row.id, row.tags]));
      for (const item of items) expect(item.tags).toEqual(expected.get(item.compliancePropertyId));
      const all = items.flatMap((item) => item.tags);
      expect(all).toContain('SuspensionWarning');
      expect(all).toContain('Suspended');
    });

    it('should give each property its current occupants and the problems still blocking entry', async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      for (const item of items) {
        const id = item.compliancePropertyId;
        const names = await h.column<string>(
          `select o.name from occupants o join tenancies t on t.id = o.tenancy_id
           where t.property_id = $1 and t.is_current order by o.display_order, o.id`,
          [id],
        );
        expect(item.occupants).toEqual(names.map((name) => ({ name })));
        const problems = await h.column<string>(
          `select ps.public_name from access_issue_problem_sets ps
             join access_issue_blocked_methods m on m.id = ps.blocked_method_id
             join access_issue_cases c on c.id = m.case_id
           where c.property_id = $1 and c.status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
             and m.resolved_at is null
             and not exists (select 1 from access_issue_suggested_actions a
                             where a.problem_set_id = ps.id and a.performed_at is not null)
           group by ps.public_name order by min(ps.created_at), ps.public_name`,
          [id],
        );
        expect(item.accessIssues.problems.map((p) => p.publicName)).toEqual(problems);
        for (const problem of item.accessIssues.problems) {
          expect(problem.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
        }
      }
      expect(items.some((item) => item.accessIssues.problems.length > 0)).toBe(true);
      expect(items.some((item) => item.occupants.length > 0)).toBe(true);
    });
  });
});
