import { Group, Stack } from '@mantine/core';
import { isExperimentOn } from '@portal/contracts';
import { ActiveFilters } from '../../../components/active-filters';
import { ListSearch } from '../../../components/list-search';
import { ListSummary } from '../../../components/list-summary';
import { PageLayout } from '../../../components/page-layout';
import { PagedList } from '../../../components/paged-list';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { appPaths } from '../../../lib/paths';
import { facetsOf, hasActiveFilters } from '../../../lib/property-filters';
import { usePropertyManagers } from '../../../lib/property-managers';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePropertyFilters } from '../../../lib/use-property-filters';
import { usePortalConfig } from '../../meta';
import { ACCESS_ISSUES_PAGE_SIZE, useAccessIssues } from '../api/get-access-issues';
import { AccessIssuesCards, AccessIssuesTable } from '../components/access-issues-list';
import { SavedViewsMenu } from '../../saved-views';

const TITLE = 'Access issues';
const PLURAL = 'properties';

/**
 * /action-required/access-issues: the properties whose services cannot be done because the
 * provider could not get in, suspended first, then the longest unresolved. The search, the
 * property manager and the portfolio's facets (from the dashboard's links) live in the URL.
 * With the AgencyEntryMethod experiment on, each row shows its blocked entry methods and what
 * unblocks them instead of its problems.
 */
export default function AccessIssuesPage() {
  const { filters, change, setPage, reset } = usePropertyFilters();
  // Services are not a filter of this list: a service in the URL is neither sent nor shown.
  const own = { ...filters, services: [] };
  const managers = usePropertyManagers();
  const providerShortName = usePortalConfig().data?.provider.shortName ?? 'us';
  const entryMethods = isExperimentOn(useSignedIn().experiments, 'AgencyEntryMethod');
  const list = useAccessIssues({
    page: filters.page,
    query: filters.query,
    facets: facetsOf(filters),
    propertyManagerId: filters.propertyManagerId,
  });

  return (
    <PageLayout
      title={TITLE}
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: TITLE }]}
      description={
        entryMethods
          ? 'Properties whose services could not be done because the technician could not get in: the entry methods blocked at each, and what unblocks them.'
          : 'Properties whose services could not be done because the technician could not get in.'
      }
      controls={
        <>
          <ListSearch
            value={filters.query}
            onSearch={(next) => change({ query: next })}
            placeholder="Search access issues"
          />
          <PropertyManagerFilter
            value={filters.propertyManagerId}
            onChange={(propertyManagerId) => change({ propertyManagerId })}
            managers={managers.data}
            loading={managers.isPending}
          />
          <SavedViewsMenu list="access-issues" />
        </>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" mih={28}>
          {list.data && list.data.items.length > 0 ? (
            <ListSummary
              shown={list.data.items.length}
              total={list.data.total}
              from={(filters.page - 1) * ACCESS_ISSUES_PAGE_SIZE + 1}
              singular="property"
              plural={PLURAL}
            />
          ) : null}
          <ActiveFilters
            filters={own}
            propertyManagers={managers.data}
            onChange={change}
            onReset={reset}
          />
        </Group>
        <PagedList
          list={list}
          page={filters.page}
          pageSize={ACCESS_ISSUES_PAGE_SIZE}
          setPage={setPage}
          errorTitle="Access issues could not be loaded"
          loadingLabel="Loading access issues"
          skeleton={{ columns: 5 }}
          plural={PLURAL}
          filtered={hasActiveFilters(own)}
          onClearFilters={reset}
          pagesLabel="Access issues pages"
          table={(items) => (
            <AccessIssuesTable
              items={items}
              providerShortName={providerShortName}
              entryMethods={entryMethods}
            />
          )}
          cards={(items) => (
            <AccessIssuesCards
              items={items}
              providerShortName={providerShortName}
              entryMethods={entryMethods}
            />
          )}
        />
      </Stack>
    </PageLayout>
  );
}
