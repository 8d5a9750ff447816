import { Group, Stack } from '@mantine/core';
import {
  complianceFilterLabels,
  serviceLabels,
  type TIntegratedPortfolioManager,
  type TServiceProvider,
} from '@portal/contracts';
import { ExportButton } from '../../../components/export-button';
import { FilterChips, type FilterChip } from '../../../components/filter-chips';
import { ListSearch } from '../../../components/list-search';
import { ListSummary } from '../../../components/list-summary';
import { PageLayout } from '../../../components/page-layout';
import { PagedList } from '../../../components/paged-list';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { PropertySortMenu } from '../../../components/sort-menu';
import { usePropertySort } from '../../../lib/list-sort';
import { appPaths } from '../../../lib/paths';
import { exportIntegratedPortfolio } from '../api/export-integrated-portfolio';
import { INTEGRATED_PAGE_SIZE, useIntegratedPortfolio } from '../api/get-integrated-portfolio';
import { useIntegratedPropertyManagers } from '../api/get-integrated-property-managers';
import { useServiceProviders } from '../api/get-service-providers';
import { useOtherProvidersFilters } from '../hooks/use-other-providers-filters';
import {
  DEFAULT_PROVIDER,
  hasOtherProvidersFilters,
  providedByQuery,
  type OtherProvidersFilterChange,
  type OtherProvidersFilters as TFilters,
} from '../utils/other-providers-params';
import {
  OTHER_PROVIDERS_LABEL,
  OtherProvidersFilters,
  providerChoiceLabel,
  ProviderFilter,
} from './other-providers-filters';
import { OtherProvidersCards, OtherProvidersTable } from './other-providers-list';
import { SavedViewsMenu } from '../../saved-views';

const PLURAL = 'properties';

function chipsOf(
  filters: TFilters,
  managers: readonly TIntegratedPortfolioManager[] | undefined,
  providers: readonly TServiceProvider[] | undefined,
  onChange: (change: OtherProvidersFilterChange) => void,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.query !== undefined) {
    chips.push({
      key: 'query',
      label: `“${filters.query}”`,
      onRemove: () => onChange({ query: undefined }),
    });
  }
  if (filters.propertyManagerId !== null) {
    const id = filters.propertyManagerId;
    chips.push({
      key: 'property-manager',
      label: managers?.find((manager) => manager.id === id)?.name ?? 'Property manager',
      onRemove: () => onChange({ propertyManagerId: null }),
    });
  }
  if (filters.providedBy !== DEFAULT_PROVIDER) {
    chips.push({
      key: 'provided-by',
      label: providerChoiceLabel(filters.providedBy, providers),
      onRemove: () => onChange({ providedBy: DEFAULT_PROVIDER }),
    });
  }
  for (const code of filters.services) {
    chips.push({
      key: `service-${code}`,
      label: serviceLabels[code],
      onRemove: () => onChange({ services: filters.services.filter((other) => other !== code) }),
    });
  }
  for (const code of filters.facets) {
    chips.push({
      key: `facet-${code}`,
      label: complianceFilterLabels[code],
      onRemove: () => onChange({ facets: filters.facets.filter((other) => other !== code) }),
    });
  }
  return chips;
}

/** /portfolio?managed-by=OTHER: the agency's properties serviced by other providers. */
export function OtherProvidersPortfolio() {
  const { filters, state, change, setPage, reset } = useOtherProvidersFilters();
  const managers = useIntegratedPropertyManagers();
  const providers = useServiceProviders();
  const { sort, setSort } = usePropertySort();
  const query = {
    query: filters.query,
    propertyManagerId: filters.propertyManagerId,
    providedBy: providedByQuery(filters.providedBy),
    services: filters.services,
    facets: filters.facets,
  };
  const list = useIntegratedPortfolio({
    page: filters.page,
    pageSize: INTEGRATED_PAGE_SIZE,
    sort,
    ...query,
  });
  const filtered = hasOtherProvidersFilters(filters);

  const body = (
    <PagedList
      list={list}
      page={filters.page}
      pageSize={INTEGRATED_PAGE_SIZE}
      setPage={setPage}
      errorTitle="The other service providers' portfolio could not be loaded"
      loadingLabel="Loading properties"
      skeleton={{ columns: 7, lines: 2 }}
      plural={PLURAL}
      filtered={filtered}
      onClearFilters={reset}
      pagesLabel="Portfolio pages"
      table={(items) => <OtherProvidersTable items={items} sort={sort} onSort={setSort} />}
      cards={(items) => <OtherProvidersCards items={items} />}
      sortMenu={<PropertySortMenu sort={sort} onSort={setSort} />}
    />
  );

  return (
    <PageLayout
      title={OTHER_PROVIDERS_LABEL}
      breadcrumbs={[
        { label: 'Home', to: appPaths.home() },
        { label: 'Portfolio', to: appPaths.portfolio() },
        { label: OTHER_PROVIDERS_LABEL },
      ]}
      aside={
        <ExportButton
          title="Export properties"
          defaultFileName="other-service-providers"
          onExport={(fileName) => exportIntegratedPortfolio(query, fileName)}
          disabled={list.data?.total === 0}
        />
      }
      controls={
        <>
          <ListSearch value={filters.query} onSearch={(next) => change({ query: next })} />
          <PropertyManagerFilter
            value={filters.propertyManagerId}
            onChange={(propertyManagerId) => change({ propertyManagerId })}
            managers={managers.data}
            loading={managers.isPending}
          />
          <ProviderFilter
            value={filters.providedBy}
            providers={providers.data}
            onChange={(providedBy) => change({ providedBy })}
          />
          <Group gap="xs">
            <OtherProvidersFilters filters={filters} state={state} onChange={change} />
            <SavedViewsMenu list="other-providers" />
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
              from={(filters.page - 1) * INTEGRATED_PAGE_SIZE + 1}
              singular="property"
              plural={PLURAL}
            />
          ) : null}
          <FilterChips
            chips={chipsOf(filters, managers.data, providers.data, change)}
            onReset={reset}
          />
        </Group>
        {body}
      </Stack>
    </PageLayout>
  );
}
