import type {
  TList,
  TOverdueUpdateProperty,
  TSession,
  TUpdateSummaryItem,
} from '@portal/contracts';
import { settingsCalls, updateCalls } from '@portal/contracts';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SignedInContext, type SignedInValue } from '../../../lib/session/signed-in-context';
import { mockApi, on } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AGENCY_SETTINGS, buildSession, DEMO_AGENCIES } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import RequiredUpdatesPage from '../routes/required-updates';

function buildUpdate(id: number, overrides: Partial<TUpdateSummaryItem> = {}): TUpdateSummaryItem {
  return {
    compliancePropertyId: id,
    addressLine1: `${id} Church Street`,
    addressLine2: 'Hawthorn VIC 3122',
    propertyManager: { id: 21, name: 'Jordan Lee' },
    complianceStatus: 'NON_COMPLIANT',
    flags: ['LEASE_AGREEMENT_UPDATE_REQUIRED'],
    tags: [],
    services: [],
    isIntegrated: false,
    isVacant: false,
    updateReasons: ['LEASE_AGREEMENT_UPDATE_REQUIRED', 'SERVICE_UPDATES_REQUIRED'],
    servicesRequiringUpdate: ['smoke'],
    nextServiceDue: '2025-06-30',
    confirmedAt: null,
    ...overrides,
  };
}

export function buildUpdatesPage(count: number, total = count): TList<TUpdateSummaryItem> {
  return {
    items: Array.from({ length: count }, (_, index) => buildUpdate(index + 1)),
    total,
    unfilteredTotal: total,
  };
}

export function buildOverdue(id: number): TOverdueUpdateProperty {
  return {
    compliancePropertyId: id,
    addressLine1: `${id} Church Street`,
    addressLine2: 'Hawthorn VIC 3122',
    nextServiceDue: '2024-12-01',
    overdueServices: ['smoke'],
  };
}

/** The page's calls answered: the summary, the overdue properties and the managers. */
export function mockUpdatesApi(
  list: TList<TUpdateSummaryItem> = buildUpdatesPage(3),
  overdue: TOverdueUpdateProperty[] = [],
) {
  return mockApi(
    on(updateCalls.summary, list),
    on(updateCalls.overdueProperties, { items: overdue, total: overdue.length }),
    on(settingsCalls.propertyManagers, PROPERTY_MANAGERS),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** /action-required/update at `path`, signed in, with a probe showing the current URL. */
export function renderUpdates(
  path = '/action-required/update',
  { session = {} }: { session?: Partial<TSession> } = {},
) {
  const value: SignedInValue = {
    session: buildSession(session),
    agencies: DEMO_AGENCIES,
    experiments: { PropertyDetailsPage: true },
    agencySettings: AGENCY_SETTINGS,
    isIntegrated: false,
    isSessionExpired: false,
    openSwitchPortfolio: () => {},
  };
  const router = createMemoryRouter(
    [
      {
        path: '/action-required/update',
        element: (
          <SignedInContext.Provider value={value}>
            <RequiredUpdatesPage />
            <LocationProbe />
          </SignedInContext.Provider>
        ),
      },
      { path: '/property/:id', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, { mantineTestEnv: true }),
  };
}

/** The current URL's search params, as the probe shows them. */
export function currentParams(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URL(text, 'http://localhost').searchParams;
}
