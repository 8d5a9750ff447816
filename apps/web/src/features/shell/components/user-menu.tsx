import { Avatar, Box, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { AUTH_MESSAGES, isExperimentOn } from '@portal/contracts';
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconChartBar,
  IconChevronDown,
  IconLogout,
  IconSettings,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useLogout } from '../api/logout';
import { switchBack } from '../switch-back';
import classes from './user-menu.module.css';

const ICON = { size: 16, 'aria-hidden': true } as const;

/** The header's user menu; the greeting collapses to the avatar on phones. */
export function UserMenu() {
  const { session, agencies, experiments, openSwitchPortfolio } = useSignedIn();
  const navigate = useNavigate();
  const logout = useLogout({
    mutationConfig: {
      onSuccess: ({ logoutUrl }) => navigate(appPaths.auth.logout(logoutUrl)),
      onError: () => navigate(appPaths.auth.error(AUTH_MESSAGES.failedToLogout)),
    },
  });
  const name = session.complianceUserName;

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
        {agencies.length > 1 ? (
          <Menu.Item leftSection={<IconArrowsExchange {...ICON} />} onClick={openSwitchPortfolio}>
            Switch Portfolio
          </Menu.Item>
        ) : null}
        {isExperimentOn(experiments, 'AgencyCompliancePortalAdvancedAnalytics') ? (
          <Menu.Item
            component={Link}
            to={appPaths.analytics()}
            leftSection={<IconChartBar {...ICON} />}
          >
            Analytics
          </Menu.Item>
        ) : null}
        {session.isImpersonating ? (
          <Menu.Item
            leftSection={<IconArrowBackUp {...ICON} />}
            onClick={() => switchBack(session)}
          >
            Switch Back
          </Menu.Item>
        ) : null}
        <Menu.Item
          component={Link}
          to={appPaths.settings.root()}
          leftSection={<IconSettings {...ICON} />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          // Kept open so the wait for the sign-out call is visible.
          closeMenuOnClick={false}
          disabled={logout.isPending}
          leftSection={logout.isPending ? <Loader size={16} /> : <IconLogout {...ICON} />}
          onClick={() => logout.mutate()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
