import fs from 'node:fs';
import path from 'node:path';
import {
  callPath,
  quoteCalls,
  quoteSeverityLabel,
  type TCallInput,
  type TErrorEnvelope,
  type TForwardResult,
  type TList,
  type TQuoteSeverity,
  type TQuoteView,
  type TQuoteWithItems,
  type TServiceCode,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { TEST_TODAY } from '../../../test/fixtures';
import { parsePdf } from '../../../test/pdf-text';

const MISSING = 2_147_483_647;

type QuoteListQuery = NonNullable<TCallInput<typeof quoteCalls.list>['query']>;

describe('quotes', () => {
  let h: DemoApp;
  let vic: string;

  beforeAll(async () => {
    h = await demoApp('portal_quotes');
    vic = await h.signIn('demo.master');
  });
  afterAll(() => h.close());

  const ids = async (where: string, params: unknown[] = []) =>
    (
      await h.rows<{ id: number }>(
        `select q.id from quotes q join properties p on p.id = q.property_id
         where q.agency_id = $1 ${where} order by q.expires_at nulls last, q.id`,
        [h.ids.VIC, ...params],
      )
    ).map((row) => row.id);

  const list = async (query: QuoteListQuery = {}) =>
    dataOf<TList<TQuoteView>>(
      await h.call(quoteCalls.list, { query: { 'page-size': 100, ...query } }, vic),
    );

  const foreignQuote = async () =>
    (
      await h.rows<{ id: number }>('select id from quotes where agency_id = $1 limit 1', [
        h.ids.QLD,
      ])
    )[0]!.id;

  describe('GET /v1/quote', () => {
    it("should list the agency's quotes, the soonest to expire first, 20 a page", async () => {
      const expected = await ids('');
      expect(expected.length).toBeGreaterThan(20);
      const first = dataOf<TList<TQuoteView>>(await h.call(quoteCalls.list, {}, vic));
      expect(first.total).toBe(expected.length);
      expect(first.items.map((q) => q.complianceQuoteId)).toEqual(expected.slice(0, 20));
      const second = dataOf<TList<TQuoteView>>(
        await h.call(quoteCalls.list, { query: { page: 2, 'page-size': 5 } }, vic),
      );
      expect(second.items.map((q) => q.complianceQuoteId)).toEqual(expected.slice(5, 10));
    });

    it('should filter by propertyId, status, service, severity, property manager and address', async () => {
      const [quote] = await h.rows<{
        property_id: number;
        service_code: TServiceCode;
        severity: TQuoteSeverity;
        manager: number;
        street: string;
      }>(
        `select q.property_id, q.service_code, q.severity, p.property_manager_id as manager,
                p.address_line1 as street
         from quotes q join properties p on p.id = q.property_id
         where q.agency_id = $1 and q.severity is not null and p.property_manager_id is not null
         order by q.id limit 1`,
        [h.ids.VIC],
      );
      const q = quote!;
      const cases: [QuoteListQuery, string, unknown[]][] = [
        [{ propertyId: q.property_id }, 'and q.property_id = $2', [q.property_id]],
        [{ status: ['AWAITING_APPROVAL', 'EXPIRED'] }, 'and q.status_id in (2, 7)', []],
        [{ service: [q.service_code] }, 'and q.service_code = $2', [q.service_code]],
        [{ severity: [q.severity] }, 'and q.severity = $2', [q.severity]],
        [{ 'property-manager': q.manager }, 'and p.property_manager_id = $2', [q.manager]],
        [{ query: q.street }, "and p.search_text like '%' || lower($2) || '%'", [q.street]],
      ];
      for (const [query, where, params] of cases) {
        const label = JSON.stringify(query);
        const expected = await ids(where, params);
        expect(expected.length, label).toBeGreaterThan(0);
        const page = await list(query);
        expect(page.total, label).toBe(expected.length);
        expect(
          page.items.map((i) => i.complianceQuoteId),
          label,
        ).toEqual(expected.slice(0, 100));
      }
    });

    it("should match nothing for another agency's property and refuse a bad status with 400", async () => {
      const [foreign] = await h.rows<{ property_id: number }>(
        'select property_id from quotes where agency_id = $1 limit 1',
        [h.ids.QLD],
      );
      expect(await list({ propertyId: foreign!.property_id })).toEqual({ items: [], total: 0 });
      expect(await list({ propertyId: 99_999_999_999 })).toEqual({ items: [], total: 0 });
      const bad = await h.get('/v1/quote?status=MAYBE', vic);
      expect(bad.statusCode).toBe(400);
      expect((await h.call(quoteCalls.list, {}, undefined)).statusCode).toBe(401);
    });
  });

  describe('GET /v1/quote/{id}', () => {
    it('should give the severity with its label, the lowest price among its items as the minimum estimate and the items', async () => {
      // A quote of several items at different prices, so the lowest is not the only one.
      const [row] = await h.rows<{
        id: number;
        severity: string | null;
        min: string;
        total: string;
      }>(
        `select q.id, q.severity, min(i.amount)::text as min, sum(i.amount)::text as total
           from quotes q join quote_items i on i.agency_id = q.agency_id and i.quote_id = q.id
          where q.agency_id = $1
          group by q.id having count(distinct i.amount) > 1 order by q.id limit 1`,
        [h.ids.VIC],
      );
      const quote = dataOf<TQuoteWithItems>(
        await h.call(quoteCalls.detail, { params: { id: row!.id } }, vic),
      );
      expect(quote).toMatchObject({
        complianceQuoteId: row!.id,
        quoteSeverity: row!.severity,
        quoteSeverityLabel: quoteSeverityLabel(row!.severity),
        estimatedPrices: { minimum: row!.min, maximum: row!.total },
        pdfUrl: callPath(quoteCalls.pdf, { id: row!.id }),
        approvalUrl: `/cs/vic/Quotations/approve/${row!.id}`,
      });
      const items = await h.rows<{ description: string }>(
        'select description from quote_items where quote_id = $1 order by display_order, id',
        [row!.id],
      );
      expect(quote.items.map((i) => i.description)).toEqual(items.map((i) => i.description));
    });

    it("should read 'Unknown severity' when a quote has none", async () => {
      const [row] = await h.rows<{ id: number }>(
        'select id from quotes where agency_id = $1 and severity is null limit 1',
        [h.ids.VIC],
      );
      if (!row) return;
      const quote = dataOf<TQuoteWithItems>(
        await h.call(quoteCalls.detail, { params: { id: row.id } }, vic),
      );
      expect(quote).toMatchObject({ quoteSeverity: null, quoteSeverityLabel: 'Unknown severity' });
    });

    it("should answer another agency's quote exactly as a missing one", async () => {
      const foreign = await h.call(
        quoteCalls.detail,
        { params: { id: await foreignQuote() } },
        vic,
      );
      const missing = await h.call(quoteCalls.detail, { params: { id: MISSING } }, vic);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(missing.json()).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: 'Quote not found' },
      });
    });
  });

  describe('GET /v1/quote/{id}/pdf', () => {
    it('should send a PDF named quote-{number}.pdf showing the quote', async () => {
      const [row] = await h.rows<{ id: number; quote_number: string }>(
        'select id, quote_number from quotes where agency_id = $1 order by id limit 1',
        [h.ids.VIC],
      );
      const res = await h.call(quoteCalls.pdf, { params: { id: row!.id } }, vic);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=quote-${row!.quote_number}.pdf`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await parsePdf(res.rawPayload);
      expect(pdf.text).toContain(`Quote ${row!.quote_number}`);
      expect(pdf.text).toContain('Severity');
    });

    it("should answer another agency's quote exactly as a missing one", async () => {
      const foreign = await h.call(quoteCalls.pdf, { params: { id: await foreignQuote() } }, vic);
      const missing = await h.call(quoteCalls.pdf, { params: { id: MISSING } }, vic);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });
  });

  describe('POST /v1/quote/{id}/forward', () => {
    it('should email the quote PDF and subscribe the agency when asked', async () => {
      const [row] = await h.rows<{ id: number; quote_number: string }>(
        'select id, quote_number from quotes where agency_id = $1 and not subscribed limit 1',
        [h.ids.VIC],
      );
      const res = await h.call(
        quoteCalls.forward,
        {
          params: { id: row!.id },
          body: {
            toAddresses: ['landlord@example.com'],
            ccAddresses: ['pm@example.com'],
            subscribeToNotifications: true,
          },
        },
        vic,
      );
      const { emailId } = dataOf<TForwardResult>(res);
      const [quote] = await h.rows<{ subscribed: boolean; last_forwarded_at: Date }>(
        'select subscribed, last_forwarded_at from quotes where id = $1',
        [row!.id],
      );
      expect(quote).toEqual({ subscribed: true, last_forwarded_at: TEST_TODAY });

      expect(await h.app.jobs.runDue()).toBe(1);
      const [sent] = await h.rows<{ eml: string; type: string }>(
        'select eml_storage_key as eml, message_type as type from email_outbox where id = $1',
        [emailId],
      );
      expect(sent!.type).toBe('FORWARD_QUOTATION');
      const eml = fs
        .readFileSync(path.join(h.outboxDir, sent!.eml), 'latin1')
        .replace(/\r\n/g, '\n');
      expect(eml).toMatch(/^To: landlord@example\.com$/m);
      expect(eml).toMatch(/^Cc: pm@example\.com$/m);
      expect(eml).toContain(`filename=quote-${row!.quote_number}.pdf`);
    });

    it('should keep the subscription as it was when not asked', async () => {
      const [row] = await h.rows<{ id: number }>(
        'select id from quotes where agency_id = $1 and not subscribed limit 1',
        [h.ids.VIC],
      );
      dataOf(
        await h.call(
          quoteCalls.forward,
          { params: { id: row!.id }, body: { toAddresses: ['a@b.com'] } },
          vic,
        ),
      );
      const [quote] = await h.rows<{ subscribed: boolean }>(
        'select subscribed from quotes where id = $1',
        [row!.id],
      );
      expect(quote!.subscribed).toBe(false);
    });

    it('should refuse recipients against the email rules with their messages', async () => {
      const [row] = await h.rows<{ id: number }>(
        'select id from quotes where agency_id = $1 limit 1',
        [h.ids.VIC],
      );
      const forward = (body: TCallInput<typeof quoteCalls.forward>['body']) =>
        h.call(quoteCalls.forward, { params: { id: row!.id }, body }, vic);
      const none = await forward({ toAddresses: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json<TErrorEnvelope>().error.fields).toEqual({
        'body.toAddresses': 'At least one email is required',
      });
      const repeated = await forward({ toAddresses: ['a@b.com'], ccAddresses: ['a@b.com'] });
      expect(repeated.json<TErrorEnvelope>().error.fields).toEqual({
        'body.ccAddresses':
          'One or more email addresses are already included in the "To" section (a@b.com)',
      });
    });

    it("should answer another agency's quote exactly as a missing one", async () => {
      const body = { toAddresses: ['a@b.com'] };
      const foreign = await h.call(
        quoteCalls.forward,
        { params: { id: await foreignQuote() }, body },
        vic,
      );
      const missing = await h.call(quoteCalls.forward, { params: { id: MISSING }, body }, vic);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });
  });
});
