import { EmptyState } from '../../../components/empty-state';
import { SettingsPage } from '../components/settings-page';

export default function NotificationPreferencesPage() {
  return (
    <SettingsPage title="Notification preferences">
      <EmptyState title="No notification preferences found" />
    </SettingsPage>
  );
}
