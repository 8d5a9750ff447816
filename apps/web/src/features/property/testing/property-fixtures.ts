import {
  invoiceCalls,
  propertyCalls,
  quoteCalls,
  type TPropertyContact,
  type TPropertyTenancy,
  type TPropertyView,
  type TTenancy,
} from '@portal/contracts';
import type { fail } from '../../../testing/mock-api';
import { mockApi, on, type MockApi } from '../../../testing/mock-api';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';

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
    nextKeyPickup: null,
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

/** A current tenancy: one occupant with a mobile and a do-not-contact home number. */
export const CURRENT_TENANCY: TTenancy = {
  tenancyId: 7,
  startedAt: '2025-02-01',
  endedAt: '2027-02-01',
  vacatingAt: null,
  notes: 'Has a dog',
  source: 'PORTAL',
  leaseType: 'New',
  isCurrent: true,
  occupants: [
    {
      occupantId: 11,
      name: 'Alex Tenant',
      email: 'alex@example.com',
      isAllContactNumbersBlacklisted: false,
      contactNumbers: [
        {
          contactNumberId: 21,
          number: '+61412345678',
          type: 'MOBILE',
          doNotContactReasonCode: null,
          doNotContactReasonName: null,
        },
        {
          contactNumberId: 22,
          number: '+61398765432',
          type: 'HOME',
          doNotContactReasonCode: 'OTHER',
          doNotContactReasonName: 'Unable to Contact',
        },
      ],
    },
  ],
};

/** The tenancy before it, vacated. */
export const PREVIOUS_TENANCY: TTenancy = {
  ...CURRENT_TENANCY,
  tenancyId: 5,
  startedAt: '2023-01-10',
  endedAt: '2024-01-10',
  vacatingAt: '2024-01-10',
  notes: null,
  isCurrent: false,
  occupants: [
    { ...CURRENT_TENANCY.occupants[0]!, occupantId: 9, name: 'Pat Former', contactNumbers: [] },
  ],
};

/** GET /v1/property/{id}/tenancy of property 501: the current tenancy, nothing upcoming. */
export function buildPropertyTenancy(overrides: Partial<TPropertyTenancy> = {}): TPropertyTenancy {
  return {
    propertyId: 501,
    currentTenancy: CURRENT_TENANCY,
    upcomingTenancy: null,
    isVacant: false,
    isIntegrated: false,
    isCancelled: false,
    confirmedAt: null,
    ...overrides,
  };
}

const OCCUPANT: TPropertyContact = {
  id: 9,
  role: 'OCCUPANT',
  name: 'Casey Brown',
  email: 'casey@example.com',
  salutation: null,
  contactNumbers: [{ contactNumberId: 1, number: '+61412345678', type: 'MOBILE' }],
  address: null,
};

/** Every call of the property's overview, signed in to a VIC agency. */
export function mockPropertyApi(
  property: TPropertyView | ReturnType<typeof fail> = buildProperty(),
): MockApi {
  mockSignedInApi({ session: buildSession({ complianceSystemUrl: 'https://cs.example/vic/' }) });
  return mockApi(
    on(propertyCalls.detail, property),
    on(propertyCalls.tenancy, buildPropertyTenancy()),
    on(propertyCalls.appliances, [
      {
        id: 1,
        serviceCode: 'smoke',
        name: 'Photoelectric alarm',
        location: 'Hallway',
        applianceType: null,
      },
    ]),
    on(propertyCalls.notices, []),
    on(propertyCalls.keyPickupLocation, {
      keyLocationId: 7,
      name: 'Richmond office',
      fullAddress: '1 Swan Street, Richmond VIC 3121',
      instructions: null,
    }),
    on(propertyCalls.contacts, [OCCUPANT]),
    on(invoiceCalls.propertyInvoices, { items: [], total: 0 }),
    on(quoteCalls.list, { items: [], total: 0 }),
  );
}
