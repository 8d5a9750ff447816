import { EmptyState } from '../../../components/empty-state';
import { SettingsPage } from '../components/settings-page';

export default function ApiIntegrationPage() {
  return (
    <SettingsPage title="API Integration">
      <EmptyState title="No integrations found" />
    </SettingsPage>
  );
}
