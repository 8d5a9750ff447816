import { invoiceCalls, propertyCalls, quoteCalls, type TServiceCode } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { phoneFormatQueryOptions } from '../../../../lib/phone-format';
import { tenancyQueryOptions } from '../../tenancy/api/get-tenancy';
import { propertyViewKeys } from './keys';

/** How many invoices or quotes the property view shows a page. */
export const PROPERTY_BILLING_PAGE_SIZE = 5;

const appliancesQueryOptions = (propertyId: number, service?: TServiceCode) =>
  queryOptions({
    queryKey: propertyViewKeys.list(propertyId, 'appliances', { service }),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.appliances, { params: { id: propertyId }, query: { service }, signal }),
  });

const noticesQueryOptions = (propertyId: number, resolved: boolean) =>
  queryOptions({
    queryKey: propertyViewKeys.list(propertyId, 'notices', { resolved }),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.notices, {
        params: { id: propertyId },
        query: { resolved },
        signal,
      }),
  });

const keyPickupLocationQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: propertyViewKeys.list(propertyId, 'key-pickup-location'),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.keyPickupLocation, { params: { id: propertyId }, signal }),
  });

const contactsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: propertyViewKeys.list(propertyId, 'contacts'),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.contacts, { params: { id: propertyId }, signal }),
  });

const invoicesQueryOptions = (propertyId: number, page: number) =>
  queryOptions({
    queryKey: propertyViewKeys.list(propertyId, 'invoices', { page }),
    queryFn: ({ signal }) =>
      callApi(invoiceCalls.propertyInvoices, {
        params: { id: propertyId },
        query: { page, 'page-size': PROPERTY_BILLING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const quotesQueryOptions = (propertyId: number, page: number) =>
  queryOptions({
    queryKey: propertyViewKeys.list(propertyId, 'quotes', { page }),
    queryFn: ({ signal }) =>
      callApi(quoteCalls.list, {
        query: { propertyId, page, 'page-size': PROPERTY_BILLING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Everything the overview's sections first show, as they ask for it (same keys): asked for with
 * the property itself, so the overview draws once, whole, instead of section by section.
 */
export const overviewQueryOptions = (propertyId: number) => [
  tenancyQueryOptions(propertyId),
  keyPickupLocationQueryOptions(propertyId),
  noticesQueryOptions(propertyId, false),
  appliancesQueryOptions(propertyId),
  contactsQueryOptions(propertyId),
  invoicesQueryOptions(propertyId, 1),
  quotesQueryOptions(propertyId, 1),
  // The contacts' and the tenancy's numbers are shown formatted from the first paint.
  phoneFormatQueryOptions(),
];

export function usePropertyAppliances(propertyId: number, service?: TServiceCode) {
  return useQuery(appliancesQueryOptions(propertyId, service));
}

export function usePropertyNotices(propertyId: number, resolved: boolean) {
  return useQuery(noticesQueryOptions(propertyId, resolved));
}

export function useKeyPickupLocation(propertyId: number) {
  return useQuery(keyPickupLocationQueryOptions(propertyId));
}

export function usePropertyContacts(propertyId: number) {
  return useQuery(contactsQueryOptions(propertyId));
}

export function usePropertyInvoices(propertyId: number, page: number) {
  return useQuery(invoicesQueryOptions(propertyId, page));
}

export function usePropertyQuotes(propertyId: number, page: number) {
  return useQuery(quotesQueryOptions(propertyId, page));
}
