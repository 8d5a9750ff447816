import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function AccessIssuesPage() {
  return (
    <PageLayout
      title="Access issues"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Access issues' }]}
    >
      <EmptyState title="No access issues found" />
    </PageLayout>
  );
}
