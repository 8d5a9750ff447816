import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { emptyListText, totalPages, type TUpdateSummaryItem } from '@portal/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ActiveFilters } from '../../../components/active-filters';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
import { ListSearch } from '../../../components/list-search';
import { ListSkeleton } from '../../../components/list-skeleton';
import { ListSummary } from '../../../components/list-summary';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { Paginator } from '../../../components/paginator';
import { PropertyFiltersMenu } from '../../../components/property-filters-menu';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { appPaths } from '../../../lib/paths';
import { facetsOf, hasActiveFilters } from '../../../lib/property-filters';
import { usePropertyFilters } from '../../../lib/use-property-filters';
import { useConfirmPropertyDetails } from '../api/confirm-property-details';
import { exportUpdateSummary } from '../api/export-update-summary';
import { UPDATES_PAGE_SIZE, useUpdateSummary } from '../api/get-update-summary';
import { usePropertyManagers } from '../../../lib/property-managers';
import { OverdueProperties } from './overdue-properties';
import { UpdatesCards, UpdatesTable } from './updates-list';
import classes from './updates.module.css';

const PLURAL = 'properties';
const TITLE = 'Required updates';
const TABLE_FROM = 'lg';
const LOADING = 'Loading required updates';

/** /action-required/update: the properties waiting for details from the agency. */
export function RequiredUpdates() {
  const { filters, context, change, setPage, reset } = usePropertyFilters();
  const managers = usePropertyManagers();
  const query = {
    query: filters.query,
    services: filters.services,
    serviceExclusivity: filters.serviceExclusivity,
    facets: facetsOf(filters),
    propertyManagerId: filters.propertyManagerId,
  };
  const list = useUpdateSummary({ page: filters.page, pageSize: UPDATES_PAGE_SIZE, ...query });
  const filtered = hasActiveFilters(filters);

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

  const data = list.isPlaceholderData ? undefined : list.data;
  const pages = data ? totalPages(data.total, UPDATES_PAGE_SIZE) : undefined;
  const pastTheEnd = pages !== undefined && filters.page > pages;
  // A page past the end (a bookmark, or the last row of the last page confirmed) becomes the last.
  useEffect(() => {
    if (pastTheEnd && pages !== undefined && pages > 0) setPage(pages, { replace: true });
  }, [pastTheEnd, pages, setPage]);

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  let body;
  if (list.isError && !list.data) {
    body = (
      <LoadError
        title="The required updates could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data || (pastTheEnd && pages > 0)) {
    body = (
      <>
        <Box visibleFrom={TABLE_FROM}>
          <ListSkeleton variant="table" columns={6} label={LOADING} />
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
            <UpdatesTable items={items} onConfirm={setConfirming} />
          </Box>
          <Box hiddenFrom={TABLE_FROM}>
            <UpdatesCards items={items} onConfirm={setConfirming} />
          </Box>
        </Box>
        <Group justify="center">
          <Paginator
            page={filters.page}
            totalPages={totalPages(total, UPDATES_PAGE_SIZE)}
            onChange={changePage}
            label="Required updates pages"
          />
        </Group>
      </Stack>
    );
  }

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
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={submitConfirm}
        loading={confirm.isPending}
        title="Confirm property details"
        confirmLabel="Confirm details"
      >
        <Text fz="sm">
          Confirm that the details of{' '}
          <Text component="span" fw={600} fz="sm">
            {confirming ? `${confirming.addressLine1}, ${confirming.addressLine2}` : ''}
          </Text>{' '}
          are up to date? It will leave the required updates list.
        </Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
