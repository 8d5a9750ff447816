import { appPaths } from '../../lib/paths';

interface SettingsLink {
  label: string;
  to: string;
  /** Shown only to the agency's master users. */
  masterOnly?: boolean;
}

export interface SettingsSection {
  label: string;
  links: readonly SettingsLink[];
}

const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    label: 'My settings',
    links: [
      { label: 'Profile and security', to: appPaths.settings.profile() },
      { label: 'My preferences', to: appPaths.settings.preferences() },
    ],
  },
  {
    label: 'Agency settings',
    links: [
      { label: 'Office profile', to: appPaths.settings.officeProfile() },
      { label: 'API Integration', to: appPaths.settings.apiIntegration() },
      { label: 'Manage users', to: appPaths.settings.manageUsers(), masterOnly: true },
      { label: 'Notification preferences', to: appPaths.settings.notificationPreferences() },
      { label: 'Entry method preferences', to: appPaths.settings.entryMethodPreferences() },
    ],
  },
];

export function visibleSettingsSections(isMasterUser: boolean): SettingsSection[] {
  return SETTINGS_SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => isMasterUser || !link.masterOnly),
  }));
}
