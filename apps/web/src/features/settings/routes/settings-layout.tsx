import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { visibleSettingsSections } from '../settings-nav';
import classes from './settings-layout.module.css';

// Master-only links stay hidden until the session tells us the user is a master user.
const IS_MASTER_USER = false;

export default function SettingsLayout() {
  const { pathname } = useLocation();
  const sections = visibleSettingsSections(IS_MASTER_USER);
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
