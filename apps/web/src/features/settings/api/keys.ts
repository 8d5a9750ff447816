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
  webhooks: () => [...settingsKeys.agency(), 'webhooks'] as const,
  webhookDeliveries: (webhookId: number, page?: number) =>
    page === undefined
      ? ([...settingsKeys.webhooks(), webhookId, 'deliveries'] as const)
      : ([...settingsKeys.webhooks(), webhookId, 'deliveries', page] as const),
  emailSender: () => [...settingsKeys.agency(), 'email-sender'] as const,
  notificationSettings: () => [...settingsKeys.agency(), 'notification-settings'] as const,
};
