import { Box, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { navHref } from '../nav/nav-href';
import {
  isLinkActive,
  isNavGroup,
  type NavGroupEntry,
  type NavLinkEntry,
} from '../nav/visible-nav-items';
import classes from './main-nav.module.css';
import { MoreMenu, NavGroupMenu } from './nav-menu';

function BarLink({ link }: { link: NavLinkEntry }) {
  const { pathname } = useLocation();
  const { session } = useSignedIn();
  const active = isLinkActive(link.target, pathname);
  return link.target.kind === 'app' ? (
    <UnstyledButton
      component={Link}
      to={link.target.path}
      className={classes.link}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {link.label}
    </UnstyledButton>
  ) : (
    <UnstyledButton
      component="a"
      href={navHref(link.target, session.complianceSystemUrl)}
      className={classes.link}
    >
      {link.label}
    </UnstyledButton>
  );
}

export interface MainNavProps {
  /** The entries this user may see (see visibleNavItems). */
  items: readonly (NavLinkEntry | NavGroupEntry)[];
}

/**
 * The header's navigation from the md breakpoint. Collapsible entries show from xl; between md
 * and xl they are hidden with CSS and offered under 'More' instead, so nothing is measured.
 */
export function MainNav({ items }: MainNavProps) {
  const collapsible = items.filter((item) => item.collapsible);
  return (
    <Box component="nav" aria-label="Main" visibleFrom="md" className={classes.nav}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.id} className={item.collapsible ? classes.collapsible : undefined}>
            {isNavGroup(item) ? <NavGroupMenu group={item} /> : <BarLink link={item} />}
          </li>
        ))}
        {collapsible.length > 0 ? (
          <li className={classes.more}>
            <MoreMenu items={collapsible} />
          </li>
        ) : null}
      </ul>
    </Box>
  );
}
