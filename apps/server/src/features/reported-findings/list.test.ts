import { reportedFindingCalls } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import {
  rowKey,
  reportedFindingsApp,
  type ReportedFindingsApp,
} from '../../../test/reported-findings';

describe('reported findings', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  let ownManager: number;
  let list: ReportedFindingsApp['list'];
  let expectedKeys: ReportedFindingsApp['expectedKeys'];
  let stats: ReportedFindingsApp['stats'];

  beforeAll(async () => {
    ({ h, master, manager, ownManager, list, expectedKeys, stats } =
      await reportedFindingsApp('reported_findings_list'));
  });
  afterAll(() => h.close());

  describe('GET /v1/reported-findings', () => {
    it('should list one row per property and service with open findings, those impacting compliance first, a page at a time', async () => {
      const expected = await expectedKeys();
      expect(expected.length).toBeGreaterThan(20);
      const first = await list({ 'page-size': 10 });
      expect(first.total).toBe(expected.length);
      expect(first.unfilteredTotal).toBe(expected.length);
      expect(first.items.map(rowKey)).toEqual(expected.slice(0, 10));
      const second = await list({ page: 2, 'page-size': 10 });
      expect(second.items.map(rowKey)).toEqual(expected.slice(10, 20));
      for (const row of first.items) {
        expect(row.reportedFindings.length).toBeGreaterThan(0);
        for (const finding of row.reportedFindings) {
          expect(finding.problemRegister.status).toBe('OPEN');
          expect(finding.problemRegister.serviceCode).toBe(row.service.shortName);
        }
      }
    });

    it("should count as the dashboard's figures for the same facet and property manager", async () => {
      for (const managerId of [null, ownManager]) {
        const figures = await stats(managerId);
        const manager = managerId ?? undefined;
        const urgent = await list({ facet: ['ComplianceIssues'], 'property-manager': manager });
        const others = await list({ facet: ['NoComplianceIssues'], 'property-manager': manager });
        expect(urgent.total, `urgent of ${managerId}`).toBe(figures.URGENT_REPORTED_FINDINGS);
        expect(others.total, `non-urgent of ${managerId}`).toBe(
          figures.NON_URGENT_REPORTED_FINDINGS,
        );
        expect(urgent.total).toBeGreaterThan(0);
        expect(urgent.unfilteredTotal).toBe(urgent.total + others.total);
        expect(
          urgent.items.every((row) => row.reportedFindings.some((f) => f.problemRegister.isUrgent)),
        ).toBe(true);
      }
    });

    it('should narrow by service, category, address words and property when asked', async () => {
      const all = await expectedKeys();
      const smoke = await list({ service: ['smoke'], 'page-size': 100 });
      expect(smoke.total).toBe(all.filter((key) => key.endsWith('|smoke')).length);
      expect(smoke.items.every((row) => row.service.shortName === 'smoke')).toBe(true);
      const notSmoke = await list({ service: ['smoke'], serviceExclusivity: 'Excluding' });
      expect(notSmoke.total).toBe(all.length - smoke.total);
      const both = await list({
        service: ['smoke', 'gas'],
        serviceExclusivity: 'Only',
        'page-size': 100,
      });
      const propertiesOf = (code: string) =>
        new Set(all.filter((key) => key.endsWith(`|${code}`)).map((key) => key.split('|')[0]));
      const [smokeProperties, gasProperties] = [propertiesOf('smoke'), propertiesOf('gas')];
      expect(both.items.map(rowKey).sort()).toEqual(
        all
          .filter((key) => {
            const [property, code] = key.split('|');
            return (
              ['smoke', 'gas'].includes(code!) &&
              smokeProperties.has(property) &&
              gasProperties.has(property)
            );
          })
          .sort(),
      );

      const [category] = await h.rows<{ name: string }>(
        `select c.name from servicing_categories c join reported_findings f
           on f.servicing_category_id = c.id and f.agency_id = $1 and f.status = 'OPEN'
         group by c.name order by count(*) desc limit 1`,
        [h.ids.VIC],
      );
      const byCategory = await list({ category: [category!.name], 'page-size': 100 });
      expect(byCategory.total).toBeGreaterThan(0);
      expect(byCategory.total).toBeLessThan(all.length);
      for (const row of byCategory.items) {
        expect(row.reportedFindings.map((f) => f.servicingCategory?.name)).toContain(
          category!.name,
        );
      }

      const [propertyId] = all[0]!.split('|').map(Number);
      const [address] = await h.rows<{ street: string }>(
        `select split_part(address_line1, ' ', 2) as street from properties where id = $1`,
        [propertyId],
      );
      const byWords = await list({ query: address!.street, 'page-size': 100 });
      expect(byWords.items.map(rowKey)).toContain(all[0]);
      const byProperty = await list({ propertyId });
      expect(byProperty.items.map(rowKey)).toEqual(
        all.filter((key) => key.startsWith(`${propertyId}|`)),
      );
      expect(byProperty.unfilteredTotal).toBe(all.length);
    });

    it("should tag a row whose finding's quote awaits approval, urgent by its severity", async () => {
      const [row] = await h.rows<{ key: string; severity: string | null }>(
        `select f.property_id || '|' || f.service_code as key, q.severity from reported_findings f
           join quotes q on q.id = f.quotation_id and q.status_id = 2
         where f.agency_id = $1 and f.status = 'OPEN' order by f.id limit 1`,
        [h.ids.VIC],
      );
      const [propertyId] = row!.key.split('|').map(Number);
      const found = (await list({ propertyId })).items.find((item) => rowKey(item) === row!.key)!;
      const urgent = ['DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'URGENT'].includes(
        row!.severity ?? '',
      );
      expect(found.tags).toContain(
        urgent ? 'AwaitingUrgentQuotationApproval' : 'AwaitingQuotationApproval',
      );
    });

    it("should match nothing for another agency's property or manager, and refuse an unknown facet", async () => {
      const [foreign] = await h.rows<{ id: number }>(
        'select property_id as id from reported_findings where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      const page = await list({ propertyId: foreign!.id });
      expect(page.total).toBe(0);
      expect(page.unfilteredTotal).toBe((await expectedKeys()).length);
      const [foreignManager] = await h.rows<{ id: number }>(
        'select id from property_managers where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      expect((await list({ 'property-manager': foreignManager!.id })).total).toBe(0);
      const res = await h.get('/v1/reported-findings?facet=Everything', master);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
        'querystring.facet.0',
      );
    });

    it('should answer the servicing categories in display order', async () => {
      const categories = dataOf<{ name: string; color: string }[]>(
        await h.call(reportedFindingCalls.servicingCategories, {}, manager),
      );
      const expected = await h.rows<{ name: string }>(
        'select name from servicing_categories order by display_order, name',
      );
      expect(categories.map((c) => c.name)).toEqual(expected.map((row) => row.name));
      expect(categories[0]!.color).toMatch(/^#[0-9a-f]{6}$/i);
    });
  });
});
