import { Divider, Drawer, Loader, NavLink, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useSignOut } from '../hooks/use-sign-out';
import { navHref } from '../nav/nav-href';
import classes from './mobile-menu-drawer.module.css';
import { MOBILE_MENU_ACTIONS } from '../nav/nav-items';
import {
  isEntryActive,
  isLinkActive,
  isNavGroup,
  visibleNavItems,
  type NavActionEntry,
  type NavGroupEntry,
  type NavLinkEntry,
} from '../nav/visible-nav-items';
import { useNavContext } from '../hooks/use-nav-context';

const ICON = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

function DrawerLink({ link, onNavigate }: { link: NavLinkEntry; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { session } = useSignedIn();
  const active = isLinkActive(link.target, pathname);
  const Icon = link.icon;
  const common = {
    label: link.label,
    active,
    'aria-current': active ? ('page' as const) : undefined,
    leftSection: Icon ? <Icon {...ICON} /> : undefined,
    onClick: onNavigate,
  };
  return link.target.kind === 'app' ? (
    <NavLink component={Link} to={link.target.path} {...common} />
  ) : (
    <NavLink component="a" href={navHref(link.target, session.complianceSystemUrl)} {...common} />
  );
}

function DrawerGroup({ group, onNavigate }: { group: NavGroupEntry; onNavigate: () => void }) {
  const { pathname } = useLocation();
  // Opens on the group holding the current page.
  const [opened, setOpened] = useState(() => isEntryActive(group, pathname));
  const Icon = group.icon;
  return (
    // A button (Mantine's default is an anchor without href, which no keyboard reaches).
    <NavLink
      component="button"
      type="button"
      label={group.label}
      leftSection={Icon ? <Icon {...ICON} /> : undefined}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {group.children.map((child) => (
        <DrawerLink key={child.id} link={child} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

export interface MobileMenuDrawerProps {
  items: readonly (NavLinkEntry | NavGroupEntry)[];
  opened: boolean;
  onClose: () => void;
}

/** The slide-in menu the burger opens: the greeting, every entry and the account. */
export function MobileMenuDrawer({ items, opened, onClose }: MobileMenuDrawerProps) {
  const { session, openSwitchPortfolio } = useSignedIn();
  const actions = visibleNavItems(MOBILE_MENU_ACTIONS, useNavContext());
  const signOut = useSignOut();
  const runAction = (action: NavActionEntry['action']) => {
    if (action === 'switch-portfolio') {
      onClose();
      openSwitchPortfolio();
    } else if (action === 'logout') {
      signOut.mutate();
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      title={`Hi ${session.complianceUserName}`}
      classNames={{ title: classes.title }}
    >
      <Text fz="sm" c="dimmed" mb="md">
        {session.complianceAgencyName}
      </Text>
      <nav aria-label="Main">
        {items.map((item) =>
          isNavGroup(item) ? (
            <DrawerGroup key={item.id} group={item} onNavigate={onClose} />
          ) : (
            <DrawerLink key={item.id} link={item} onNavigate={onClose} />
          ),
        )}
      </nav>
      <Divider my="sm" />
      {actions.map((entry) => {
        const busy = entry.action === 'logout' && signOut.isPending;
        const Icon = entry.icon;
        return (
          <NavLink
            key={entry.id}
            component="button"
            type="button"
            label={entry.label}
            disabled={busy}
            leftSection={busy ? <Loader size={16} /> : Icon ? <Icon {...ICON} /> : undefined}
            onClick={() => runAction(entry.action)}
          />
        );
      })}
    </Drawer>
  );
}
