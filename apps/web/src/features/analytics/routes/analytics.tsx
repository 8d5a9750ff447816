import { isExperimentOn } from '@portal/contracts';
import { ComingSoon } from '../../../components/coming-soon';
import { ErrorPage } from '../../../components/error-page';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';

/** The corporate dashboard, not built yet; without the experiment, the spec's error page. */
export default function AnalyticsPage() {
  const { experiments } = useSignedIn();
  if (!isExperimentOn(experiments, 'AgencyCompliancePortalAdvancedAnalytics')) {
    return <ErrorPage />;
  }
  return (
    <PageLayout
      title="Analytics"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Analytics' }]}
    >
      <ComingSoon />
    </PageLayout>
  );
}
