import { IconBellOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { useNotificationSettings } from '../api/get-notification-settings';
import { SettingsPage } from '../components/settings-page';
import { NotificationPreferencesForm } from '../forms/notification-preferences-form';

export default function NotificationPreferencesPage() {
  const settings = useNotificationSettings();
  if (isForbidden(settings.error)) return <RestrictedPage />;
  return (
    <SettingsPage
      title="Notification preferences"
      description="Service reports sent automatically to owners, per property manager."
    >
      {settings.isPending ? (
        <ListSkeleton rows={5} columns={2} label="Loading notification preferences" />
      ) : settings.isError ? (
        <LoadError
          title="Notification preferences could not be loaded"
          error={settings.error}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data.propertyManagers.length === 0 ? (
        <EmptyState
          title="No property managers found"
          icon={<IconBellOff size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <NotificationPreferencesForm settings={settings.data} />
      )}
    </SettingsPage>
  );
}
