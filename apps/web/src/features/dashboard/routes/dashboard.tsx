import { SimpleGrid, Stack } from '@mantine/core';
import { statsFigures } from '@portal/contracts';
import { useMemo } from 'react';
import { Deferred } from '../../../components/deferred';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePortalConfig } from '../../meta';
import { useStats } from '../api/get-stats';
import { DashboardHeader } from '../components/dashboard-header';
import { HelpBlock } from '../components/help-block';
import { MaintenanceWarning } from '../components/maintenance-warning';
import { PortfolioCharts } from '../components/portfolio-charts';
import { PropertySearch } from '../components/property-search';
import { StatCards } from '../components/stat-cards';
import { StatsError } from '../components/stats-error';
import { UrgentActions, usePrefetchUrgentActions } from '../components/urgent-actions';
import { usePropertyManagerParam } from '../hooks/use-property-manager-param';
import { byId, useFigureContext } from '../utils/figures';

export default function DashboardPage() {
  const { agencySettings, session, isIntegrated } = useSignedIn();
  const { propertyManagerId, setPropertyManagerId } = usePropertyManagerParam();
  const context = useFigureContext(propertyManagerId);
  const stats = useStats(context);
  const providerName = usePortalConfig().data?.provider.name ?? 'your provider';
  const figures = useMemo(
    () => (stats.data ? byId(statsFigures(stats.data, context, providerName)) : undefined),
    // The context is rebuilt on each render; its values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      stats.data,
      providerName,
      context.propertyManagerId,
      context.newAccessIssues,
      context.problemRegister,
    ],
  );
  usePrefetchUrgentActions(propertyManagerId);
  const skeleton = <ListSkeleton rows={8} variant="cards" label="Loading your dashboard" />;

  return (
    <Stack gap="lg">
      <DashboardHeader
        propertyManagerId={propertyManagerId}
        onPropertyManagerChange={setPropertyManagerId}
      />
      <MaintenanceWarning />
      {isIntegrated ? (
        <StatCards figures={figures} providerName={providerName} unavailable={stats.isError} />
      ) : null}
      {stats.isPending ? (
        // The blocks below are as tall as the figures say (the urgent lists' placeholders follow
        // the counts): shown before the figures, they would be guessed, then jump.
        skeleton
      ) : (
        // Drawn after the header and the figures have painted, the lists and then the charts each
        // in a commit of their own (a phone's main thread in shorter tasks).
        <Deferred fallback={skeleton}>
          <UrgentActions propertyManagerId={propertyManagerId} figures={figures} />
          <Deferred>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              {figures ? (
                <PortfolioCharts
                  figures={figures}
                  propertyManagerId={propertyManagerId}
                  providerName={providerName}
                  showMirroring={agencySettings.showPortfolioMirroring}
                  actionOptions={{
                    state: session.complianceAgencyState,
                    problemRegister: context.problemRegister,
                    newAccessIssues: context.newAccessIssues,
                    isIntegrated,
                  }}
                />
              ) : (
                <StatsError
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
          </Deferred>
        </Deferred>
      )}
    </Stack>
  );
}
