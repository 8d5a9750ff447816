import { Divider, Paper, Stack, Title } from '@mantine/core';
import { integratedFigures, type DashboardFigure } from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { ListSkeleton } from '../../../components/list-skeleton';
import { TabbedLayout } from '../../../components/tabbed-layout';
import { getParam, withParams } from '../../../lib/search-params';
import { useIntegratedStats } from '../api/get-integrated-stats';
import { ActionsRequiredPanel, type ActionRowsOptions } from './actions-required-panel';
import type { ChartSegment } from './chart-segments';
import { byId, figureHref, figureWords } from '../utils/figures';
import { PortfolioChart } from './portfolio-chart';
import { PORTFOLIO_CARD_MIN_HEIGHT } from './stats-error';

const GRAPHS_TAB_PARAM = 'graphs-tab';

/** A chart segment from its figure: the figure's value, words and link. */
const segment = (
  figure: DashboardFigure | undefined,
  name: string,
  color: string,
): ChartSegment => ({
  name,
  value: figure?.value ?? 0,
  words: figure?.counts ?? '',
  color,
  to: figure ? (figureHref(figure) ?? '') : '',
});

const chartTotal = (figure: DashboardFigure | undefined) => ({
  value: figure?.value ?? 0,
  words: figure ? figureWords(figure) : '',
  to: figure ? (figureHref(figure) ?? '') : '',
});

function managedSegments(figures: ReadonlyMap<string, DashboardFigure>): ChartSegment[] {
  return [
    segment(figures.get('portfolioStats.COMPLIANT'), 'Compliant', 'green.6'),
    segment(figures.get('portfolioStats.COMPLIANCE_ISSUES'), 'Compliance issues', 'red.6'),
    segment(figures.get('portfolioStats.PENDING_ITEMS'), 'Pending items', 'yellow.5'),
    segment(figures.get('portfolioStats.BOOKING_IN_PROGRESS'), 'Booking in progress', 'blue.6'),
  ];
}

function otherProviderSegments(figures: ReadonlyMap<string, DashboardFigure>): ChartSegment[] {
  return [
    segment(figures.get('integrated.COMPLIANT'), 'Compliant', 'green.6'),
    segment(figures.get('integrated.COMPLIANCE_ISSUES'), 'Compliance issues', 'grape.6'),
    segment(figures.get('integrated.OVERDUE'), 'Overdue', 'red.6'),
    segment(
      figures.get('integrated.APPROACHING_NEXT_SERVICE'),
      'Approaching next service',
      'yellow.5',
    ),
    segment(figures.get('integrated.MISSING_SUPPLIER'), 'Missing supplier', 'orange.6'),
    segment(
      figures.get('integrated.MISSING_LAST_SERVICE_DATE'),
      'Missing last service date',
      'gray.5',
    ),
  ];
}

/**
 * Other providers' figures are the whole agency's (GET /v1/stats/integrated is asked without a
 * property manager), so their links carry none either and list what the chart counted.
 */
const OTHER_PROVIDERS_CONTEXT = {
  propertyManagerId: null,
  newAccessIssues: false,
  problemRegister: false,
};

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
  const figures = byId(integratedFigures(query.data, OTHER_PROVIDERS_CONTEXT));
  return (
    <PortfolioChart
      label="Other service providers' portfolio"
      segments={otherProviderSegments(figures)}
      total={chartTotal(figures.get('integrated.TOTAL'))}
      note="Non-residential properties are in no share."
      emptyTitle={OTHER_EMPTY}
    />
  );
}

export interface PortfolioChartsProps {
  /** The stats call's figures (statsFigures). */
  figures: ReadonlyMap<string, DashboardFigure>;
  propertyManagerId: number | null;
  providerName: string;
  showMirroring: boolean;
  /** For the actions-required panel beside the managed chart. */
  actionOptions: Omit<ActionRowsOptions, 'propertyManagerId'>;
}

/** The managed portfolio split; with portfolio mirroring, a second tab for other providers. */
export function PortfolioCharts({
  figures,
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
        segments={managedSegments(figures)}
        total={chartTotal(figures.get('portfolioProperties.PORTFOLIO'))}
        note="A property can be in several shares, or in none."
        emptyTitle={`There are no properties on service with ${providerName}. If this is an error please contact your account manager`}
      />
      <Divider />
      <ActionsRequiredPanel
        figures={figures}
        propertyManagerId={propertyManagerId}
        {...actionOptions}
      />
    </Stack>
  );

  return (
    <Paper
      component="section"
      aria-labelledby="portfolio-title"
      withBorder
      p="md"
      radius="md"
      style={{ minHeight: PORTFOLIO_CARD_MIN_HEIGHT }}
    >
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
              attention: (figures.get('portfolioStats.COMPLIANCE_ISSUES')?.value ?? 0) > 0,
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
