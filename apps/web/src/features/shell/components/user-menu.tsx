import { Avatar, Box, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useNavContext } from '../hooks/use-nav-context';
import { useSignOut } from '../hooks/use-sign-out';
import { navHref } from '../nav/nav-href';
import { USER_MENU_ITEMS } from '../nav/nav-items';
import { isNavLink, visibleNavItems, type NavEntry } from '../nav/visible-nav-items';
import { switchBack } from '../switch-back';
import classes from './user-menu.module.css';

const ICON = { size: 16, 'aria-hidden': true } as const;

/** The header's user menu; the greeting collapses to the avatar on phones. */
export function UserMenu() {
  const { session, openSwitchPortfolio } = useSignedIn();
  const entries = visibleNavItems(USER_MENU_ITEMS, useNavContext());
  const signOut = useSignOut();
  const name = session.complianceUserName;

  const renderEntry = (entry: NavEntry) => {
    const Icon = entry.icon;
    const icon = Icon ? <Icon {...ICON} /> : undefined;
    if (isNavLink(entry)) {
      return entry.target.kind === 'app' ? (
        <Menu.Item component={Link} to={entry.target.path} leftSection={icon}>
          {entry.label}
        </Menu.Item>
      ) : (
        <Menu.Item
          component="a"
          href={navHref(entry.target, session.complianceSystemUrl)}
          leftSection={icon}
        >
          {entry.label}
        </Menu.Item>
      );
    }
    if (!('action' in entry)) return null;
    if (entry.action === 'logout') {
      return (
        <>
          <Menu.Divider />
          <Menu.Item
            // Kept open so the wait for the sign-out call is visible.
            closeMenuOnClick={false}
            disabled={signOut.isPending}
            leftSection={signOut.isPending ? <Loader size={16} /> : icon}
            onClick={() => signOut.mutate()}
          >
            {entry.label}
          </Menu.Item>
        </>
      );
    }
    const run = entry.action === 'switch-back' ? () => switchBack(session) : openSwitchPortfolio;
    return (
      <Menu.Item leftSection={icon} onClick={run}>
        {entry.label}
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          <Avatar name={name} variant="filled" color="blue" size="md" aria-hidden />
          <Box visibleFrom="sm" className={classes.greeting}>
            <Text fz="sm" fw={600} truncate>
              Hi {name}
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              {session.complianceAgencyName}
            </Text>
          </Box>
          <IconChevronDown {...ICON} />
          <VisuallyHidden>User menu</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)">
            {name}
          </Text>
          <Text fz="xs">{session.complianceAgencyName}</Text>
        </Menu.Label>
        {entries.map((entry) => (
          <Fragment key={entry.id}>{renderEntry(entry)}</Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
