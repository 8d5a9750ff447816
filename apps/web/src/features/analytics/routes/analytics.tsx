import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function AnalyticsPage() {
  return (
    <PageLayout
      title="Analytics"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Analytics' }]}
    >
      <EmptyState title="No analytics found" />
    </PageLayout>
  );
}
