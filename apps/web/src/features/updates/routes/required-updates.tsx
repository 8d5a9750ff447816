import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function RequiredUpdatesPage() {
  return (
    <PageLayout
      title="Required updates"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Required updates' }]}
    >
      <EmptyState title="No required updates found" />
    </PageLayout>
  );
}
