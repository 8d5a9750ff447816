import { EmptyState } from '../../../components/empty-state';
import { SettingsPage } from '../components/settings-page';

export default function OfficeProfilePage() {
  return (
    <SettingsPage title="Office profile">
      <EmptyState title="No office details found" />
    </SettingsPage>
  );
}
