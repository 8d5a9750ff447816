import { Group, Stack } from '@mantine/core';
import { type TUpdateSummaryItem } from '@portal/contracts';
import { useState } from 'react';
import { ActiveFilters } from '../../../components/active-filters';
import { useBulkSelection } from '../../../components/bulk/bulk-selection';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportButton } from '../../../components/export-button';
import { ListSearch } from '../../../components/list-search';
import { ListSummary } from '../../../components/list-summary';
import { PageLayout } from '../../../components/page-layout';
import { PagedList } from '../../../components/paged-list';
import { PropertyFiltersMenu } from '../../../components/property-filters-menu';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { PropertySortMenu } from '../../../components/sort-menu';
import { usePropertySort } from '../../../lib/list-sort';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { appPaths } from '../../../lib/paths';
import { facetsOf, hasActiveFilters } from '../../../lib/property-filters';
import { usePropertyFilters } from '../../../lib/use-property-filters';
import { confirmDetailsOfProperties } from '../api/bulk-confirm-details';
import { useConfirmPropertyDetails } from '../api/confirm-property-details';
import { exportUpdateSummary } from '../api/export-update-summary';
import { UPDATES_PAGE_SIZE, useUpdateSummary } from '../api/get-update-summary';
import { usePropertyManagers } from '../../../lib/property-managers';
import { ConfirmDetails } from './confirm-details';
import { OverdueProperties } from './overdue-properties';
import { UpdatesCards, UpdatesTable } from './updates-list';
import { SavedViewsMenu } from '../../saved-views';

const PLURAL = 'properties';
const TITLE = 'Required updates';

/** /action-required/update: the properties waiting for details from the agency. */
export function RequiredUpdates() {
  const { filters, context, change, setPage, reset } = usePropertyFilters();
  const managers = usePropertyManagers();
  const { sort, setSort } = usePropertySort();
  const query = {
    query: filters.query,
    services: filters.services,
    serviceExclusivity: filters.serviceExclusivity,
    facets: facetsOf(filters),
    propertyManagerId: filters.propertyManagerId,
  };
  const list = useUpdateSummary({
    page: filters.page,
    pageSize: UPDATES_PAGE_SIZE,
    sort,
    ...query,
  });
  const filtered = hasActiveFilters(filters);
  const bulk = useBulkSelection({
    listId: 'required-updates',
    items: list.data?.items,
    itemKey: (item) => item.compliancePropertyId,
    itemLabel: (item) => `${item.addressLine1}, ${item.addressLine2}`,
    actions: [confirmDetailsOfProperties],
  });

  const [confirming, setConfirming] = useState<TUpdateSummaryItem | null>(null);
  const confirm = useConfirmPropertyDetails({
    onSuccess: () => {
      showSuccessToast('Property details confirmed', confirming?.addressLine1);
      setConfirming(null);
    },
  });
  const submitConfirm = () => {
    if (!confirming) return;
    confirm.mutate(confirming.compliancePropertyId, {
      onError: (error) => showErrorToast('Failed to confirm property details', error),
    });
  };

  const body = (
    <PagedList
      list={list}
      page={filters.page}
      pageSize={UPDATES_PAGE_SIZE}
      setPage={setPage}
      errorTitle="The required updates could not be loaded"
      loadingLabel="Loading required updates"
      skeleton={{ columns: 6 }}
      plural={PLURAL}
      filtered={filtered}
      onClearFilters={reset}
      pagesLabel="Required updates pages"
      table={(items) => (
        <UpdatesTable
          items={items}
          onConfirm={setConfirming}
          sort={sort}
          onSort={setSort}
          bulk={bulk}
        />
      )}
      cards={(items) => <UpdatesCards items={items} onConfirm={setConfirming} bulk={bulk} />}
      sortMenu={<PropertySortMenu sort={sort} onSort={setSort} />}
    />
  );

  return (
    <PageLayout
      title={TITLE}
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: TITLE }]}
      aside={
        <ExportButton
          title="Export required updates"
          defaultFileName="required-updates"
          onExport={(fileName) => exportUpdateSummary(query, fileName)}
          disabled={list.data?.total === 0}
        />
      }
      controls={
        <>
          <ListSearch
            value={filters.query}
            onSearch={(next) => change({ query: next })}
            placeholder="Search required updates"
          />
          <PropertyManagerFilter
            value={filters.propertyManagerId}
            onChange={(propertyManagerId) => change({ propertyManagerId })}
            managers={managers.data}
            loading={managers.isPending}
          />
          <Group gap="xs">
            <PropertyFiltersMenu filters={filters} context={context} onChange={change} />
            <SavedViewsMenu list="required-updates" />
          </Group>
        </>
      }
    >
      <Stack gap="sm">
        <OverdueProperties />
        <Group justify="space-between" align="center" gap="sm" mih={28}>
          {list.data && list.data.items.length > 0 ? (
            <ListSummary
              shown={list.data.items.length}
              total={list.data.total}
              from={(filters.page - 1) * UPDATES_PAGE_SIZE + 1}
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
        {bulk.panel}
        {body}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={submitConfirm}
        loading={confirm.isPending}
        title="Confirm property details"
        confirmLabel="Confirm details"
      >
        {confirming ? <ConfirmDetails item={confirming} /> : null}
      </ConfirmDialog>
    </PageLayout>
  );
}
