import { toQueryString, type SearchParamsInput } from './search-params';

type Id = string | number;

/** One path segment, encoded so an id can never change the path's shape. */
const seg = (value: Id): string => encodeURIComponent(String(value));

const withQuery = (path: string, query?: SearchParamsInput) =>
  query ? `${path}${toQueryString(query)}` : path;

/** Every in-app URL, so links never spell a route by hand. */
export const appPaths = {
  home: (query?: SearchParamsInput) => withQuery('/', query),
  portfolio: (query?: SearchParamsInput) => withQuery('/portfolio', query),
  analytics: () => '/analytics',
  error: () => '/error',
  settings: {
    root: () => '/settings',
    preferences: () => '/settings/preferences',
    notificationPreferences: () => '/settings/notification-preferences',
    profile: () => '/settings/profile',
    officeProfile: () => '/settings/office-profile',
    entryMethodPreferences: () => '/settings/entry-method-preferences',
    apiIntegration: () => '/settings/api-integration',
    manageUsers: () => '/settings/manage-users',
  },
  actionRequired: {
    updates: (query?: SearchParamsInput) => withQuery('/action-required/update', query),
    accessIssues: (query?: SearchParamsInput) => withQuery('/action-required/access-issues', query),
    reportedFindings: (query?: SearchParamsInput) =>
      withQuery('/action-required/reported-findings', query),
  },
  property: {
    detail: (propertyId: Id) => `/property/${seg(propertyId)}`,
    page: (propertyId: Id, page: string, query?: SearchParamsInput) =>
      withQuery(`/property/${seg(propertyId)}/${seg(page)}`, query),
  },
  nonManagedProperty: {
    detail: (id: Id) => `/non-managed-property/${seg(id)}`,
    page: (id: Id, page: string, query?: SearchParamsInput) =>
      withQuery(`/non-managed-property/${seg(id)}/${seg(page)}`, query),
  },
  auth: {
    login: (query?: SearchParamsInput) => withQuery('/auth/login', query),
    callback: () => '/auth/callback',
    logout: (logoutUrl?: string) => withQuery('/auth/logout', { logout_url: logoutUrl }),
    error: (message: string) => withQuery('/auth/error', { message }),
  },
} as const;

/**
 * Paths of the compliance system's legacy pages (spec 1-foundation, "External legacy links"),
 * relative to the session's `complianceSystemUrl`; `legacyUrl` joins the two.
 */
export const legacyPaths = {
  quotes: (query?: { status?: 'Expired' }) => withQuery('/Quotations/index', query),
  bookings: () => '/Bookings/view',
  invoices: () => '/Invoices/index',
  keyManagement: () => '/Keys/keyManagement',
  keyCollectionHistory: () => '/Keys/keyCollectionHistory',
  manageTenancyChange: () => '/BetweenTenancyBatches/manageTenancyChange',
  serviceReports: () => '/ComplianceReports/listView',
  /**
   * A new work order, optionally for a property (by id) or an address; a new management also
   * passes its agencyPortfolioPropertyId.
   */
  newJobOrder: (query?: { property_id?: Id; address?: string; agencyPortfolioPropertyId?: Id }) =>
    withQuery('/JobOrders/add', query),
  notices: (address: string) => withQuery('/Notices/view', { search: address }),
  property: (id: Id) => `/Properties/view/${seg(id)}`,
  switchBack: () => '/App/switchBackToOriginalUser',
} as const;
