import { describe, expect, it } from 'vitest';
import { MAIN_NAV_ITEMS, MOBILE_MENU_ACTIONS, USER_MENU_ITEMS } from './nav-items';
import {
  isEntryActive,
  isLinkActive,
  isNavGroup,
  visibleNavItems,
  type NavContext,
  type NavEntry,
} from './visible-nav-items';

const VIC_USER: NavContext = { state: 'VIC', isMaster: false, experiments: {} };

/** Top-level ids, with a group's children as 'group/child'. */
function ids(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) =>
    isNavGroup(entry)
      ? [entry.id, ...entry.children.map((child) => `${entry.id}/${child.id}`)]
      : [entry.id],
  );
}

describe('visibleNavItems', () => {
  it('should show the spec items in order when a VIC user has no experiments', () => {
    expect(ids(visibleNavItems(MAIN_NAV_ITEMS, VIC_USER))).toEqual([
      'home',
      'portfolio',
      'action-required',
      'action-required/required-updates',
      'action-required/quotes',
      'action-required/access-issues',
      'bookings',
      'invoices',
      'keys',
      'keys/key-management',
      'keys/key-collection-history',
      'service-reports',
    ]);
  });

  it('should show Lease Checks only when the agency is in QLD', () => {
    for (const state of ['VIC', 'NSW', 'ACT', 'NT', 'SA', 'TAS', 'WA'] as const) {
      const shown = ids(visibleNavItems(MAIN_NAV_ITEMS, { ...VIC_USER, state }));
      expect(shown, state).not.toContain('lease-checks');
    }

    const qld = ids(visibleNavItems(MAIN_NAV_ITEMS, { ...VIC_USER, state: 'QLD' }));
    expect(qld).toContain('lease-checks');
  });

  it('should show Reported Findings when the ProblemRegister experiment is on', () => {
    const off = visibleNavItems(MAIN_NAV_ITEMS, {
      ...VIC_USER,
      experiments: { ProblemRegister: false },
    });
    const on = visibleNavItems(MAIN_NAV_ITEMS, {
      ...VIC_USER,
      experiments: { ProblemRegister: true },
    });

    expect(ids(off)).not.toContain('action-required/reported-findings');
    expect(ids(on)).toContain('action-required/reported-findings');
  });

  it('should show Manage users only when the user is a master user', () => {
    expect(ids(visibleNavItems(USER_MENU_ITEMS, VIC_USER))).not.toContain('manage-users');
    expect(ids(visibleNavItems(USER_MENU_ITEMS, { ...VIC_USER, isMaster: true }))).toContain(
      'manage-users',
    );
  });

  it('should show Analytics only when the advanced analytics experiment is on', () => {
    expect(ids(visibleNavItems(USER_MENU_ITEMS, VIC_USER))).not.toContain('analytics');
    expect(
      ids(
        visibleNavItems(USER_MENU_ITEMS, {
          ...VIC_USER,
          experiments: { AgencyCompliancePortalAdvancedAnalytics: true },
        }),
      ),
    ).toContain('analytics');
  });

  it('should offer Switch Portfolio only when the user has more than one agency', () => {
    expect(ids(visibleNavItems(MOBILE_MENU_ACTIONS, { ...VIC_USER, agencyCount: 1 }))).toEqual([
      'sign-out',
    ]);
    expect(ids(visibleNavItems(MOBILE_MENU_ACTIONS, { ...VIC_USER, agencyCount: 2 }))).toEqual([
      'switch-portfolio',
      'sign-out',
    ]);
  });

  it('should offer Switch Back only when the user is being impersonated', () => {
    expect(ids(visibleNavItems(USER_MENU_ITEMS, VIC_USER))).not.toContain('switch-back');
    expect(ids(visibleNavItems(USER_MENU_ITEMS, { ...VIC_USER, isImpersonating: true }))).toContain(
      'switch-back',
    );
  });

  it('should drop a group when none of its children may be shown', () => {
    const items: NavEntry[] = [
      {
        id: 'group',
        label: 'Group',
        children: [
          { id: 'a', label: 'A', target: { kind: 'app', path: '/a' }, masterOnly: true },
          { id: 'b', label: 'B', target: { kind: 'app', path: '/b' }, states: ['QLD'] },
        ],
      },
    ];

    expect(visibleNavItems(items, VIC_USER)).toEqual([]);
    expect(ids(visibleNavItems(items, { ...VIC_USER, isMaster: true }))).toEqual([
      'group',
      'group/a',
    ]);
  });

  it('should mark the collapsible items when the header lays them out', () => {
    const collapsible = MAIN_NAV_ITEMS.filter((item) => item.collapsible).map((item) => item.id);

    expect(collapsible).toEqual([
      'bookings',
      'invoices',
      'keys',
      'lease-checks',
      'service-reports',
    ]);
  });
});

describe('isLinkActive and isEntryActive', () => {
  it('should match Home only on / and other links on their path and below', () => {
    expect(isLinkActive({ kind: 'app', path: '/' }, '/')).toBe(true);
    expect(isLinkActive({ kind: 'app', path: '/' }, '/portfolio')).toBe(false);
    expect(isLinkActive({ kind: 'app', path: '/settings' }, '/settings/profile')).toBe(true);
    expect(isLinkActive({ kind: 'app', path: '/settings' }, '/settingsx')).toBe(false);
    expect(isLinkActive({ kind: 'legacy', path: '/Bookings/view' }, '/Bookings/view')).toBe(false);
  });

  it('should mark a group active when one of its children is the current page', () => {
    const actionRequired = MAIN_NAV_ITEMS.find((item) => item.id === 'action-required');
    if (!actionRequired) throw new Error('Action Required is missing');

    expect(isEntryActive(actionRequired, '/action-required/access-issues')).toBe(true);
    expect(isEntryActive(actionRequired, '/portfolio')).toBe(false);
  });
});
