import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageLayout, type Crumb } from '../../../components/page-layout';
import { appPaths, legacyPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { legacyUrl } from '../../../lib/session/system-urls';
import { propertyPageLabel } from '../page-labels';
import { TenancyPage } from '../tenancy/tenancy-page';

/** Not built yet: says so, and links to the property in the compliance system. */
export default function PropertyPage() {
  const { propertyId = '', page } = useParams();
  const { session } = useSignedIn();
  const crumbs: Crumb[] = [
    { label: 'Portfolio', to: appPaths.portfolio() },
    { label: 'Property', to: appPaths.property.detail(propertyId) },
  ];
  const title = page ? propertyPageLabel(page) : 'Property';
  if (page) crumbs.push({ label: title });
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      {page === 'tenancy' && /^\d+$/.test(propertyId) ? (
        <TenancyPage propertyId={Number(propertyId)} />
      ) : (
        <ComingSoon
          legacyLink={{
            href: legacyUrl(session.complianceSystemUrl, legacyPaths.property(propertyId)),
            label: 'View in the compliance system',
          }}
        />
      )}
    </PageLayout>
  );
}
