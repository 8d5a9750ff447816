import { Box, Button, Group, Stack } from '@mantine/core';
import { emptyListText, isExperimentOn, servicesForState, totalPages } from '@portal/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ActiveFilters } from '../../../components/active-filters';
import { EmptyState } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { ListSkeleton } from '../../../components/list-skeleton';
import { ListSummary } from '../../../components/list-summary';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { Paginator } from '../../../components/paginator';
import { PropertyFiltersMenu } from '../../../components/property-filters-menu';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { appPaths } from '../../../lib/paths';
import { facetsOf, hasActiveFilters } from '../../../lib/property-filters';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePropertyFilters } from '../../../lib/use-property-filters';
import { PORTFOLIO_PAGE_SIZE, usePortfolio } from '../api/get-portfolio';
import { usePropertyManagers } from '../../../lib/property-managers';
import { PortfolioCards } from './portfolio-cards';
import { PortfolioTable } from './portfolio-table';
import classes from './portfolio.module.css';

const PLURAL = 'properties';
/** Where the table gives way to cards: below it, a column per service does not fit. */
const TABLE_FROM = 'lg';

function Skeletons({ columns }: { columns: number }) {
  return (
    <>
      <Box visibleFrom={TABLE_FROM}>
        <ListSkeleton variant="table" columns={columns} lines={2} label="Loading properties" />
      </Box>
      <Box hiddenFrom={TABLE_FROM}>
        <ListSkeleton variant="cards" label="Loading properties" />
      </Box>
    </>
  );
}

/** The provider-managed portfolio (/portfolio without managed-by=OTHER), driven by its URL. */
export function ProviderPortfolio() {
  const { filters, context, change, setPage, reset } = usePropertyFilters();
  const { experiments } = useSignedIn();
  const managers = usePropertyManagers();
  const list = usePortfolio({
    page: filters.page,
    pageSize: PORTFOLIO_PAGE_SIZE,
    query: filters.query,
    services: filters.services,
    serviceExclusivity: filters.serviceExclusivity,
    facets: facetsOf(filters),
    propertyManagerId: filters.propertyManagerId,
    newAccessIssues: isExperimentOn(experiments, 'AgencyEntryMethod'),
    newProblemRegister: context.problemRegister,
  });
  const services = servicesForState(context.state);
  const filtered = hasActiveFilters(filters);

  const data = list.isPlaceholderData ? undefined : list.data;
  const pages = data ? totalPages(data.total, PORTFOLIO_PAGE_SIZE) : undefined;
  const pastTheEnd = pages !== undefined && filters.page > pages;
  // A page past the end (a bookmark of a list that shrank) becomes the last page.
  useEffect(() => {
    if (pastTheEnd && pages !== undefined) setPage(pages, { replace: true });
  }, [pastTheEnd, pages, setPage]);

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  let body;
  if (list.isError && !list.data) {
    body = (
      <LoadError
        title="Your portfolio could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data || pastTheEnd) {
    body = <Skeletons columns={services.length + 3} />;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        title={emptyListText(PLURAL)}
        description={
          filtered ? 'We could not find any properties that matched your search criteria' : null
        }
        actions={
          filtered ? (
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={reset}
            >
              Clear all filters
            </Button>
          ) : null
        }
      />
    );
  } else {
    const { items, total } = list.data;
    body = (
      <Stack gap="md">
        <Box
          aria-busy={list.isPlaceholderData}
          className={list.isPlaceholderData ? classes.busy : undefined}
        >
          <Box visibleFrom={TABLE_FROM}>
            <PortfolioTable items={items} services={services} />
          </Box>
          <Box hiddenFrom={TABLE_FROM}>
            <PortfolioCards items={items} services={services} />
          </Box>
        </Box>
        <Group justify="center">
          <Paginator
            page={filters.page}
            totalPages={totalPages(total, PORTFOLIO_PAGE_SIZE)}
            onChange={changePage}
            label="Portfolio pages"
          />
        </Group>
      </Stack>
    );
  }

  return (
    <PageLayout
      title="Portfolio"
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: 'Portfolio' }]}
      controls={
        <>
          <ListSearch value={filters.query} onSearch={(query) => change({ query })} />
          <PropertyManagerFilter
            value={filters.propertyManagerId}
            onChange={(propertyManagerId) => change({ propertyManagerId })}
            managers={managers.data}
            loading={managers.isPending}
          />
          <Group gap="xs">
            <PropertyFiltersMenu filters={filters} context={context} onChange={change} />
          </Group>
        </>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" mih={28}>
          {list.data && list.data.items.length > 0 ? (
            <ListSummary
              shown={list.data.items.length}
              total={list.data.total}
              singular="property"
              plural={PLURAL}
            />
          ) : null}
          <ActiveFilters
            filters={filters}
            propertyManagers={managers.data}
            onChange={change}
            onReset={reset}
          />
        </Group>
        {body}
      </Stack>
    </PageLayout>
  );
}
