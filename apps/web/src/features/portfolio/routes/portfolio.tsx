import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function PortfolioPage() {
  return (
    <PageLayout
      title="Portfolio"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Portfolio' }]}
    >
      <EmptyState title="No properties found" />
    </PageLayout>
  );
}
