import { invoiceCalls, propertyCalls, quoteCalls, type TServiceCode } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { propertyViewKeys } from './keys';

/** How many invoices or quotes the property view shows a page. */
export const PROPERTY_BILLING_PAGE_SIZE = 5;

export function usePropertyAppliances(propertyId: number, service?: TServiceCode) {
  return useQuery({
    queryKey: propertyViewKeys.list(propertyId, 'appliances', { service }),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.appliances, { params: { id: propertyId }, query: { service }, signal }),
  });
}

export function usePropertyNotices(propertyId: number, resolved: boolean) {
  return useQuery({
    queryKey: propertyViewKeys.list(propertyId, 'notices', { resolved }),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.notices, {
        params: { id: propertyId },
        query: { resolved },
        signal,
      }),
  });
}

export function useKeyPickupLocation(propertyId: number) {
  return useQuery({
    queryKey: propertyViewKeys.list(propertyId, 'key-pickup-location'),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.keyPickupLocation, { params: { id: propertyId }, signal }),
  });
}

export function usePropertyContacts(propertyId: number) {
  return useQuery({
    queryKey: propertyViewKeys.list(propertyId, 'contacts'),
    queryFn: ({ signal }) =>
      callApi(propertyCalls.contacts, { params: { id: propertyId }, signal }),
  });
}

export function usePropertyInvoices(propertyId: number, page: number) {
  return useQuery({
    queryKey: propertyViewKeys.list(propertyId, 'invoices', { page }),
    queryFn: ({ signal }) =>
      callApi(invoiceCalls.propertyInvoices, {
        params: { id: propertyId },
        query: { page, 'page-size': PROPERTY_BILLING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePropertyQuotes(propertyId: number, page: number) {
  return useQuery({
    queryKey: propertyViewKeys.list(propertyId, 'quotes', { page }),
    queryFn: ({ signal }) =>
      callApi(quoteCalls.list, {
        query: { propertyId, page, 'page-size': PROPERTY_BILLING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
