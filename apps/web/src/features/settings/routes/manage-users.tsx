import { EmptyState } from '../../../components/empty-state';
import { SettingsPage } from '../components/settings-page';

export default function ManageUsersPage() {
  return (
    <SettingsPage title="Manage users">
      <EmptyState title="No users found" />
    </SettingsPage>
  );
}
