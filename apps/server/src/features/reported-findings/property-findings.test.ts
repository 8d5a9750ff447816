import { reportedFindingCalls, type TReportedFindingGroup } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingId, refusal } from '../../../test/action-required';
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
  let expectedKeys: ReportedFindingsApp['expectedKeys'];

  beforeAll(async () => {
    ({ h, master, manager, expectedKeys } = await reportedFindingsApp(
      'reported_findings_property',
    ));
  });
  afterAll(() => h.close());

  describe('a property’s findings', () => {
    it('should answer its open findings one group per service, and 404 alike for a foreign or missing property', async () => {
      const all = await expectedKeys();
      const [propertyId] = all[0]!.split('|').map(Number);
      const groups = dataOf<TReportedFindingGroup[]>(
        await h.call(reportedFindingCalls.property, { params: { id: propertyId! } }, master),
      );
      expect(groups.map(rowKey).sort()).toEqual(
        all.filter((key) => key.startsWith(`${propertyId}|`)).sort(),
      );
      const [foreign] = await h.rows<{ id: number }>(
        'select property_id as id from reported_findings where agency_id = $1 limit 1',
        [h.ids.NSW],
      );
      const missing = await missingId(h, 'properties');
      for (const call of [reportedFindingCalls.property] as const) {
        const a = refusal(await h.call(call, { params: { id: foreign!.id } }, master));
        const b = refusal(await h.call(call, { params: { id: missing } }, master));
        expect(a).toEqual(b);
        expect(a.status).toBe(404);
      }
      const params = (id: number) => ({ params: { id, serviceShortName: 'smoke' as const } });
      expect(
        refusal(await h.call(reportedFindingCalls.service, params(foreign!.id), master)),
      ).toEqual(refusal(await h.call(reportedFindingCalls.service, params(missing), master)));
      expect(
        (await h.get(`/v2/property/${propertyId}/reported-findings/pool`, master)).statusCode,
      ).toBe(400);
    });

    it('should give the wizard open and dismissed findings of the service with the resolutions each offers', async () => {
      const [row] = await h.rows<{ propertyId: number; serviceCode: 'smoke' }>(
        `select property_id as "propertyId", service_code as "serviceCode" from reported_findings
          where agency_id = $1 and status = 'DISMISSED' order by id limit 1`,
        [h.ids.VIC],
      );
      const group = dataOf<TReportedFindingGroup>(
        await h.call(
          reportedFindingCalls.service,
          { params: { id: row!.propertyId, serviceShortName: row!.serviceCode } },
          manager,
        ),
      );
      const expected = await h.rows<{ id: number; status: string; can_request_quote: boolean }>(
        `select id, status, can_request_quote from reported_findings
          where property_id = $1 and service_code = $2 and status in ('OPEN', 'DISMISSED')
          order by is_urgent desc, original_booking_date, id`,
        [row!.propertyId, row!.serviceCode],
      );
      expect(group.reportedFindings.map((f) => f.problemRegister.problemRegisterId)).toEqual(
        expected.map((e) => e.id),
      );
      expect(group.reportedFindings.map((f) => f.problemRegister.canRequestQuote)).toEqual(
        expected.map((e) => e.can_request_quote),
      );
      expect(group.reportedFindings.some((f) => f.problemRegister.isDismissed)).toBe(true);
      expect(Object.keys(group.reportedFindings[0]!.problemRegister)).toEqual(
        expect.arrayContaining([
          'canRequestQuote',
          'canForwardToLandlord',
          'canInformDI',
          'canEnterBuiltYear',
          'isDismissible',
        ]),
      );
    });
  });
});
