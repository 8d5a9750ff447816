import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { visibleSettingsSections } from '../settings-nav';

/**
 * The settings pages, grouped as the spec lists them; Manage users for master users only, the
 * agency's entry method preferences with the AgencyEntryMethod experiment only.
 */
export function SettingsNav() {
  const { pathname } = useLocation();
  const { session, experiments } = useSignedIn();
  const sections = visibleSettingsSections(session.isComplianceAgencyUserMaster, experiments);
  return (
    <Stack component="nav" aria-label="Settings" gap="sm">
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
  );
}
