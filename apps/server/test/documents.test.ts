import fs from 'node:fs';
import path from 'node:path';
import {
  agencyQuotationStatusLabel,
  formatCurrency,
  formatDate,
  invoiceCalls,
  QUOTATION_STATUS_CODES,
  quotationStatusId,
  quotationStatusLabels,
  quoteCalls,
  type TForwardResult,
} from '@portal/contracts';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from './demo-app';
import { pdftotextMissing, pdfToText } from './pdftotext';

/** The provider as configured for this test: every document must carry exactly this. */
const PROVIDER = {
  env: {
    PROVIDER_NAME: 'Safe Homes',
    PROVIDER_LEGAL_NAME: 'Safe Homes Compliance Pty Ltd',
    PROVIDER_ABN: '53004085616',
    HELP_PHONE: '1300 555 010',
    HELP_EMAIL: 'accounts@safehomes.example.com.au',
  },
  /** Another replica gives it, so that a quote's approval link can be printed in full. */
  publicUrl: 'https://portal.safehomes.example.com.au',
  legalName: 'Safe Homes Compliance Pty Ltd',
  abn: 'ABN 53 004 085 616',
  phone: '1300 555 010',
  email: 'accounts@safehomes.example.com.au',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The provider's legal name, ABN (spaced) and contact, in a document read back as text. */
function expectProviderIdentity(text: string) {
  expect(text).toContain(PROVIDER.legalName);
  expect(text).toContain(PROVIDER.abn);
  expect(text).toContain(PROVIDER.phone);
  expect(text).toContain(PROVIDER.email);
}

const suite = pdftotextMissing ? describe.skip : describe;
if (pdftotextMissing) console.warn(`Documents read back as text: skipped, ${pdftotextMissing}`);

suite(`documents the portal produces${pdftotextMissing ? ` (${pdftotextMissing})` : ''}`, () => {
  let h: DemoApp;
  /** demo.master in the VIC agency. */
  let vic: string;
  let sender: { display_name: string; email: string };

  beforeAll(async () => {
    h = await demoApp('portal_documents', PROVIDER.env);
    vic = await h.signIn('demo.master');
    sender = (
      await h.rows<{ display_name: string; email: string }>(
        "select display_name, email from users where username = 'demo.master'",
      )
    )[0]!;
    // The demo's invoices are under $1,000: one grows to a job of ten units of its first item.
    const [largest] = await h.rows<{ id: number }>(
      'select id from invoices where agency_id = $1 order by total_inc_gst desc, id limit 1',
      [h.ids.VIC],
    );
    await h.rows(
      `update invoice_items set quantity = quantity * 10, amount = amount * 10
       where id = (select id from invoice_items where invoice_id = $1 order by display_order, id limit 1)`,
      [largest!.id],
    );
    await h.rows(
      `update invoices set subtotal = s.total, gst = round(s.total / 10, 2),
              total_inc_gst = s.total + round(s.total / 10, 2)
       from (select sum(amount) as total from invoice_items where invoice_id = $1) s
       where id = $1`,
      [largest!.id],
    );
  });
  afterAll(() => h?.close());

  /** The VIC agency's largest invoice (a buyer's identity or ABN is due from $1,000). */
  const largestInvoice = async () => {
    const [invoice] = await h.rows<{
      id: number;
      invoice_number: string;
      issued_at: Date;
      gst: string;
      total_inc_gst: string;
      agency_name: string;
      agency_abn: string;
    }>(
      `select i.id, i.invoice_number, i.issued_at, i.gst, i.total_inc_gst,
              a.name as agency_name, a.abn as agency_abn
       from invoices i join agencies a on a.id = i.agency_id
       where i.agency_id = $1 order by i.total_inc_gst desc, i.id limit 1`,
      [h.ids.VIC],
    );
    return invoice!;
  };

  const firstQuote = async () =>
    (
      await h.rows<{ id: number; quote_number: string }>(
        'select id, quote_number from quotes where agency_id = $1 order by id limit 1',
        [h.ids.VIC],
      )
    )[0]!;

  /** Checks a tax invoice read back as text carries what an Australian tax invoice must. */
  async function expectTaxInvoice(
    text: string,
    invoice: Awaited<ReturnType<typeof largestInvoice>>,
  ) {
    expect(text).toMatch(/^Tax invoice$/m);
    // The supplier: its legal name, its ABN spaced, its contact.
    expectProviderIdentity(text);
    expect(text).toContain(`Invoice number ${invoice.invoice_number}`);
    expect(text).toContain(`Issue date ${formatDate(invoice.issued_at)}`);
    // What was supplied: every line item.
    const items = await h.rows<{ description: string }>(
      'select description from invoice_items where invoice_id = $1',
      [invoice.id],
    );
    expect(items.length).toBeGreaterThan(0);
    const flat = text.replace(/\n/g, ' ');
    for (const { description } of items) expect(flat).toContain(description);
    // The GST and the total it is part of.
    expect(text).toMatch(new RegExp(`^GST ${escape(formatCurrency(invoice.gst))}$`, 'm'));
    expect(text).toContain(`Total (inc. GST) ${formatCurrency(invoice.total_inc_gst)}`);
    // The buyer: from $1,000 its identity or ABN; the agency's name and its ABN spaced.
    expect(Number(invoice.total_inc_gst)).toBeGreaterThanOrEqual(1000);
    expect(text).toContain(`Bill to ${invoice.agency_name}`);
    const spaced = invoice.agency_abn.replace(/^(\d\d)(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
    expect(text).toContain(`ABN ${spaced}`);
    expect(text).not.toContain(invoice.agency_abn);
  }

  it('should carry what a tax invoice must when the invoice PDF is downloaded', async () => {
    const invoice = await largestInvoice();
    const res = await h.call(invoiceCalls.pdf, { params: { id: invoice.id } }, vic);
    expect(res.statusCode).toBe(200);
    await expectTaxInvoice(pdfToText(res.rawPayload), invoice);
  });

  it('should show only statuses meant for agencies when a quote PDF is downloaded', async () => {
    const quote = await firstQuote();
    const internal = [quotationStatusLabels.REACTIVATION_REQUEST_INTERNAL];
    for (const code of QUOTATION_STATUS_CODES) {
      await h.rows('update quotes set status_id = $2 where id = $1', [
        quote.id,
        quotationStatusId(code),
      ]);
      const res = await h.call(quoteCalls.pdf, { params: { id: quote.id } }, vic);
      expect(res.statusCode).toBe(200);
      const text = pdfToText(res.rawPayload);
      expect(text, code).toContain(`Status ${agencyQuotationStatusLabel(code)}`);
      for (const label of internal) expect(text, code).not.toContain(label);
      expect(text, code).not.toMatch(/internal/i);
    }
  });

  it("should carry the provider's legal name, ABN and contact when a quote PDF is downloaded", async () => {
    const quote = await firstQuote();
    const res = await h.call(quoteCalls.pdf, { params: { id: quote.id } }, vic);
    const text = pdfToText(res.rawPayload);
    expect(text).toMatch(/^Quotation$/m);
    expect(text).toContain(`Quote number ${quote.quote_number}`);
    expectProviderIdentity(text);
  });

  /** Sends what is queued and parses the message written to the outbox. */
  async function sentEmail(emailId: number, app = h.app): Promise<ParsedMail> {
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const [sent] = await h.rows<{ eml: string }>(
      'select eml_storage_key as eml from email_outbox where id = $1',
      [emailId],
    );
    return simpleParser(fs.readFileSync(path.join(h.outboxDir, sent!.eml)));
  }

  /** Every link of the HTML part, its address as the text part must list it. */
  const linksOf = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) =>
      href!.replace(/&amp;/g, '&').replace(/^mailto:/, ''),
    );

  /** What every email the portal sends must carry. */
  function expectSendable(email: ParsedMail, details: [string, string][]) {
    // A reply goes to the person who sent it.
    const replyTo = email.replyTo?.value;
    expect(replyTo).toEqual([{ name: sender.display_name, address: sender.email }]);
    const text = email.text ?? '';
    // Labels and values on lines of their own, never run together or padded into columns.
    for (const [label, value] of details) {
      expect(text).toMatch(new RegExp(`^${escape(label)}\n${escape(value)}$`, 'm'));
    }
    expect(text).not.toMatch(/\S {3,}\S/);
    // Every link of the HTML part listed with its address, on a line of its own.
    const links = linksOf(String(email.html));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(text).toMatch(new RegExp(`^.*${escape(link)}.*$`, 'm'));
    // The provider who issues the document.
    expectProviderIdentity(text);
    expectProviderIdentity(String(email.html).replace(/&amp;/g, '&'));
  }

  it('should send a forwarded invoice with a readable text part, Reply-To and the provider', async () => {
    const invoice = await largestInvoice();
    const res = await h.call(
      invoiceCalls.forward,
      {
        params: { id: invoice.id },
        body: { toAddresses: ['owner@example.com'], message: 'Hi,\n\nFor your records.' },
      },
      vic,
    );
    const email = await sentEmail(dataOf<TForwardResult>(res).emailId);
    expect(email.text).toMatch(/^Hi,\n\nFor your records\.\n\n/);
    expectSendable(email, [
      ['Invoice number', invoice.invoice_number],
      ['Total', `${formatCurrency(invoice.total_inc_gst)} inc. GST`],
    ]);
    const [pdf] = email.attachments;
    expect(pdf?.filename).toBe(`invoice-${invoice.invoice_number}.pdf`);
    await expectTaxInvoice(pdfToText(pdf!.content), invoice);
  });

  it('should send a forwarded quote with a readable text part, Reply-To and the provider', async () => {
    const quote = await firstQuote();
    await h.rows('update quotes set status_id = $2 where id = $1', [
      quote.id,
      quotationStatusId('REACTIVATION_REQUEST_INTERNAL'),
    ]);
    const linked = await h.replica({ PUBLIC_URL: PROVIDER.publicUrl });
    const res = await h.call(
      quoteCalls.forward,
      { params: { id: quote.id }, body: { toAddresses: ['landlord@example.com'] } },
      vic,
      linked,
    );
    const email = await sentEmail(dataOf<TForwardResult>(res).emailId, linked);
    expectSendable(email, [['Quote number', quote.quote_number]]);
    // The approval link, in full.
    expect(email.text).toMatch(
      new RegExp(`^.*${escape(PROVIDER.publicUrl)}/cs/vic/Quotations/approve/\\d+.*$`, 'm'),
    );
    const [pdf] = email.attachments;
    expect(pdf?.filename).toBe(`quote-${quote.quote_number}.pdf`);
    const text = pdfToText(pdf!.content);
    expectProviderIdentity(text);
    expect(text).not.toMatch(/internal/i);
  });
});
