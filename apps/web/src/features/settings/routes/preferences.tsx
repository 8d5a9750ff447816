import { EmptyState } from '../../../components/empty-state';
import { SettingsPage } from '../components/settings-page';

export default function PreferencesPage() {
  return (
    <SettingsPage title="My preferences">
      <EmptyState title="No preferences found" />
    </SettingsPage>
  );
}
