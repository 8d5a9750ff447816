import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { NavGroupEntry, NavLinkEntry } from '../nav/visible-nav-items';

// Loaded when the burger is first pressed: most screens never show it.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

export interface MobileMenuProps {
  items: readonly (NavLinkEntry | NavGroupEntry)[];
}

/** Below md: a burger opening a slide-in menu with the greeting, every entry and the account. */
export function MobileMenu({ items }: MobileMenuProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  return (
    <>
      <Burger
        hiddenFrom="md"
        size="sm"
        opened={opened}
        onClick={open}
        aria-label="Open menu"
        aria-expanded={opened}
      />
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer items={items} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
