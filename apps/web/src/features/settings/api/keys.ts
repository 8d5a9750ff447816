/** The one query-key factory of the settings pages. */
export const settingsKeys = {
  all: ['settings'] as const,
  userSettings: () => [...settingsKeys.all, 'user-settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  agency: () => [...settingsKeys.all, 'agency'] as const,
  officeProfile: () => [...settingsKeys.agency(), 'office-profile'] as const,
  integrations: () => [...settingsKeys.agency(), 'integrations'] as const,
  users: () => [...settingsKeys.agency(), 'users'] as const,
  apiKeys: () => [...settingsKeys.agency(), 'api-keys'] as const,
  emailSender: () => [...settingsKeys.agency(), 'email-sender'] as const,
  notificationSettings: () => [...settingsKeys.agency(), 'notification-settings'] as const,
};
