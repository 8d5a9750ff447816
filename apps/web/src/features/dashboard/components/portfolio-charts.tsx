import { Divider, Paper, Stack, Title } from '@mantine/core';
import type {
  TComplianceFilter,
  TDashboardStats,
  TIntegratedStats,
  TPortfolioFacet,
} from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { ListSkeleton } from '../../../components/list-skeleton';
import { TabbedLayout } from '../../../components/tabbed-layout';
import { appPaths } from '../../../lib/paths';
import { getParam, withParams } from '../../../lib/search-params';
import { useIntegratedStats } from '../api/get-integrated-stats';
import { ActionsRequiredPanel, type ActionRowsOptions } from './actions-required-panel';
import type { ChartSegment } from './chart-segments';
import { PortfolioChart } from './portfolio-chart';

const GRAPHS_TAB_PARAM = 'graphs-tab';

const toPortfolio = (facets: TPortfolioFacet[], propertyManagerId: number | null) =>
  appPaths.portfolio({ facet: facets, 'property-manager': propertyManagerId });

/**
 * The other providers' portfolio (managed-by=OTHER) with one of its non-managed facets. Their
 * figures are the whole agency's (GET /v1/stats/integrated takes no property manager), so the
 * link carries none either and lists what the chart counted.
 */
const toOtherProviders = (facet: TComplianceFilter) =>
  appPaths.portfolio({ 'managed-by': 'OTHER', facet: [facet] });

function managedSegments(
  stats: TDashboardStats['portfolioStats'],
  propertyManagerId: number | null,
): ChartSegment[] {
  return [
    {
      name: 'Compliant',
      value: stats.COMPLIANT,
      color: 'green.6',
      to: toPortfolio(['Compliant'], propertyManagerId),
    },
    {
      name: 'Compliance issues',
      value: stats.COMPLIANCE_ISSUES,
      color: 'red.6',
      to: toPortfolio(['ComplianceIssues'], propertyManagerId),
    },
    {
      name: 'Pending items',
      value: stats.PENDING_ITEMS,
      color: 'yellow.5',
      to: toPortfolio(['PendingItems'], propertyManagerId),
    },
    {
      name: 'Booking in progress',
      value: stats.BOOKING_IN_PROGRESS,
      color: 'blue.6',
      to: toPortfolio(['BookingInProgress'], propertyManagerId),
    },
  ];
}

function otherProviderSegments(stats: TIntegratedStats): ChartSegment[] {
  return [
    {
      name: 'Compliant',
      value: stats.COMPLIANT,
      color: 'green.6',
      to: toOtherProviders('Compliant'),
    },
    {
      name: 'Overdue',
      value: stats.OVERDUE,
      color: 'red.6',
      to: toOtherProviders('Overdue'),
    },
    {
      name: 'Approaching next service',
      value: stats.APPROACHING_NEXT_SERVICE,
      color: 'yellow.5',
      to: toOtherProviders('ApproachingNextService'),
    },
    {
      name: 'Missing supplier',
      value: stats.MISSING_SUPPLIER,
      color: 'orange.6',
      to: toOtherProviders('MissingSupplier'),
    },
    {
      name: 'Missing last service date',
      value: stats.MISSING_LAST_SERVICE_DATE,
      color: 'gray.5',
      to: toOtherProviders('MissingLastServiceDate'),
    },
  ];
}

const OTHER_EMPTY =
  'There are no properties on service with other providers. If this is an error please contact your account manager';

function OtherProviders() {
  const query = useIntegratedStats();
  if (query.isPending)
    return <ListSkeleton rows={4} variant="cards" label="Loading other service providers" />;
  if (query.isError)
    return (
      <LoadError
        title="Other service providers could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <PortfolioChart
      label="Other service providers' portfolio"
      segments={otherProviderSegments(query.data)}
      emptyTitle={OTHER_EMPTY}
    />
  );
}

export interface PortfolioChartsProps {
  stats: TDashboardStats;
  propertyManagerId: number | null;
  providerName: string;
  showMirroring: boolean;
  /** For the actions-required panel beside the managed chart. */
  actionOptions: Omit<ActionRowsOptions, 'propertyManagerId'>;
}

/** The managed portfolio split; with portfolio mirroring, a second tab for other providers. */
export function PortfolioCharts({
  stats,
  propertyManagerId,
  providerName,
  showMirroring,
  actionOptions,
}: PortfolioChartsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const integrated = useIntegratedStats({ enabled: showMirroring });
  const managed = (
    <Stack gap="lg">
      <PortfolioChart
        label={`${providerName} portfolio`}
        segments={managedSegments(stats.portfolioStats, propertyManagerId)}
        emptyTitle={`There are no properties on service with ${providerName}. If this is an error please contact your account manager`}
      />
      <Divider />
      <ActionsRequiredPanel
        stats={stats}
        propertyManagerId={propertyManagerId}
        {...actionOptions}
      />
    </Stack>
  );

  return (
    <Paper component="section" aria-labelledby="portfolio-title" withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm" id="portfolio-title">
        Portfolio
      </Title>
      {showMirroring ? (
        <TabbedLayout
          label="Portfolio view"
          value={getParam(searchParams, GRAPHS_TAB_PARAM)}
          onChange={(value) =>
            setSearchParams((current) => withParams(current, { [GRAPHS_TAB_PARAM]: value }), {
              replace: true,
            })
          }
          tabs={[
            {
              value: 'managed-portfolio',
              label: `${providerName} portfolio`,
              attention: stats.portfolioStats.COMPLIANCE_ISSUES > 0,
              content: managed,
            },
            {
              value: 'other-service-providers',
              label: 'Other service providers',
              attention: (integrated.data?.COMPLIANCE_ISSUES ?? 0) > 0,
              content: <OtherProviders />,
            },
          ]}
        />
      ) : (
        managed
      )}
    </Paper>
  );
}
