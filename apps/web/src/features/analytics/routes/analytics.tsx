import { isExperimentOn } from '@portal/contracts';
import { ErrorPage } from '../../../components/error-page';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { AnalyticsDashboard } from '../components/analytics-dashboard';

/** /analytics, the corporate dashboard; without the experiment, the spec's error page. */
export default function AnalyticsPage() {
  const { experiments } = useSignedIn();
  if (!isExperimentOn(experiments, 'AgencyCompliancePortalAdvancedAnalytics')) {
    return <ErrorPage />;
  }
  return (
    <PageLayout
      title="Analytics"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Analytics' }]}
      description="Compliance of the services the provider performs for your portfolio: over time, by service, property manager and region, and why services are not compliant."
    >
      <AnalyticsDashboard />
    </PageLayout>
  );
}
