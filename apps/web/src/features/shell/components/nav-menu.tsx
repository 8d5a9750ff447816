import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { navHref } from '../nav/nav-href';
import {
  isEntryActive,
  isLinkActive,
  isNavGroup,
  type NavGroupEntry,
  type NavLinkEntry,
} from '../nav/visible-nav-items';
import classes from './main-nav.module.css';

function MenuLink({ link }: { link: NavLinkEntry }) {
  const { pathname } = useLocation();
  const { session } = useSignedIn();
  const active = isLinkActive(link.target, pathname);
  const shared = {
    className: active ? classes.menuItemActive : undefined,
    'aria-current': active ? ('page' as const) : undefined,
  };
  return link.target.kind === 'app' ? (
    <Menu.Item component={Link} to={link.target.path} {...shared}>
      {link.label}
    </Menu.Item>
  ) : (
    <Menu.Item component="a" href={navHref(link.target, session.complianceSystemUrl)} {...shared}>
      {link.label}
    </Menu.Item>
  );
}

interface NavMenuProps {
  label: string;
  /** Marks the button as holding the current page. */
  active: boolean;
  children: ReactNode;
}

/** A header button opening a menu of links; operable with the keyboard (Mantine's Menu). */
function NavMenu({ label, active, children }: NavMenuProps) {
  return (
    <Menu position="bottom-start" shadow="md" width={240} offset={4}>
      <Menu.Target>
        <UnstyledButton className={classes.link} data-active={active || undefined}>
          {label}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** A dropdown of the bar, such as Action Required or Keys. */
export function NavGroupMenu({ group }: { group: NavGroupEntry }) {
  const { pathname } = useLocation();
  return (
    <NavMenu label={group.label} active={isEntryActive(group, pathname)}>
      {group.children.map((child) => (
        <MenuLink key={child.id} link={child} />
      ))}
    </NavMenu>
  );
}

/** Medium screens: the collapsible entries in one menu, each group under its own heading. */
export function MoreMenu({ items }: { items: readonly (NavLinkEntry | NavGroupEntry)[] }) {
  const { pathname } = useLocation();
  const active = items.some((item) => isEntryActive(item, pathname));
  return (
    <NavMenu label="More" active={active}>
      {items.map((item, index) => {
        if (!isNavGroup(item)) return <MenuLink key={item.id} link={item} />;
        const next = items[index + 1];
        // A group reads as its own section: a heading, and rules between it and plain links.
        return (
          <Fragment key={item.id}>
            {index > 0 ? <Menu.Divider /> : null}
            <Menu.Label>{item.label}</Menu.Label>
            {item.children.map((child) => (
              <MenuLink key={child.id} link={child} />
            ))}
            {next && !isNavGroup(next) ? <Menu.Divider /> : null}
          </Fragment>
        );
      })}
    </NavMenu>
  );
}
