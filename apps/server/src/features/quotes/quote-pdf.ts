import {
  agencyQuotationStatusLabel,
  formatCurrency,
  formatDate,
  formatPriceIncGst,
  type TQuoteView,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AgencyTx } from '../../db/client';
import { agencies, quotes } from '../../db/schema/index';
import { quoteFileName } from '../../domain/document-paths';
import type { MailAttachment } from '../../email/mailer';
import { providerLines, type ProviderIdentity } from '../../domain/provider-identity';
import { PdfWriter } from '../../files/pdf';
import { quoteLines, quoteOrNotFound, type QuoteScope } from './service';

export interface QuotePdfOptions {
  provider: ProviderIdentity;
  /** The portal's public address (PUBLIC_URL), to print the approval link in full. */
  publicUrl: string;
}

/** The approval link as a reader of the printed quote can follow it, if it can be made one. */
export function printableLink(url: string, publicUrl: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${publicUrl}${url}` : null;
}

const estimate = (quote: TQuoteView) => {
  const { minimum, maximum } = quote.estimatedPrices;
  if (minimum && maximum && minimum !== maximum) {
    return `${formatCurrency(minimum)} to ${formatPriceIncGst(maximum)}`;
  }
  return minimum ? `From ${formatPriceIncGst(minimum)}` : 'Not estimated';
};

/**
 * The quotation as a PDF (download and email attachment): the provider's legal name, ABN and
 * contact, the agency, the property, the service, the status as agencies are shown it,
 * severity, expiry, line items and estimate. Throws 404 for another agency's quote.
 */
export async function renderQuotePdf(
  tx: AgencyTx,
  scope: QuoteScope,
  id: number,
  options: QuotePdfOptions,
): Promise<MailAttachment & { quoteNumber: string }> {
  const quote = await quoteOrNotFound(tx, scope, id);
  const items = await quoteLines(tx, scope.agencyId, id);
  const [meta] = await tx
    .select({ createdAt: quotes.createdAt, agencyName: agencies.name })
    .from(quotes)
    .innerJoin(agencies, eq(agencies.id, quotes.agencyId))
    .where(and(eq(quotes.agencyId, scope.agencyId), eq(quotes.id, id)));
  const total = items.reduce((sum, item) => sum + Number(item.amount), 0);
  const link = printableLink(quote.approvalUrl, options.publicUrl);

  const pdf = await PdfWriter.create({
    title: `Quote ${quote.quoteNumber}`,
    subject: `Quote ${quote.quoteNumber} for ${quote.property.addressLine1}, ${quote.property.addressLine2}`,
    author: options.provider.legalName,
    createdAt: meta?.createdAt ?? new Date(0),
  });
  const issuer = providerLines(options.provider);
  pdf
    .letterhead(issuer.legalName, [issuer.abn, `${issuer.phone} · ${issuer.email}`])
    .heading('Quotation', 22)
    .text(`Quote ${quote.quoteNumber}`, { size: 12, bold: true })
    .space(8)
    .columns(
      [
        ['Prepared for', meta?.agencyName ?? ''],
        ['Property', quote.property.addressLine1],
        ['', quote.property.addressLine2],
        ['Service', quote.service.name],
      ],
      [
        ['Quote number', quote.quoteNumber],
        ['Status', agencyQuotationStatusLabel(quote.status)],
        ['Severity', quote.quoteSeverityLabel],
        ['Expires', quote.expiresAt ? formatDate(quote.expiresAt) : 'No expiry'],
      ],
    )
    .space(12)
    .table(
      [
        { header: 'Work', width: 0.75 },
        { header: 'Price (inc. GST)', width: 0.25, align: 'right' },
      ],
      items.map((item) => [item.description, formatCurrency(item.amount)]),
    )
    .totals([
      ['Total (inc. GST)', formatCurrency(total), true],
      ['Estimated price', estimate(quote)],
    ])
    .space(16)
    .text(
      link
        ? `To approve this quote, sign in to the compliance portal: ${link}`
        : 'To approve this quote, sign in to the compliance portal and open Quotations.',
      { muted: true },
    );
  return {
    quoteNumber: quote.quoteNumber,
    filename: quoteFileName(quote.quoteNumber),
    contentType: 'application/pdf',
    content: await pdf.toBuffer(),
  };
}
