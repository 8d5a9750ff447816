import { isExperimentOn } from '@portal/contracts';
import { IconChartBar } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorPage } from '../../../components/error-page';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';

/** The corporate dashboard; without the experiment the spec shows the error page instead. */
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
      <EmptyState
        title="No analytics found"
        description="Analytics for your portfolio will appear here."
        icon={<IconChartBar size={28} stroke={1.5} aria-hidden />}
      />
    </PageLayout>
  );
}
