import { Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { BRAND_NAME } from '../../../lib/brand';
import { HeaderSearch, UploadTray } from '../../property';
import { appPaths } from '../../../lib/paths';
import { useNavContext } from '../hooks/use-nav-context';
import { MAIN_NAV_ITEMS } from '../nav/nav-items';
import { visibleNavItems } from '../nav/visible-nav-items';
import { ColourSchemeToggle } from './colour-scheme-toggle';
import { ImpersonationIndicator } from './impersonation-indicator';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import classes from './shell-header.module.css';
import { UserMenu } from './user-menu';

/**
 * Burger and brand, the navigation from md, then the search (Ctrl+K), the impersonation
 * indicator (while impersonating), the colour scheme and the user menu.
 */
export function ShellHeader() {
  const items = visibleNavItems(MAIN_NAV_ITEMS, useNavContext());
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" className={classes.header}>
      <Group gap="xs" wrap="nowrap" className={classes.start}>
        <MobileMenu items={items} />
        <UnstyledButton component={Link} to={appPaths.home()} aria-label={`${BRAND_NAME} home`}>
          <BrandMark nameVisibleFrom="xs" />
        </UnstyledButton>
      </Group>
      <MainNav items={items} />
      <Group gap="xs" wrap="nowrap" className={classes.end}>
        <HeaderSearch />
        <UploadTray />
        <ImpersonationIndicator />
        <ColourSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
