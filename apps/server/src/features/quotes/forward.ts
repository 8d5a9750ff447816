import {
  formatDate,
  formatPriceIncGst,
  type TForwardQuote,
  type TForwardResult,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quotes } from '../../db/schema/index';
import type { ProviderIdentity } from '../../domain/provider-identity';
import { forwardedDocumentHtml } from '../../email/email-html';
import type { Mail } from '../../plugins/mailer';
import { printableLink } from './quote-pdf';
import { quoteOrNotFound, type QuoteScope } from './service';

/** The attachment source name of quote PDFs ('quote:{id}'). */
export const QUOTE_ATTACHMENT = 'quote';

export interface Sender {
  userId: number;
  userName: string;
  agencyName: string | null;
}

/**
 * POST /v1/quote/{id}/forward: queues an email with the quote PDF attached and its approval link
 * when it can be printed in full (sent in the background, replies going to the user who sent
 * it), records when it was forwarded and, when asked, subscribes the agency to
 * notifications about the quote.
 */
export async function forwardQuote(
  database: Database,
  mail: Mail,
  scope: QuoteScope & { now: Date },
  sender: Sender,
  id: number,
  body: TForwardQuote,
  provider: ProviderIdentity,
  publicUrl: string,
): Promise<TForwardResult> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const quote = await quoteOrNotFound(tx, scope, id);
    const address = `${quote.property.addressLine1}, ${quote.property.addressLine2}`;
    const estimate = quote.estimatedPrices.minimum
      ? [['Estimated price', `From ${formatPriceIncGst(quote.estimatedPrices.minimum)}`] as const]
      : [];
    const approval = printableLink(quote.approvalUrl, publicUrl);
    const emailId = await mail.queue(tx, {
      agencyId: scope.agencyId,
      messageType: 'FORWARD_QUOTATION',
      propertyId: quote.property.compliancePropertyId,
      quoteId: quote.complianceQuoteId,
      to: body.toAddresses,
      cc: body.ccAddresses,
      subject: `Quote ${quote.quoteNumber} for ${address}`,
      html: forwardedDocumentHtml({
        message: body.message,
        intro: `Please find attached quote ${quote.quoteNumber} from ${provider.name}.`,
        details: [
          ['Quote number', quote.quoteNumber],
          ['Property', address],
          ['Service', quote.service.name],
          ['Severity', quote.quoteSeverityLabel],
          ['Expires', quote.expiresAt ? formatDate(quote.expiresAt) : 'No expiry'],
          ...estimate.map(([label, value]): [string, string] => [label, value]),
        ],
        links: approval ? [{ label: 'Approve or reject this quote', url: approval }] : [],
        sender: `Sent by ${sender.userName}${sender.agencyName ? ` of ${sender.agencyName}` : ''}.`,
        provider,
      }),
      attachmentKeys: [`${QUOTE_ATTACHMENT}:${quote.complianceQuoteId}`],
      createdBy: sender.userId,
    });
    await tx
      .update(quotes)
      .set({
        lastForwardedAt: scope.now,
        ...(body.subscribeToNotifications ? { subscribed: true } : {}),
      })
      .where(and(eq(quotes.agencyId, scope.agencyId), eq(quotes.id, id)));
    return { emailId };
  });
}
