import {
  formatDate,
  formatPriceIncGst,
  type TForwardEmail,
  type TForwardResult,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { forwardedDocumentHtml } from '../../email/email-html';
import type { ProviderIdentity } from '../../domain/provider-identity';
import { oneLineAddress } from '../../domain/property-ref';
import type { Mail } from '../../plugins/mailer';
import { invoiceOrNotFound } from './service';

/** The attachment source name of invoice PDFs ('invoice:{id}'). */
export const INVOICE_ATTACHMENT = 'invoice';

export interface Sender {
  agencyId: number;
  userId: number;
  userName: string;
  agencyName: string | null;
}

/**
 * POST /v1/invoice/{id}/forward: queues an email with the invoice PDF attached to the chosen
 * recipients (the rules of ZForwardEmail were checked by the route); it is sent in the
 * background ('The specified recipient(s) should receive the email shortly.'), replies going
 * to the user who sent it.
 */
export async function forwardInvoice(
  database: Database,
  mail: Mail,
  sender: Sender,
  id: number,
  body: TForwardEmail,
  provider: ProviderIdentity,
): Promise<TForwardResult> {
  return database.withAgency(sender.agencyId, async (tx) => {
    const invoice = await invoiceOrNotFound(tx, sender.agencyId, id);
    const address = oneLineAddress(invoice);
    const emailId = await mail.queue(tx, {
      agencyId: sender.agencyId,
      messageType: 'FORWARD_INVOICE',
      propertyId: invoice.propertyId,
      invoiceId: invoice.id,
      to: body.toAddresses,
      cc: body.ccAddresses,
      subject: `Invoice ${invoice.invoiceNumber} for ${address}`,
      html: forwardedDocumentHtml({
        message: body.message,
        intro: `Please find attached invoice ${invoice.invoiceNumber} from ${provider.name}.`,
        details: [
          ['Property', address],
          ['Invoice number', invoice.invoiceNumber],
          ['Due date', formatDate(invoice.dueDate)],
          ['Total', formatPriceIncGst(invoice.totalIncGst)],
        ],
        sender: `Sent by ${sender.userName}${sender.agencyName ? ` of ${sender.agencyName}` : ''}.`,
        provider,
      }),
      attachmentKeys: [`${INVOICE_ATTACHMENT}:${invoice.id}`],
      createdBy: sender.userId,
    });
    return { emailId };
  });
}
