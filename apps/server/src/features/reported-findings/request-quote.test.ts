import {
  quoteCalls,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingCalls,
  type TList,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../../test/auth';
import { auditOf, refusal } from '../../../test/action-required';
import { dataOf, type DemoApp } from '../../../test/demo-app';
import { reportedFindingsApp, type ReportedFindingsApp } from '../../../test/reported-findings';

describe('reported findings', () => {
  let h: DemoApp;
  let master: string;
  let manager: string;
  /** mia.robinson in the QLD agency. */
  let other: string;
  let findingIn: ReportedFindingsApp['findingIn'];
  let statusOf: ReportedFindingsApp['statusOf'];

  beforeAll(async () => {
    ({ h, master, manager, other, findingIn, statusOf } =
      await reportedFindingsApp('reported_findings_quote'));
  });
  afterAll(() => h.close());

  describe('POST /v2/property/{id}/reported-findings/quote', () => {
    it('should create a quote request the quotes list shows and mark the findings, recording who', async () => {
      const finding = await findingIn('f.can_request_quote');
      const res = await h.call(
        reportedFindingCalls.requestQuote,
        {
          params: { id: finding.propertyId },
          body: { compliancePropertyId: finding.propertyId, problemRegisterIds: [finding.id] },
        },
        manager,
      );
      const result = dataOf<{ complianceQuoteId: number; quoteNumber: string }>(res);
      const quotes = dataOf<TList<{ complianceQuoteId: number; quoteNumber: string }>>(
        await h.call(quoteCalls.list, { query: { propertyId: finding.propertyId } }, manager),
      );
      expect(quotes.items.map((q) => q.quoteNumber)).toContain(result.quoteNumber);
      const [marked] = await h.rows<{ quote_requested: boolean; quotation_id: number }>(
        'select quote_requested, quotation_id, can_request_quote from reported_findings where id = $1',
        [finding.id],
      );
      expect(marked).toMatchObject({
        quote_requested: true,
        quotation_id: result.complianceQuoteId,
      });
      const managerUser = await userIdOf(h.owner, 'demo.manager');
      expect(
        await auditOf(h, 'reported-finding.request-quote', { propertyId: finding.propertyId }),
      ).toEqual([{ actor: managerUser, staff: null }]);
      // Requested once: not again.
      const again = await h.call(
        reportedFindingCalls.requestQuote,
        {
          params: { id: finding.propertyId },
          body: { compliancePropertyId: finding.propertyId, problemRegisterIds: [finding.id] },
        },
        manager,
      );
      expect(refusal(again)).toMatchObject({ status: 409, message: M.cannotRequestQuote });
    });

    it("should refuse another agency's or another property's finding as a missing one, changing nothing", async () => {
      const finding = await findingIn('f.can_request_quote');
      const [foreign] = await h.rows<{ id: number }>(
        "select id from reported_findings where agency_id = $1 and status = 'OPEN' and can_request_quote limit 1",
        [h.ids.NSW],
      );
      const ask = (id: number) =>
        h.call(
          reportedFindingCalls.requestQuote,
          {
            params: { id: finding.propertyId },
            body: {
              compliancePropertyId: finding.propertyId,
              problemRegisterIds: [finding.id, id],
            },
          },
          master,
        );
      const quotesOf = (propertyId: number) =>
        h.rows('select id from quotes where property_id = $1 order by id', [propertyId]);
      const quotesBefore = await quotesOf(finding.propertyId);
      const foreignAnswer = refusal(await ask(foreign!.id));
      expect(foreignAnswer).toEqual(refusal(await ask(2_000_000_000)));
      expect(foreignAnswer).toMatchObject({ status: 400, message: M.otherService });
      expect(await statusOf(foreign!.id)).toBe('OPEN');
      expect(await quotesOf(finding.propertyId)).toEqual(quotesBefore);
      // Another agency's property: as a missing one.
      const otherCall = await h.call(
        reportedFindingCalls.requestQuote,
        {
          params: { id: finding.propertyId },
          body: { compliancePropertyId: finding.propertyId, problemRegisterIds: [finding.id] },
        },
        other,
      );
      expect(refusal(otherCall)).toMatchObject({ status: 404 });
    });
  });
});
