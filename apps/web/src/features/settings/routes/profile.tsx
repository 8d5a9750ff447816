import { EmptyState } from '../../../components/empty-state';
import { SettingsPage } from '../components/settings-page';

export default function ProfilePage() {
  return (
    <SettingsPage title="Profile and security">
      <EmptyState title="No profile details found" />
    </SettingsPage>
  );
}
