import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { visibleSettingsSections } from '../settings-nav';
import classes from './settings-layout.module.css';

export default function SettingsLayout() {
  const { pathname } = useLocation();
  const { session } = useSignedIn();
  const sections = visibleSettingsSections(session.isComplianceAgencyUserMaster);
  return (
    <div className={classes.layout}>
      <Paper component="nav" aria-label="Settings" withBorder p="xs">
        <Stack gap="sm">
          {sections.map((section) => (
            <div key={section.label}>
              <Text fz="xs" fw={600} tt="uppercase" c="dimmed" px="sm" py={4}>
                {section.label}
              </Text>
              {section.links.map((link) => {
                const active = pathname === link.to;
                return (
                  <NavLink
                    key={link.to}
                    component={Link}
                    to={link.to}
                    label={link.label}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                  />
                );
              })}
            </div>
          ))}
        </Stack>
      </Paper>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
