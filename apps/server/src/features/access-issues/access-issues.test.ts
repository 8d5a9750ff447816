import {
  accessIssueCalls,
  dashboardCalls,
  type TAccessIssueItem,
  type TCallInput,
  type TDashboardStats,
  type TList,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';

type ListQuery = NonNullable<TCallInput<typeof accessIssueCalls.list>['query']>;
type Page = TList<TAccessIssueItem> & { unfilteredTotal: number };

/** Portfolio properties with an open case, in the list's order. */
const OPEN_CASE_PROPERTIES = `select p.id from properties p
  join (select property_id, min(opened_at) as opened from access_issue_cases
        where agency_id = $1 and status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED')
        group by property_id) c on c.property_id = p.id
  where p.agency_id = $1 and p.is_managed and ($2::int is null or p.property_manager_id = $2)
  order by p.access_status = 'SUSPENDED' desc, c.opened, p.id`;

describe('access issues', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let ownManager: number;

  const list = async (query: ListQuery = {}, cookie = master) =>
    dataOf<Page>(await h.call(accessIssueCalls.list, { query }, cookie));
  const expectedIds = async (managerId: number | null = null) =>
    (await h.rows<{ id: number }>(OPEN_CASE_PROPERTIES, [h.ids.VIC, managerId])).map((r) => r.id);

  beforeAll(async () => {
    h = await demoApp('access_issues');
    master = await h.signIn('demo.master');
    manager = await h.signIn('demo.manager');
    other = await h.signIn('mia.robinson', 'qld');
    const [row] = await h.rows<{ id: number }>(
      `select pm.id from property_managers pm join users u on u.id = pm.user_id
        where u.username = 'demo.manager' order by pm.id limit 1`,
    );
    ownManager = row!.id;
  });
  afterAll(() => h.close());

  describe('GET /v1/agency/access-issues', () => {
    it('should list the portfolio properties with an open case, suspended first, when unfiltered', async () => {
      const expected = await expectedIds();
      expect(expected.length).toBeGreaterThan(10);
      const first = await list({ 'page-size': 10 });
      expect(first.total).toBe(expected.length);
      expect(first.unfilteredTotal).toBe(expected.length);
      expect(first.items.map((item) => item.compliancePropertyId)).toEqual(expected.slice(0, 10));
      const second = await list({ page: 2, 'page-size': 10 });
      expect(second.items.map((item) => item.compliancePropertyId)).toEqual(expected.slice(10, 20));
    });

    it('should describe each row with its address, tags and open problems', async () => {
      const { items } = await list({ 'page-size': 100 });
      const withProblems = items.find((item) => item.accessIssues.problems.length > 0)!;
      expect(withProblems.addressLine1.length).toBeGreaterThan(0);
      expect(withProblems.addressLine2.length).toBeGreaterThan(0);
      expect(withProblems.tags.length).toBeGreaterThan(0);
      for (const problem of withProblems.accessIssues.problems) {
        expect(Object.keys(problem).sort()).toEqual(['createdAt', 'publicName']);
        expect(problem.publicName.length).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(problem.createdAt))).toBe(false);
      }
    });

    it("should list only the manager's properties when property-manager is given", async () => {
      const expected = await expectedIds(ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await list({ 'property-manager': ownManager, 'page-size': 100 }, manager);
      expect(page.items.map((item) => item.compliancePropertyId)).toEqual(expected);
    });

    it("should count as the dashboard's figure of the same facet and manager", async () => {
      for (const managerId of [null, ownManager]) {
        const stats = dataOf<TDashboardStats>(
          await h.call(
            dashboardCalls.stats,
            { query: { propertyManagerId: managerId, 'new-access-issues': true } },
            master,
          ),
        );
        for (const facet of ['UrgentAccessIssues', 'NonUrgentAccessIssues'] as const) {
          const page = await list({ facet: [facet], 'property-manager': managerId ?? undefined });
          expect(stats.portfolioProperties.facets[facet]).toBeGreaterThan(0);
          expect(page.total, `${facet} of ${managerId}`).toBe(
            stats.portfolioProperties.facets[facet],
          );
        }
      }
    });

    it('should narrow to one property by propertyId and by words of its address', async () => {
      const [id] = await expectedIds();
      const [row] = await h.rows<{ line1: string }>(
        'select address_line1 as line1 from properties where id = $1',
        [id],
      );
      const byId = await list({ propertyId: id });
      expect(byId.items.map((item) => item.compliancePropertyId)).toEqual([id]);
      expect(byId.unfilteredTotal).toBeGreaterThan(1);
      const byWords = await list({ query: row!.line1, 'page-size': 100 });
      expect(byWords.items.map((item) => item.compliancePropertyId)).toContain(id);
    });

    it("should list nothing for another agency's property or manager", async () => {
      const [id] = await expectedIds();
      expect((await list({ propertyId: id }, other)).items).toEqual([]);
      expect((await list({ 'property-manager': ownManager }, other)).total).toBe(0);
    });

    it('should answer 400 when a facet is unknown or not a property filter', async () => {
      for (const facet of ['Nonsense', 'NewManagements']) {
        const res = await h.get(`/v1/agency/access-issues?facet=${facet}`, master);
        expect(res.statusCode, res.body).toBe(400);
      }
    });
  });
});
