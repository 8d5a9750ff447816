import { EXPERIMENT_CODES, STATE_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { legacyPaths } from '../../../lib/paths';
import { navHref } from './nav-href';
import { MAIN_NAV_ITEMS, USER_MENU_ITEMS } from './nav-items';
import {
  isNavGroup,
  isNavLink,
  visibleNavItems,
  type NavContext,
  type NavEntry,
  type NavLinkEntry,
} from './visible-nav-items';

const SYSTEM_URL = '/cs/qld';

/** Every link an entry list shows, a group's children included. */
const linksOf = (entries: readonly NavEntry[]): NavLinkEntry[] =>
  entries.flatMap((entry) =>
    isNavGroup(entry) ? [...entry.children] : isNavLink(entry) ? [entry] : [],
  );

/** Every kind of user the menus tell apart: state, role, experiments, impersonation, portfolios. */
const CONTEXTS: NavContext[] = STATE_CODES.flatMap((state) =>
  [true, false].flatMap((flag) => ({
    state,
    isMaster: flag,
    experiments: Object.fromEntries(EXPERIMENT_CODES.map((code) => [code, flag])),
    isImpersonating: flag,
    agencyCount: flag ? 3 : 1,
  })),
);

/** The spec's legacy paths (1-foundation, "External legacy links"), without their queries. */
const SPEC_LEGACY_PATHS = new Set([
  legacyPaths.quotes(),
  legacyPaths.bookings(),
  legacyPaths.invoices(),
  legacyPaths.keyManagement(),
  legacyPaths.keyCollectionHistory(),
  legacyPaths.manageTenancyChange(),
  legacyPaths.serviceReports(),
  legacyPaths.newJobOrder(),
]);

describe('the menus', () => {
  it.each(CONTEXTS.map((context) => [context.state, context.isMaster, context] as const))(
    'should give every menu item a URL of its own when the agency is in %s (all flags %s)',
    (_state, _flags, context) => {
      const links = [
        ...linksOf(visibleNavItems(MAIN_NAV_ITEMS, context)),
        ...linksOf(visibleNavItems(USER_MENU_ITEMS, context)),
      ];
      const byUrl = new Map<string, string[]>();
      for (const link of links) {
        const url = navHref(link.target, SYSTEM_URL);
        byUrl.set(url, [...(byUrl.get(url) ?? []), link.label]);
      }
      const shared = [...byUrl.entries()].filter(([, labels]) => labels.length > 1);
      expect(shared).toEqual([]);
    },
  );

  it('should link only to legacy pages the spec names when an item leaves the app', () => {
    const legacy = linksOf([...MAIN_NAV_ITEMS, ...USER_MENU_ITEMS]).flatMap((link) =>
      link.target.kind === 'legacy' ? [link.target.path] : [],
    );
    expect(legacy.length).toBeGreaterThan(0);
    for (const path of legacy) expect(SPEC_LEGACY_PATHS, path).toContain(path);
  });

  it("should put legacy links on the session's compliance system when they are built", () => {
    for (const link of linksOf(MAIN_NAV_ITEMS)) {
      const href = navHref(link.target, 'https://cs.example/nsw/');
      if (link.target.kind === 'legacy') {
        expect(href).toBe(`https://cs.example/nsw${link.target.path}`);
      } else {
        expect(href).toBe(link.target.path);
      }
    }
  });
});
