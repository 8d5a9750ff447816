import {
  primaryFirst,
  propertyBookingCalls,
  propertyCalls,
  type TBookingContact,
  type TBookingHold,
  type TBookingRequest,
  type TBookingResult,
  type TServiceCode,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import type { TChosenTime } from '../booking-machine';

/**
 * The booking dialog's cache keys, under the property's own ['property', id]: a booking refreshes
 * everything the page shows of it (the services read Booked in).
 */
const bookingKeys = {
  property: (propertyId: number) => ['property', propertyId] as const,
  bookable: (propertyId: number) => [...bookingKeys.property(propertyId), 'bookable'] as const,
  availability: (propertyId: number, services: readonly string[]) =>
    [...bookingKeys.property(propertyId), 'availability', services.join(',')] as const,
  contacts: (propertyId: number) =>
    [...bookingKeys.property(propertyId), 'booking-contacts'] as const,
};

/** The services the property can book, read afresh each time the dialog opens. */
export function useBookableServices(propertyId: number) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.bookable(propertyId),
      queryFn: ({ signal }) =>
        callApi(propertyBookingCalls.bookableServices, { params: { id: propertyId }, signal }),
      staleTime: 0,
    }),
  );
}

/** The days with free times for the chosen services (none chosen: not asked). */
export function useAvailability(propertyId: number, services: readonly TServiceCode[]) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.availability(propertyId, services),
      queryFn: ({ signal }) =>
        callApi(propertyBookingCalls.availability, {
          params: { id: propertyId },
          // The codes travel comma-joined (spec 2 §7).
          query: { service: services.join(',') },
          signal,
        }),
      enabled: services.length > 0,
      staleTime: 0,
    }),
  );
}

/**
 * The tenants a booking may name as contacts: the current occupants, each with their email and
 * mobile (or none), the first one primary; listed primary first.
 */
export function useBookingContacts(propertyId: number) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.contacts(propertyId),
      queryFn: async ({ signal }): Promise<TBookingContact[]> => {
        const occupants = await callApi(propertyCalls.contacts, {
          params: { id: propertyId },
          query: { occupants: true },
          signal,
        });
        return primaryFirst(
          occupants.map((occupant, index) => ({
            name: occupant.name,
            email: occupant.email,
            mobile: occupant.contactNumbers.find((n) => n.type === 'MOBILE')?.number ?? null,
            isPrimaryContact: index === 0,
          })),
        );
      },
    }),
  );
}

/** POST /v1/property/{id}/booking/hold: the chosen time, held for the user for 5 minutes. */
export function holdBookingTime(propertyId: number, time: TChosenTime): Promise<TBookingHold> {
  return callApi(propertyBookingCalls.hold, {
    params: { id: propertyId },
    body: { oasMetadataId: time.oasMetadataId },
  });
}

/** POST /v1/property/{id}/booking; the property is read again. */
export function useBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TBookingRequest): Promise<TBookingResult> =>
      callApi(propertyBookingCalls.book, {
        params: { id: request.propertyId },
        body: { ...request, bookingTypes: request.bookingTypes.join(',') },
      }),
    onSuccess: (_result, request) =>
      queryClient.invalidateQueries({ queryKey: bookingKeys.property(request.propertyId) }),
  });
}
