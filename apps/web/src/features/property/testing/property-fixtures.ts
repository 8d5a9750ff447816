import type { TPropertyView } from '@portal/contracts';

/** A property as GET /v1/property/{id} answers it: VIC, two services, keys, no tenancy. */
export function buildProperty(overrides: Partial<TPropertyView> = {}): TPropertyView {
  return {
    id: 501,
    addressLine1: '4/27 Station Street',
    addressLine2: 'Richmond VIC 3121',
    address: '4/27 Station Street, Richmond VIC 3121',
    state: 'VIC',
    tags: [],
    services: [
      {
        serviceId: 11,
        shortName: 'smoke',
        status: 'BOOKED_IN',
        tags: ['BookedIn'],
        lastServiceDate: '2025-01-10',
        nextDueDate: '2026-01-10',
        onHoldUntil: null,
      },
      {
        serviceId: 12,
        shortName: 'electrical',
        status: 'OVERDUE',
        tags: ['Overdue'],
        lastServiceDate: null,
        nextDueDate: '2025-03-01',
        onHoldUntil: null,
      },
    ],
    propertyManager: { id: 3, name: 'Jordan Lee', email: 'jordan.lee@example.com' },
    isKeyAvailable: true,
    keyNumber: 'K-42',
    keyLocationId: 7,
    propertyKeyInformation: {
      onsiteAvailability: 'AVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes: 'Lockbox by the side gate',
      validFrom: null,
    },
    hasCurrentTenancy: false,
    allowAgencyPortalBooking: true,
    actions: {
      canEditTenancy: false,
      canAddTenancy: true,
      canUpdateKeyNumber: true,
      canRequestService: true,
      canHold: true,
      canCancel: true,
      canBook: true,
      canRequestOneOffEntryNotification: true,
      canEmailTenant: false,
    },
    experiments: { PropertyDetailsPage: true },
    ...overrides,
  };
}
