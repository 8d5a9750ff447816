import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardCalls,
  NEW_MANAGEMENTS_PAGE_SIZE,
  SERVICES,
  type TReportedFindingGroup,
} from '@portal/contracts';
import {
  dashboardHarness,
  expectPagedList,
  managerFilter,
  TODAY,
  type DashboardHarness,
} from './test-support';

const URGENT_FINDING_ROWS = `select x.property_id || '|' || x.service_code from reported_findings x
  join properties p on p.agency_id = x.agency_id and p.id = x.property_id
  where x.agency_id = $1 and ${managerFilter('p')} and x.status = 'OPEN' and not x.is_dismissed
  group by x.property_id, x.service_code
  having bool_or(x.is_urgent)
  order by min(x.original_booking_date) filter (where x.is_urgent), x.property_id, x.service_code`;

const NEW_MANAGEMENTS = `select m.portfolio_property_id from new_managements m
  join non_managed_properties p on p.agency_id = m.agency_id and p.id = m.portfolio_property_id
  where m.agency_id = $1 and ${managerFilter('p')}
    and m.status <> 'DISMISSED' and m.first_active_date >= $3::date - 30
  order by m.first_active_date desc, m.id desc`;

const rowId = (group: TReportedFindingGroup) =>
  `${group.property.compliancePropertyId}|${group.service.shortName}`;

describe('the urgent reported findings and new managements of the dashboard', () => {
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

  const ids = <T = number>(text: string, managerId: number | null) =>
    h.column<T>(text, [h.ids.VIC, managerId, TODAY]);

  describe('GET /v1/reported-findings/analytics/urgent', () => {
    const list = dashboardCalls.urgentReportedFindings;

    it('should list one row per property and service with open urgent findings, 5 a page', async () => {
      const expected = await ids<string>(URGENT_FINDING_ROWS, null);
      expect(expected.length).toBeGreaterThan(6);
      await expectPagedList(h, list, master, expected, rowId, 5);
    });

    it("should list only the manager's rows when propertyManagerId is given", async () => {
      const expected = await ids<string>(URGENT_FINDING_ROWS, ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.data(list, { query: { propertyManagerId: ownManager } }, manager);
      expect(page.total).toBe(expected.length);
      expect(page.items.map(rowId)).toEqual(expected.slice(0, 5));
    });

    it('should carry the open findings, service and quote tags of each row', async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      for (const group of items) {
        const params = [group.property.compliancePropertyId, group.service.shortName];
        const findingIds = await h.column(
          `select id from reported_findings where property_id = $1 and service_code = $2
             and status = 'OPEN' and not is_dismissed
           order by is_urgent desc, original_booking_date, id`,
          params,
        );
        expect(group.reportedFindings.map((f) => f.problemRegister.problemRegisterId)).toEqual(
          findingIds,
        );
        expect(group.reportedFindings[0]!.problemRegister.isUrgent).toBe(true);
        const service = (
          await h.owner.pool.query<{
            tags: string[];
            standard: string | null;
            full: string | null;
          }>(
            `select tags, last_standard_booking_date::text as standard,
               last_full_service_booking_date::text as full
             from property_services where property_id = $1 and service_code = $2`,
            params,
          )
        ).rows[0];
        expect(group.service).toEqual({
          suffix: null,
          tags: service?.tags ?? [],
          shortName: group.service.shortName,
          serviceId: SERVICES.find((s) => s.code === group.service.shortName)!.id,
          lastStandardBookingDate: service?.standard ?? null,
          lastFullServiceBookingDate: service?.full ?? null,
        });
        const tags = await h.column<string>(
          `select distinct case
             when q.status_id = 2 and q.severity in
               ('DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'URGENT')
               then 'AwaitingUrgentQuotationApproval'
             when q.status_id = 2 then 'AwaitingQuotationApproval'
             when q.status_id = 4 then 'QuoteRejected' end as tag
           from reported_findings f join quotes q on q.id = f.quotation_id
           where f.property_id = $1 and f.service_code = $2 and f.status = 'OPEN'
             and not f.is_dismissed and q.status_id in (2, 4)`,
          params,
        );
        expect([...group.tags].sort()).toEqual(tags.sort());
      }
      const findings = items.flatMap((group) => group.reportedFindings);
      expect(items.some((group) => group.tags.length > 0)).toBe(true);
      expect(findings.some((f) => f.quotation !== null)).toBe(true);
      expect(findings.some((f) => f.servicingCategory !== null && f.appliance !== null)).toBe(true);
      const requested = findings.find((f) => f.problemRegister.quoteRequested);
      expect(requested?.problemRegister.quoteRequestedBy).toEqual(expect.any(String));
    });
  });

  describe('GET /v1/portfolio/analytics/new-managements', () => {
    const list = dashboardCalls.recentNewManagements;

    it('should list the new managements of the past 30 days, newest first, 10 a page', async () => {
      const expected = await ids(NEW_MANAGEMENTS, null);
      expect(expected.length).toBeGreaterThan(NEW_MANAGEMENTS_PAGE_SIZE);
      await expectPagedList(
        h,
        list,
        master,
        expected,
        (m) => m.portfolioPropertyId,
        NEW_MANAGEMENTS_PAGE_SIZE,
      );
    });

    it("should list only the manager's new managements when propertyManagerId is given", async () => {
      // The property manager with the most of them: who has any depends on the demo data.
      const [busiest] = await h.column<number>(
        `select p.property_manager_id from new_managements m
         join non_managed_properties p on p.agency_id = m.agency_id and p.id = m.portfolio_property_id
         where m.agency_id = $1 and m.status <> 'DISMISSED' and m.first_active_date >= $2::date - 30
           and p.property_manager_id is not null
         group by 1 order by count(*) desc, 1 limit 1`,
        [h.ids.VIC, TODAY],
      );
      const expected = await ids(NEW_MANAGEMENTS, busiest!);
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.data(list, { query: { propertyManagerId: busiest } }, manager);
      expect(page.total).toBe(expected.length);
      expect(page.items.map((m) => m.portfolioPropertyId)).toEqual(expected.slice(0, 10));
    });

    it('should leave out dismissed ones and name who put one under enrolment', async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      const dismissed = await h.column(
        `select portfolio_property_id from new_managements where agency_id = $1
           and status = 'DISMISSED'`,
        [h.ids.VIC],
      );
      expect(dismissed.length).toBeGreaterThan(0);
      const listed = new Set(items.map((m) => m.portfolioPropertyId));
      for (const id of dismissed) expect(listed.has(id)).toBe(false);

      const enrolling = items.filter((m) => m.isUnderEnrolment);
      expect(enrolling.length).toBeGreaterThan(0);
      for (const item of enrolling) {
        const row = (
          await h.owner.pool.query<{ name: string; at: Date; software: string }>(
            `select u.display_name as name, m.under_enrolment_at as at, m.software_name as software
             from new_managements m join users u on u.id = m.under_enrolment_by
             where m.portfolio_property_id = $1`,
            [item.portfolioPropertyId],
          )
        ).rows[0]!;
        expect(item).toMatchObject({
          underEnrolmentBy: row.name,
          underEnrolmentAt: row.at.toISOString(),
          softwareName: row.software,
        });
      }
      const waiting = items.find((m) => !m.isUnderEnrolment)!;
      expect(waiting).toMatchObject({ underEnrolmentAt: null, underEnrolmentBy: null });
      expect(waiting.address).toMatch(/^.+, .+ VIC \d{4}$/);
      expect(waiting.firstActiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
