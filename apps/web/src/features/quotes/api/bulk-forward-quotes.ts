import {
  BULK_FORWARD_QUOTES,
  MAX_TO_EMAILS,
  isValidEmail,
  propertyCalls,
  type TQuote,
} from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { createElement } from 'react';
import type { BulkAction } from '../../../components/bulk/bulk-selection';
import { callApi } from '../../../lib/api-client';
import { forwardQuote } from './forward-quote';
import { invalidateQuoteViews } from './keys';

/** The landlords on record for a property with an email address, each address once. */
async function landlordRecipients(propertyId: number) {
  const contacts = await callApi(propertyCalls.contacts, {
    params: { id: propertyId },
    query: { landlords: true },
  });
  const seen = new Set<string>();
  const landlords: { name: string; email: string }[] = [];
  for (const contact of contacts) {
    const email = contact.email?.trim();
    if (contact.role !== 'LANDLORD' || !email || !isValidEmail(email)) continue;
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    landlords.push({ name: contact.name, email });
  }
  return landlords;
}

/**
 * 'Forward to landlords': each quote is emailed, as the forward form sends it, to the landlords
 * on record for its property. A property without a landlord's email (or with more than the
 * form's To allows, where someone must choose) is not sent and is listed as needing details.
 */
export const forwardQuotesToLandlords: BulkAction<TQuote> = {
  words: BULK_FORWARD_QUOTES,
  icon: createElement(IconSend, { size: 14, 'aria-hidden': true }),
  run: async (quote) => {
    const landlords = await landlordRecipients(quote.property.compliancePropertyId);
    if (landlords.length === 0)
      return { status: 'needs-details', message: BULK_FORWARD_QUOTES.noLandlordEmail };
    if (landlords.length > MAX_TO_EMAILS)
      return {
        status: 'needs-details',
        message: BULK_FORWARD_QUOTES.tooManyLandlords(MAX_TO_EMAILS),
      };
    await forwardQuote({
      quoteId: quote.complianceQuoteId,
      email: {
        toAddresses: landlords.map((landlord) => landlord.email),
        ccAddresses: [],
        message: undefined,
        subscribeToNotifications: false,
      },
    });
    return {
      status: 'done',
      message: BULK_FORWARD_QUOTES.sentTo(
        landlords.map((landlord) => `${landlord.name} (${landlord.email})`),
      ),
    };
  },
  refresh: invalidateQuoteViews,
};
