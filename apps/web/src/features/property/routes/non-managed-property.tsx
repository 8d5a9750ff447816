import { EmptyState } from '../../../components/empty-state';
import { PageLayout, type Crumb } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';
import { useParams } from 'react-router';
import { propertyPageLabel } from '../page-labels';

export default function NonManagedPropertyPage() {
  const { agencyPortfolioPropertyId = '', page } = useParams();
  const crumbs: Crumb[] = [
    { label: 'Portfolio', to: appPaths.portfolio({ 'managed-by': 'OTHER' }) },
    { label: 'Property', to: appPaths.nonManagedProperty.detail(agencyPortfolioPropertyId) },
  ];
  const title = page ? propertyPageLabel(page) : 'Property';
  if (page) crumbs.push({ label: title });
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <EmptyState title="No property details found" />
    </PageLayout>
  );
}
