import { Box, Button, Group, Stack } from '@mantine/core';
import {
  complianceFilterLabels,
  emptyListText,
  serviceLabels,
  totalPages,
  type TIntegratedPortfolioManager,
  type TServiceProvider,
} from '@portal/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
import { FilterChips, type FilterChip } from '../../../components/filter-chips';
import { ListSearch } from '../../../components/list-search';
import { ListSkeleton } from '../../../components/list-skeleton';
import { ListSummary } from '../../../components/list-summary';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { Paginator } from '../../../components/paginator';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
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
import classes from './portfolio.module.css';

const PLURAL = 'properties';
const TABLE_FROM = 'lg';
const LOADING = 'Loading properties';

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
    ...query,
  });
  const filtered = hasOtherProvidersFilters(filters);

  const data = list.isPlaceholderData ? undefined : list.data;
  const pages = data ? totalPages(data.total, INTEGRATED_PAGE_SIZE) : undefined;
  const pastTheEnd = pages !== undefined && filters.page > pages;
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
        title="The other service providers' portfolio could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data || pastTheEnd) {
    body = (
      <>
        <Box visibleFrom={TABLE_FROM}>
          <ListSkeleton variant="table" columns={7} lines={2} label={LOADING} />
        </Box>
        <Box hiddenFrom={TABLE_FROM}>
          <ListSkeleton variant="cards" label={LOADING} />
        </Box>
      </>
    );
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
            <OtherProvidersTable items={items} />
          </Box>
          <Box hiddenFrom={TABLE_FROM}>
            <OtherProvidersCards items={items} />
          </Box>
        </Box>
        <Group justify="center">
          <Paginator
            page={filters.page}
            totalPages={totalPages(total, INTEGRATED_PAGE_SIZE)}
            onChange={changePage}
            label="Portfolio pages"
          />
        </Group>
      </Stack>
    );
  }

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
