import { ComingSoon } from '../../../components/coming-soon';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

/** Not built yet; the compliance system has no reported-findings page to link to. */
export default function ReportedFindingsPage() {
  return (
    <PageLayout
      title="Reported findings"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Reported findings' }]}
    >
      <ComingSoon />
    </PageLayout>
  );
}
