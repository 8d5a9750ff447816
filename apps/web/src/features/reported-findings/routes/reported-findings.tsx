import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function ReportedFindingsPage() {
  return (
    <PageLayout
      title="Reported findings"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Reported findings' }]}
    >
      <EmptyState title="No reported findings found" />
    </PageLayout>
  );
}
