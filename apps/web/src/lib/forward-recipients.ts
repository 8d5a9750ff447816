import { contactRoleLabels, propertyCalls, type TPropertyContact } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailOption } from '../components/email-picker';
import { callApi } from './api-client';

/** GET /v1/property/{id}/contacts, landlords and property managers only. */
function getForwardContacts({
  propertyId,
  signal,
}: {
  propertyId: number;
  signal?: AbortSignal;
}): Promise<TPropertyContact[]> {
  return callApi(propertyCalls.contacts, {
    params: { id: propertyId },
    query: { landlords: true, propertyManagers: true },
    signal,
  });
}

/** Those with an email address, as choices of the email forms: 'Name (Landlord)'. */
export function recipientOptions(contacts: readonly TPropertyContact[]): EmailOption[] {
  const seen = new Set<string>();
  const options: EmailOption[] = [];
  for (const contact of contacts) {
    const email = contact.email?.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    options.push({ label: `${contact.name} (${contactRoleLabels[contact.role]})`, value: email });
  }
  return options;
}

const forwardRecipientsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['forward-recipients', { propertyId }] as const,
    queryFn: ({ signal }) => getForwardContacts({ propertyId, signal }),
    select: recipientOptions,
  });

/**
 * The property's landlords and property manager as suggested recipients, read when a forward
 * form opens. While they load, or if they cannot be read, any valid address can still be typed.
 */
export function useForwardRecipients(propertyId: number, { enabled = true } = {}) {
  return useQuery({ ...forwardRecipientsQueryOptions(propertyId), enabled });
}
