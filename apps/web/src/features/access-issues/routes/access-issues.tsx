import { ComingSoon } from '../../../components/coming-soon';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

/** Not built yet; the compliance system has no access-issues page to link to. */
export default function AccessIssuesPage() {
  return (
    <PageLayout
      title="Access issues"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Access issues' }]}
    >
      <ComingSoon />
    </PageLayout>
  );
}
