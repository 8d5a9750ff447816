import { isExperimentOn, type TExperiment } from '@portal/contracts';
import { appPaths } from '../../lib/paths';

interface SettingsLink {
  label: string;
  to: string;
  /** Shown only to the agency's master users. */
  masterOnly?: boolean;
  /** Shown only with this experiment on (spec 2 §6: experiments gate the agency entry method). */
  experiment?: TExperiment;
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
      {
        label: 'Entry method preferences',
        to: appPaths.settings.entryMethodPreferences(),
        experiment: 'AgencyEntryMethod',
      },
    ],
  },
];

export function visibleSettingsSections(
  isMasterUser: boolean,
  experiments: Record<string, boolean>,
): SettingsSection[] {
  return SETTINGS_SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter(
      (link) =>
        (isMasterUser || !link.masterOnly) &&
        (!link.experiment || isExperimentOn(experiments, link.experiment)),
    ),
  }));
}
