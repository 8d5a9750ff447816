import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageLayout, type Crumb } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';
import { DocumentsPage } from '../documents/documents-page';
import { propertyPageLabel } from '../page-labels';

/** Not built yet; another provider's property has no page in the compliance system to link to. */
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
      {page === 'documents' && /^\d{1,9}$/.test(agencyPortfolioPropertyId) ? (
        <DocumentsPage
          owner="integrated"
          propertyId={Number(agencyPortfolioPropertyId)}
          address=""
        />
      ) : (
        <ComingSoon />
      )}
    </PageLayout>
  );
}
