import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';

export default function DashboardPage() {
  return (
    <PageLayout title="Home">
      <EmptyState title="No properties found" />
    </PageLayout>
  );
}
