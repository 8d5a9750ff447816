import { SimpleGrid, Stack } from '@mantine/core';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePortalConfig } from '../../meta';
import { useStats } from '../api/get-stats';
import { DashboardHeader } from '../components/dashboard-header';
import { HelpBlock } from '../components/help-block';
import { MaintenanceWarning } from '../components/maintenance-warning';
import { PortfolioCharts } from '../components/portfolio-charts';
import { PropertySearch } from '../components/property-search';
import { StatCards } from '../components/stat-cards';
import { UrgentActions, usePrefetchUrgentActions } from '../components/urgent-actions';
import { usePropertyManagerParam } from '../hooks/use-property-manager-param';

export default function DashboardPage() {
  const { agencySettings, session, experiments, isIntegrated } = useSignedIn();
  const { propertyManagerId, setPropertyManagerId } = usePropertyManagerParam();
  const stats = useStats(propertyManagerId);
  const providerName = usePortalConfig().data?.provider.name ?? 'your provider';
  usePrefetchUrgentActions(propertyManagerId);

  return (
    <Stack gap="lg">
      <DashboardHeader
        propertyManagerId={propertyManagerId}
        onPropertyManagerChange={setPropertyManagerId}
      />
      <MaintenanceWarning />
      {isIntegrated && (stats.data || stats.isPending) ? (
        <StatCards stats={stats.data} providerName={providerName} />
      ) : null}
      {stats.isPending ? (
        // The blocks below are as tall as the figures say (the urgent lists' placeholders follow
        // the counts): shown before the figures, they would be guessed, then jump.
        <ListSkeleton rows={8} variant="cards" label="Loading your dashboard" />
      ) : (
        <>
          <UrgentActions propertyManagerId={propertyManagerId} stats={stats.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {stats.data ? (
              <PortfolioCharts
                stats={stats.data}
                propertyManagerId={propertyManagerId}
                providerName={providerName}
                showMirroring={agencySettings.showPortfolioMirroring}
                actionOptions={{
                  state: session.complianceAgencyState,
                  problemRegister: experiments.ProblemRegister === true,
                  isIntegrated,
                }}
              />
            ) : (
              <LoadError
                title="Your portfolio figures could not be loaded"
                error={stats.error}
                onRetry={() => void stats.refetch()}
                retrying={stats.isFetching}
              />
            )}
            <Stack gap="lg">
              <PropertySearch />
              <HelpBlock />
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
