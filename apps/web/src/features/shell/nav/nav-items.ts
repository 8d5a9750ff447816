import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardCheck,
  IconFileInvoice,
  IconFileText,
  IconHome,
  IconKey,
  IconLogout,
  IconSettings,
  IconUrgent,
  IconUsers,
} from '@tabler/icons-react';
import { appPaths, legacyPaths } from '../../../lib/paths';
import type {
  NavActionEntry,
  NavEntry,
  NavGroupEntry,
  NavLinkEntry,
  NavTarget,
} from './visible-nav-items';

const app = (path: string, exact = false): NavTarget => ({ kind: 'app', path, exact });
const legacy = (path: string): NavTarget => ({ kind: 'legacy', path });

/**
 * The header's navigation (spec 1-foundation, "Signed-in shell"), in order. Home, Portfolio and
 * Action Required always stay in the bar; the rest collapse under 'More' on medium screens.
 * Lease Checks (QLD only) goes to the system's tenancy-change batches, where QLD's lease checks
 * between tenancies are managed; it is the one entry for that page, so the Keys dropdown holds
 * only the two key pages. No two entries share a URL (nav-items.test.ts).
 */
export const MAIN_NAV_ITEMS: readonly (NavLinkEntry | NavGroupEntry)[] = [
  { id: 'home', label: 'Home', icon: IconHome, target: app(appPaths.home(), true) },
  { id: 'portfolio', label: 'Portfolio', icon: IconBriefcase, target: app(appPaths.portfolio()) },
  {
    id: 'action-required',
    label: 'Action Required',
    icon: IconUrgent,
    children: [
      {
        id: 'required-updates',
        label: 'Required Updates',
        target: app(appPaths.actionRequired.updates()),
      },
      { id: 'quotes', label: 'Quotes', target: legacy(legacyPaths.quotes()) },
      {
        id: 'access-issues',
        label: 'Access Issues',
        target: app(appPaths.actionRequired.accessIssues()),
      },
      {
        id: 'reported-findings',
        label: 'Reported Findings',
        target: app(appPaths.actionRequired.reportedFindings()),
        experiment: 'ProblemRegister',
      },
    ],
  },
  {
    id: 'bookings',
    label: 'Bookings',
    icon: IconCalendarEvent,
    target: legacy(legacyPaths.bookings()),
    collapsible: true,
  },
  {
    id: 'invoices',
    label: 'Invoices',
    icon: IconFileInvoice,
    target: legacy(legacyPaths.invoices()),
    collapsible: true,
  },
  {
    id: 'keys',
    label: 'Keys',
    icon: IconKey,
    collapsible: true,
    children: [
      {
        id: 'key-management',
        label: 'Key management',
        target: legacy(legacyPaths.keyManagement()),
      },
      {
        id: 'key-collection-history',
        label: 'Key collection history',
        target: legacy(legacyPaths.keyCollectionHistory()),
      },
    ],
  },
  {
    id: 'lease-checks',
    label: 'Lease Checks',
    icon: IconClipboardCheck,
    target: legacy(legacyPaths.manageTenancyChange()),
    states: ['QLD'],
    collapsible: true,
  },
  {
    id: 'service-reports',
    label: 'Service Reports & Quotes',
    icon: IconFileText,
    target: legacy(legacyPaths.serviceReports()),
    collapsible: true,
  },
];

/**
 * The user menu, in the spec's order. 'Manage users' is the one master-only entry: a shortcut
 * to the settings page only master users may open.
 */
export const USER_MENU_ITEMS: readonly NavEntry[] = [
  {
    id: 'switch-portfolio',
    label: 'Switch Portfolio',
    icon: IconArrowsExchange,
    action: 'switch-portfolio',
    multipleAgenciesOnly: true,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    icon: IconChartBar,
    target: app(appPaths.analytics()),
    experiment: 'AgencyCompliancePortalAdvancedAnalytics',
  },
  {
    id: 'switch-back',
    label: 'Switch Back',
    icon: IconArrowBackUp,
    action: 'switch-back',
    impersonatingOnly: true,
  },
  { id: 'settings', label: 'Settings', icon: IconSettings, target: app(appPaths.settings.root()) },
  {
    id: 'manage-users',
    label: 'Manage users',
    icon: IconUsers,
    target: app(appPaths.settings.manageUsers()),
    masterOnly: true,
  },
  { id: 'logout', label: 'Logout', icon: IconLogout, action: 'logout' },
];

/** The account actions under the phone menu's entries. */
export const MOBILE_MENU_ACTIONS: readonly NavActionEntry[] = [
  {
    id: 'switch-portfolio',
    label: 'Switch Portfolio',
    icon: IconArrowsExchange,
    action: 'switch-portfolio',
    multipleAgenciesOnly: true,
  },
  { id: 'sign-out', label: 'Sign out', icon: IconLogout, action: 'logout' },
];
