import fs from 'node:fs';
import path from 'node:path';
import {
  callPath,
  formatCurrency,
  invoiceCalls,
  type TForwardResult,
  type TInvoice,
  type TList,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { TEST_TODAY } from '../../../test/fixtures';
import { parsePdf } from '../../../test/pdf-text';
import { invoiceKit, MISSING } from './invoice-kit';

describe('invoices', () => {
  let h: DemoApp;
  /** demo.master in the VIC agency (PropertyMe). */
  let vic: string;

  beforeAll(async () => {
    // The software accepts everything unless a test's replica says otherwise.
    h = await demoApp('portal_invoices', { PROPERTY_SOFTWARE_FAILURE_RATE: '0' });
    vic = await h.signIn('demo.master');
  });
  afterAll(() => h.close());

  const { foreignInvoice, expectLikeMissing } = invoiceKit(
    () => h,
    () => vic,
  );

  describe('GET /v1/property/{id}/invoices', () => {
    it("should list the property's invoices, the latest due first, as the invoice widget needs them", async () => {
      const [property] = await h.rows<{ property_id: number }>(
        `select property_id from invoices where agency_id = $1
         group by property_id having count(*) >= 2 order by property_id limit 1`,
        [h.ids.VIC],
      );
      const propertyId = property!.property_id;
      const expected = await h.rows<{
        id: number;
        invoice_number: string;
        due: string;
        total: string;
        is_paid: boolean;
      }>(
        `select id, invoice_number, due_date::text as due, total_inc_gst::text as total, is_paid
         from invoices where property_id = $1 order by due_date desc, id desc`,
        [propertyId],
      );
      const list = dataOf<TList<TInvoice>>(
        await h.call(invoiceCalls.propertyInvoices, { params: { id: propertyId } }, vic),
      );
      expect(list.total).toBe(expected.length);
      expect(list.items.map((i) => i.id)).toEqual(expected.map((row) => row.id));
      const first = list.items[0]!;
      expect(first).toMatchObject({
        invoiceNumber: expected[0]!.invoice_number,
        dueDate: expected[0]!.due,
        totalIncGst: expected[0]!.total,
        isPaid: expected[0]!.is_paid,
        isOverdue: !expected[0]!.is_paid && expected[0]!.due < '2026-06-15',
        pdfUrl: callPath(invoiceCalls.pdf, { id: first.id }),
        property: { compliancePropertyId: propertyId },
      });
      const second = dataOf<TList<TInvoice>>(
        await h.call(
          invoiceCalls.propertyInvoices,
          { params: { id: propertyId }, query: { page: 2, 'page-size': 1 } },
          vic,
        ),
      );
      expect(second.items.map((i) => i.id)).toEqual([expected[1]!.id]);
    });

    it("should answer another agency's property exactly as a missing one", async () => {
      const [foreign] = await h.rows<{ id: number }>(
        'select id from properties where agency_id = $1 limit 1',
        [h.ids.QLD],
      );
      await expectLikeMissing(invoiceCalls.propertyInvoices, foreign!.id);
      const beyond = await h.call(
        invoiceCalls.propertyInvoices,
        { params: { id: 99_999_999_999 } },
        vic,
      );
      expect(beyond.statusCode).toBe(404);
    });

    it('should refuse a malformed id with 400 and no session with 401', async () => {
      const bad = await h.get('/v1/property/abc/invoices', vic);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
      expect(
        (await h.call(invoiceCalls.propertyInvoices, { params: { id: 1 } }, undefined)).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /v1/invoice/{id}/pdf', () => {
    it('should send a PDF named invoice-{number}.pdf with the agency, property, items, GST and totals', async () => {
      const [invoice] = await h.rows<{
        id: number;
        invoice_number: string;
        total: string;
        gst: string;
        agency: string;
        street: string;
      }>(
        `select i.id, i.invoice_number, i.total_inc_gst::text as total, i.gst::text as gst,
                a.name as agency, p.address_line1 as street
         from invoices i join agencies a on a.id = i.agency_id
         join properties p on p.id = i.property_id
         where i.agency_id = $1 order by i.id limit 1`,
        [h.ids.VIC],
      );
      const res = await h.call(invoiceCalls.pdf, { params: { id: invoice!.id } }, vic);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=invoice-${invoice!.invoice_number}.pdf`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await parsePdf(res.rawPayload);
      expect(pdf.pages).toBe(1);
      expect(pdf.title).toBe(`Tax invoice ${invoice!.invoice_number}`);
      expect(pdf.text).toContain(`Invoice ${invoice!.invoice_number}`);
      const words = pdf.text.replace(/\s+/g, ' ');
      expect(words).toContain(invoice!.agency);
      expect(words).toContain(invoice!.street);
      expect(pdf.text).toContain('Due date');
      expect(pdf.text).toContain(formatCurrency(invoice!.gst));
      expect(pdf.text).toContain(formatCurrency(invoice!.total));
    });

    it('should name the file exactly when the invoice number holds quotes and characters beyond ASCII', async () => {
      const [invoice] = await h.rows<{ id: number; invoice_number: string }>(
        'select id, invoice_number from invoices where agency_id = $1 order by id desc limit 1',
        [h.ids.VIC],
      );
      const setNumber = (number: string) =>
        h.rows('update invoices set invoice_number = $2 where id = $1', [invoice!.id, number]);
      await setNumber('Ré "7" 東');
      try {
        const res = await h.call(invoiceCalls.pdf, { params: { id: invoice!.id } }, vic);
        expect(res.statusCode).toBe(200);
        // What the browser reads: an ASCII header, the quotes escaped in the fallback name and
        // the exact name percent-encoded as UTF-8 (RFC 6266 and 8187).
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="invoice-R? \\"7\\" ?.pdf"; ` +
            `filename*=UTF-8''invoice-R%C3%A9%20%227%22%20%E6%9D%B1.pdf`,
        );
      } finally {
        await setNumber(invoice!.invoice_number);
      }
    });

    it("should answer another agency's invoice exactly as a missing one", async () => {
      await expectLikeMissing(invoiceCalls.pdf, await foreignInvoice());
    });
  });

  describe('POST /v1/invoice/{id}/forward', () => {
    const outboxCount = async () =>
      Number((await h.rows<{ n: string }>('select count(*) as n from email_outbox'))[0]!.n);

    it('should email the invoice PDF to the To and CC recipients with the message', async () => {
      const [invoice] = await h.rows<{ id: number; invoice_number: string }>(
        'select id, invoice_number from invoices where agency_id = $1 order by id limit 1',
        [h.ids.VIC],
      );
      const res = await h.call(
        invoiceCalls.forward,
        {
          params: { id: invoice!.id },
          body: {
            toAddresses: ['owner@example.com', 'second.owner@example.com'],
            ccAddresses: ['accounts@example.com'],
            message: 'Please pay this <soon> & thanks',
          },
        },
        vic,
      );
      const { emailId } = dataOf<TForwardResult>(res);
      const [queued] = await h.rows<{ sent_at: Date | null; subject: string; to: string[] }>(
        'select sent_at, subject, to_addresses as to from email_outbox where id = $1',
        [emailId],
      );
      expect(queued).toMatchObject({
        sent_at: null,
        to: ['owner@example.com', 'second.owner@example.com'],
      });
      expect(queued!.subject).toContain(`Invoice ${invoice!.invoice_number}`);

      expect(await h.app.jobs.runDue()).toBe(1);
      const [sent] = await h.rows<{ sent_at: Date | null; eml: string }>(
        'select sent_at, eml_storage_key as eml from email_outbox where id = $1',
        [emailId],
      );
      expect(sent!.sent_at).toEqual(TEST_TODAY);
      const eml = fs
        .readFileSync(path.join(h.outboxDir, sent!.eml), 'latin1')
        .replace(/\r\n/g, '\n');
      expect(eml).toMatch(/^To: owner@example\.com, second\.owner@example\.com$/m);
      expect(eml).toMatch(/^Cc: accounts@example\.com$/m);
      expect(eml).toMatch(new RegExp(`^Subject: Invoice ${invoice!.invoice_number} for `, 'm'));
      // The message, in the plain-text part as typed and in the HTML part escaped.
      expect(eml).toContain('Please pay this &lt;soon&gt; &amp; thanks');
      const text = textPartOf(eml);
      expect(text).toMatch(
        new RegExp(
          `^Please pay this <soon> & thanks\n\nPlease find attached invoice ${invoice!.invoice_number} from .+[.]\n\n`,
        ),
      );
      // The details, each label on a line above its value, then the sender and the provider.
      expect(text).toMatch(new RegExp(`^Invoice number\n${invoice!.invoice_number}$`, 'm'));
      expect(text).toMatch(/^Due date\n\d\d\/\d\d\/\d{4}$/m);
      expect(text).toMatch(/^Total\n\$[\d,]+\.\d\d/m);
      expect(text).toMatch(/\n\nSent by .+\.\n\nDetector Inspector Pty Ltd\nABN 51 824 753 556\n/);
      const attachment = attachmentOf(eml, `invoice-${invoice!.invoice_number}.pdf`);
      expect(attachment.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await parsePdf(attachment)).text).toContain(`Invoice ${invoice!.invoice_number}`);
    });

    it.each([
      [{ toAddresses: [] }, 'toAddresses', 'At least one email is required'],
      [
        { toAddresses: ['1@a.com', '2@a.com', '3@a.com', '4@a.com', '5@a.com', '6@a.com'] },
        'toAddresses',
        'A maximum of 5 To emails are allowed',
      ],
      [
        {
          toAddresses: ['to@a.com'],
          ccAddresses: ['1@a.com', '2@a.com', '3@a.com', '4@a.com', '5@a.com', '6@a.com'],
        },
        'ccAddresses',
        'A maximum of 5 CC emails are allowed',
      ],
      [{ toAddresses: ['not an address'] }, 'toAddresses', 'Please enter a valid email address'],
      [
        { toAddresses: ['a@b.com'], ccAddresses: ['A@B.com'] },
        'ccAddresses',
        'One or more email addresses are already included in the "To" section (A@B.com)',
      ],
      [
        { toAddresses: ['a@b.com'], message: 'x'.repeat(501) },
        'message',
        'Message should be 500 characters or less',
      ],
    ])('should refuse %j with 400 naming %s', async (body, field, message) => {
      const [invoice] = await h.rows<{ id: number }>(
        'select id from invoices where agency_id = $1 limit 1',
        [h.ids.VIC],
      );
      const before = await outboxCount();
      const res = await h.call(invoiceCalls.forward, { params: { id: invoice!.id }, body }, vic);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'BAD_REQUEST', message, fields: { [`body.${field}`]: message } },
      });
      expect(await outboxCount()).toBe(before);
    });

    it("should answer another agency's invoice exactly as a missing one", async () => {
      const body = { toAddresses: ['a@b.com'] };
      const foreign = await h.call(
        invoiceCalls.forward,
        { params: { id: await foreignInvoice() }, body },
        vic,
      );
      const missing = await h.call(invoiceCalls.forward, { params: { id: MISSING }, body }, vic);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });
  });
});

/** The plain-text part of a composed message, decoded. */
function textPartOf(eml: string): string {
  const at = eml.indexOf('Content-Type: text/plain');
  expect(at, 'a text/plain part').toBeGreaterThan(-1);
  const headersEnd = eml.indexOf('\n\n', at);
  const headers = eml.slice(at, headersEnd);
  const body = eml.slice(headersEnd + 2, eml.indexOf('\n--', headersEnd));
  if (/quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** The decoded content of the attachment named `filename` in a composed message. */
function attachmentOf(eml: string, filename: string): Buffer {
  const at = eml.indexOf(`filename=${filename}`);
  expect(at, `attachment ${filename}`).toBeGreaterThan(-1);
  const headersEnd = eml.indexOf('\n\n', at);
  const partEnd = eml.indexOf('\n--', headersEnd);
  return Buffer.from(eml.slice(headersEnd + 2, partEnd).replace(/\s+/g, ''), 'base64');
}
