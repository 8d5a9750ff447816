import {
  formatAbn,
  formatCurrency,
  formatDate,
  serviceLabels,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import { agencies, invoiceItems, invoices, properties } from '../../db/schema/index';
import { invoiceFileName } from '../../domain/document-paths';
import type { MailAttachment } from '../../email/mailer';
import { PdfWriter } from '../../files/pdf';
import { providerLines, type ProviderIdentity } from '../../domain/provider-identity';
import { addressColumns, oneLineAddress } from '../../domain/property-ref';

export interface InvoicePdf extends MailAttachment {
  invoiceNumber: string;
}

/** The agency's postal lines, as far as they are known. */
function agencyLines(agency: typeof agencies.$inferSelect): string[] {
  const locality = [agency.suburb, agency.stateCode, agency.postcode].filter(Boolean).join(' ');
  return [agency.addressLine1, agency.addressLine2, locality].filter((line): line is string =>
    Boolean(line),
  );
}

/**
 * The provider's tax invoice to the agency as a PDF (download, email attachment, upload to the
 * property software), with what an Australian tax invoice must show: the supplier's legal name
 * and ABN (and its contact), the issue date, what was supplied, the GST, and the buyer's name
 * and ABN; then the property, the totals and the due date. Null when the invoice is not the
 * agency's.
 */
export async function renderInvoicePdf(
  tx: AgencyTx,
  agencyId: number,
  invoiceId: number,
  provider: ProviderIdentity,
): Promise<InvoicePdf | null> {
  const [row] = await tx
    .select({ invoice: invoices, agency: agencies, property: addressColumns(properties) })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .innerJoin(
      properties,
      and(eq(properties.agencyId, invoices.agencyId), eq(properties.id, invoices.propertyId)),
    )
    .where(and(eq(invoices.agencyId, agencyId), eq(invoices.id, invoiceId)));
  if (!row) return null;
  const { invoice, agency, property } = row;
  const items = await tx
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.agencyId, agencyId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.displayOrder), asc(invoiceItems.id));

  const pdf = await PdfWriter.create({
    title: `Tax invoice ${invoice.invoiceNumber}`,
    subject: `Invoice ${invoice.invoiceNumber} for ${oneLineAddress(property)}`,
    author: provider.legalName,
    createdAt: invoice.createdAt,
  });
  const issuer = providerLines(provider);
  pdf
    .letterhead(issuer.legalName, [issuer.abn, `${issuer.phone} · ${issuer.email}`])
    .heading('Tax invoice', 22)
    .text(`Invoice ${invoice.invoiceNumber}`, { size: 12, bold: true })
    .space(8)
    .columns(
      [
        ['Bill to', agency.name],
        ...agencyLines(agency).map((line): [string, string] => ['', line]),
        ...(agency.abn ? [['ABN', formatAbn(agency.abn)] as [string, string]] : []),
      ],
      [
        ['Invoice number', invoice.invoiceNumber],
        ['Issue date', formatDate(invoice.issuedAt)],
        ['Due date', formatDate(invoice.dueDate)],
        ['Status', invoice.isPaid ? `Paid ${formatDate(invoice.paidAt)}` : 'Unpaid'],
      ],
    )
    .space(10)
    .pairs([['Property', oneLineAddress(property)]])
    .space(12)
    .table(
      [
        { header: 'Description', width: 0.46 },
        { header: 'Service', width: 0.18 },
        { header: 'Qty', width: 0.08, align: 'right' },
        { header: 'Unit price', width: 0.14, align: 'right' },
        { header: 'Amount', width: 0.14, align: 'right' },
      ],
      items.map((item) => [
        item.description,
        item.serviceCode ? serviceLabels[item.serviceCode as TServiceCode] : '',
        String(item.quantity),
        formatCurrency(item.unitAmount),
        formatCurrency(item.amount),
      ]),
    )
    .totals([
      ['Subtotal (excl. GST)', formatCurrency(invoice.subtotal)],
      ['GST', formatCurrency(invoice.gst)],
      ['Total (inc. GST)', formatCurrency(invoice.totalIncGst), true],
    ])
    .space(16)
    .text(
      invoice.isPaid
        ? 'This invoice has been paid. Thank you.'
        : `Please pay ${formatCurrency(invoice.totalIncGst)} by ${formatDate(invoice.dueDate)}, quoting invoice ${invoice.invoiceNumber}. Non-payment may lead to suspension of services.`,
      { muted: true },
    );
  return {
    invoiceNumber: invoice.invoiceNumber,
    filename: invoiceFileName(invoice.invoiceNumber),
    contentType: 'application/pdf',
    content: await pdf.toBuffer(),
  };
}
