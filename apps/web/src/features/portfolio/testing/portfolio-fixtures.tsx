import type {
  TActiveExperiments,
  TIntegratedPortfolioItem,
  TList,
  TPortfolioItem,
  TPortfolioService,
  TSession,
} from '@portal/contracts';
import { portfolioCalls, settingsCalls } from '@portal/contracts';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { mockApi, on } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AGENCY_SETTINGS, buildSession, DEMO_AGENCIES } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { SignedInContext, type SignedInValue } from '../../../lib/session/signed-in-context';
import PortfolioPage from '../routes/portfolio';

function buildService(overrides: Partial<TPortfolioService> = {}): TPortfolioService {
  return {
    serviceId: 1,
    shortName: 'smoke',
    status: 'COMPLIANT',
    tags: [],
    nextDueDate: '2026-03-01',
    lastServiceDate: '2025-03-01',
    ...overrides,
  };
}

function buildItem(id: number, overrides: Partial<TPortfolioItem> = {}): TPortfolioItem {
  return {
    compliancePropertyId: id,
    addressLine1: `${id} Station Street`,
    addressLine2: 'Richmond VIC 3121',
    propertyManager: { id: 21, name: 'Jordan Lee' },
    complianceStatus: 'COMPLIANT',
    flags: ['INTEGRATED'],
    tags: [],
    services: [buildService()],
    isIntegrated: true,
    isVacant: false,
    ...overrides,
  };
}

/** A page of `count` properties out of `total`. */
export function buildPage(count: number, total = count): TList<TPortfolioItem> {
  return {
    items: Array.from({ length: count }, (_, index) => buildItem(index + 1)),
    total,
    unfilteredTotal: total,
  };
}

/** The portfolio's calls answered: `list` for GET /v1/portfolio, the managers beside it. */
export function mockPortfolioApi(list: TList<TPortfolioItem> = buildPage(3)) {
  return mockApi(
    on(portfolioCalls.list, list),
    on(settingsCalls.propertyManagers, PROPERTY_MANAGERS),
  );
}

/** A row of the other providers' portfolio (an OTHER row unless told). */
export function buildIntegratedItem(
  id: number,
  overrides: Partial<TIntegratedPortfolioItem> = {},
): TIntegratedPortfolioItem {
  return {
    providedBy: 'OTHER',
    compliancePropertyId: null,
    agencyPortfolioPropertyId: id,
    addressLine1: `${id} Bridge Road`,
    addressLine2: 'Richmond VIC 3121',
    propertyManager: { id: 22, name: 'Olivia Chen' },
    providerName: 'Smoke Safe Co',
    complianceStatus: 'OVERDUE',
    lastServiceDate: '2024-02-01',
    nextDueDate: '2025-02-01',
    services: [
      {
        shortName: 'smoke',
        status: 'OVERDUE',
        providerName: 'Smoke Safe Co',
        lastServiceDate: '2024-02-01',
        nextDueDate: '2025-02-01',
      },
    ],
    ...overrides,
  };
}

export function buildIntegratedPage(count: number, total = count): TList<TIntegratedPortfolioItem> {
  return {
    items: Array.from({ length: count }, (_, index) => buildIntegratedItem(index + 1)),
    total,
    unfilteredTotal: total,
  };
}

/** The other providers' calls answered: the list, its managers and its providers. */
export function mockOtherProvidersApi(
  list: TList<TIntegratedPortfolioItem> = buildIntegratedPage(3),
) {
  return mockApi(
    on(portfolioCalls.integrated, list),
    on(portfolioCalls.integratedPropertyManagers, [
      { id: 21, name: 'Jordan Lee' },
      { id: 22, name: 'Olivia Chen' },
    ]),
    on(portfolioCalls.integratedServiceProviders, [
      { providedBy: 'PROVIDER', name: 'Detector Inspector' },
      { providedBy: 'OTHER', name: 'Smoke Safe Co' },
    ]),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderPortfolioOptions {
  session?: Partial<TSession>;
  experiments?: TActiveExperiments;
}

/** /portfolio at `path`, signed in, with a probe showing the current URL. */
export function renderPortfolio(
  path = '/portfolio',
  { session = {}, experiments = {} }: RenderPortfolioOptions = {},
) {
  const value: SignedInValue = {
    session: buildSession(session),
    agencies: DEMO_AGENCIES,
    experiments: { PropertyDetailsPage: true, ...experiments },
    agencySettings: AGENCY_SETTINGS,
    isIntegrated: false,
    isSessionExpired: false,
    openSwitchPortfolio: () => {},
  };
  const router = createMemoryRouter(
    [
      {
        path: '/portfolio',
        element: (
          <SignedInContext.Provider value={value}>
            <PortfolioPage />
            <LocationProbe />
          </SignedInContext.Provider>
        ),
      },
      { path: '/property/:id', element: <LocationProbe /> },
      { path: '/non-managed-property/:id', element: <LocationProbe /> },
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
