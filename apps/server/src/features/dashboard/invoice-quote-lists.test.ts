import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callPath,
  dashboardCalls,
  DASHBOARD_BLOCK_PAGE_SIZE,
  invoiceCalls,
  quoteCalls,
  URGENT_QUOTE_SEVERITIES,
} from '@portal/contracts';
import {
  dashboardHarness,
  expectPagedList,
  managerFilter,
  TODAY,
  type DashboardHarness,
} from './test-support';

const OVERDUE_INVOICES = `select x.id from invoices x
  join properties p on p.agency_id = x.agency_id and p.id = x.property_id
  where x.agency_id = $1 and ${managerFilter('p')} and not x.is_paid and x.due_date < $3::date
  order by x.due_date, x.id`;

const URGENT_QUOTES = `select x.id from quotes x
  join properties p on p.agency_id = x.agency_id and p.id = x.property_id
  where x.agency_id = $1 and ${managerFilter('p')}
    and x.status_id = 2 and (x.expires_at is null or x.expires_at >= $3::date)
    and x.severity in ('DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'URGENT')
  order by x.expires_at nulls last, x.id`;

describe('the overdue invoices and urgent quotes of the dashboard', () => {
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

  describe('GET /v1/invoice/analytics/overdue', () => {
    const list = dashboardCalls.overdueInvoices;

    it('should list every overdue invoice of the agency, most overdue first, 5 a page', async () => {
      const expected = await ids(OVERDUE_INVOICES, null);
      expect(expected.length).toBeGreaterThan(6);
      await expectPagedList(h, list, master, expected, (i) => i.id, 5);
    });

    it("should list only the manager's invoices when propertyManagerId is given", async () => {
      const expected = await ids(OVERDUE_INVOICES, ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.data(list, { query: { propertyManagerId: ownManager } }, manager);
      expect(page.total).toBe(expected.length);
      expect(page.items.map((i) => i.id)).toEqual(expected.slice(0, DASHBOARD_BLOCK_PAGE_SIZE));
    });

    it('should describe each invoice as the invoice widget needs it', async () => {
      const { items } = await h.data(list, {}, master);
      const row = (
        await h.owner.pool.query<{ number: string; due: string; total: string; paid: boolean }>(
          `select invoice_number as number, due_date::text as due, total_inc_gst::text as total,
             is_paid as paid from invoices where id = $1`,
          [items[0]!.id],
        )
      ).rows[0]!;
      expect(items[0]).toMatchObject({
        invoiceNumber: row.number,
        dueDate: row.due,
        totalIncGst: row.total,
        isPaid: false,
        paidAt: null,
        isOverdue: true,
        pdfUrl: callPath(invoiceCalls.pdf, { id: items[0]!.id }),
      });
      for (const invoice of items) {
        expect(invoice.totalIncGst).toMatch(/^\d+\.\d{2}$/);
        expect(invoice.dueDate < TODAY).toBe(true);
        expect(invoice.property.addressLine2).toMatch(/^.+ VIC \d{4}$/);
      }
    });

    it('should name who uploaded an invoice and show the last upload error', async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      const uploaded = items.find((i) => i.integration.isUploaded);
      const failed = items.find((i) => i.integration.lastError);
      expect(uploaded?.integration.uploadedBy).toEqual(expect.any(String));
      expect(uploaded?.integration.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(failed?.integration.lastError?.message).toEqual(expect.any(String));
    });
  });

  describe('GET /v1/quote/analytics/immediate-action', () => {
    const list = dashboardCalls.urgentQuotes;

    it('should list the urgent quotes awaiting approval, soonest expiry first, 5 a page', async () => {
      const expected = await ids(URGENT_QUOTES, null);
      expect(expected.length).toBeGreaterThan(6);
      await expectPagedList(h, list, master, expected, (q) => q.complianceQuoteId, 5);
    });

    it("should list only the manager's quotes when propertyManagerId is given", async () => {
      const expected = await ids(URGENT_QUOTES, ownManager);
      expect(expected.length).toBeGreaterThan(0);
      const page = await h.data(list, { query: { propertyManagerId: ownManager } }, manager);
      expect(page.total).toBe(expected.length);
      expect(page.items.map((q) => q.complianceQuoteId)).toEqual(
        expected.slice(0, DASHBOARD_BLOCK_PAGE_SIZE),
      );
    });

    it('should leave out quotes that expired, were rejected or do not impact compliance', async () => {
      const { items } = await h.data(list, { query: { 'page-size': 100 } }, master);
      for (const quote of items) {
        expect(URGENT_QUOTE_SEVERITIES).toContain(quote.quoteSeverity);
        if (quote.expiresAt) expect(quote.expiresAt >= TODAY).toBe(true);
      }
      const excluded = await h.column(
        `select id from quotes where agency_id = $1
           and (status_id <> 2 or expires_at < $2::date or severity is null
                or severity = 'RECOMMENDED')`,
        [h.ids.VIC, TODAY],
      );
      expect(excluded.length).toBeGreaterThan(0);
      const listed = new Set(items.map((q) => q.complianceQuoteId));
      for (const id of excluded) expect(listed.has(id)).toBe(false);
    });

    it('should give each quote its service, the lowest price among its items and stable links', async () => {
      const { items } = await h.data(list, {}, master);
      const quote = items[0]!;
      const row = (
        await h.owner.pool.query<{ code: string; min: string | null; number: string }>(
          `select service_code as code, quote_number as number,
                  (select min(amount)::text from quote_items i
                    where i.agency_id = q.agency_id and i.quote_id = q.id) as min
             from quotes q where id = $1`,
          [quote.complianceQuoteId],
        )
      ).rows[0]!;
      expect(quote).toMatchObject({
        quoteNumber: row.number,
        service: { shortName: row.code },
        estimatedPrices: { minimum: row.min },
        pdfUrl: callPath(quoteCalls.pdf, { id: quote.complianceQuoteId }),
        approvalUrl: `/cs/vic/Quotations/approve/${quote.complianceQuoteId}`,
      });
      expect(quote.service.name.length).toBeGreaterThan(0);
    });
  });
});
