import { Group, Stack } from '@mantine/core';
import { servicesForState } from '@portal/contracts';
import { ActiveFilters } from '../../../components/active-filters';
import { ListSearch } from '../../../components/list-search';
import { ListSummary } from '../../../components/list-summary';
import { PageLayout } from '../../../components/page-layout';
import { PagedList } from '../../../components/paged-list';
import { PropertyFiltersMenu } from '../../../components/property-filters-menu';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { PropertySortMenu } from '../../../components/sort-menu';
import { usePropertySort } from '../../../lib/list-sort';
import { appPaths } from '../../../lib/paths';
import { hasActiveFilters } from '../../../lib/property-filters';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePropertyFilters } from '../../../lib/use-property-filters';
import { PORTFOLIO_PAGE_SIZE, portfolioListFilters, usePortfolio } from '../api/get-portfolio';
import { usePropertyManagers } from '../../../lib/property-managers';
import { PortfolioEvidenceButton } from '../evidence/portfolio-evidence-button';
import { PortfolioCards } from './portfolio-cards';
import { PortfolioTable } from './portfolio-table';
import { SavedViewsMenu } from '../../saved-views';

const PLURAL = 'properties';

/** The provider-managed portfolio (/portfolio without managed-by=OTHER), driven by its URL. */
export function ProviderPortfolio() {
  const { filters, context, change, setPage, reset } = usePropertyFilters();
  const { experiments } = useSignedIn();
  const managers = usePropertyManagers();
  const { sort, setSort } = usePropertySort();
  const listFilters = portfolioListFilters(filters, sort, context, experiments);
  const list = usePortfolio(listFilters);
  const services = servicesForState(context.state);
  const filtered = hasActiveFilters(filters);

  const body = (
    <PagedList
      list={list}
      page={filters.page}
      pageSize={PORTFOLIO_PAGE_SIZE}
      setPage={setPage}
      errorTitle="Your portfolio could not be loaded"
      loadingLabel="Loading properties"
      skeleton={{ columns: services.length + 3, lines: 2 }}
      plural={PLURAL}
      filtered={filtered}
      onClearFilters={reset}
      pagesLabel="Portfolio pages"
      table={(items) => (
        <PortfolioTable items={items} services={services} sort={sort} onSort={setSort} />
      )}
      cards={(items) => <PortfolioCards items={items} services={services} />}
      sortMenu={<PropertySortMenu sort={sort} onSort={setSort} />}
    />
  );

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
            <SavedViewsMenu list="portfolio" />
            <PortfolioEvidenceButton
              filters={listFilters}
              count={list.isPlaceholderData ? undefined : list.data?.total}
            />
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
              from={(filters.page - 1) * PORTFOLIO_PAGE_SIZE + 1}
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
