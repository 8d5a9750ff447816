import { dashboardCalls, type TDashboardStats } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import { accessIssuesApp, type AccessIssuesApp } from '../../../test/access-issues';

describe('access issues', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let ownManager: number;
  let list: AccessIssuesApp['list'];
  let expectedIds: AccessIssuesApp['expectedIds'];

  beforeAll(async () => {
    ({ h, master, manager, other, ownManager, list, expectedIds } =
      await accessIssuesApp('access_issues_list'));
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

    it('should still count every match when the page is past the last one', async () => {
      const expected = await expectedIds();
      const beyond = await list({ page: 1000, 'page-size': 10 });
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(expected.length);
      expect(beyond.unfilteredTotal).toBe(expected.length);
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
