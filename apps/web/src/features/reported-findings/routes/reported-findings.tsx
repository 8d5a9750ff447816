import { Chip, Group, Stack } from '@mantine/core';
import {
  formatNumber,
  isExperimentOn,
  REPORTED_FINDING_FACETS,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingFacetLabels,
  type TPropertyManager,
  type TReportedFindingFacet,
} from '@portal/contracts';
import { propertyFilterChips } from '../../../components/active-filters';
import { ErrorPage } from '../../../components/error-page';
import { FilterChips } from '../../../components/filter-chips';
import { ListSearch } from '../../../components/list-search';
import { ListSummary } from '../../../components/list-summary';
import { PageLayout } from '../../../components/page-layout';
import { PagedList } from '../../../components/paged-list';
import { FilterPopover, ServicesFilter } from '../../../components/property-filters-menu';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { appPaths } from '../../../lib/paths';
import { usePropertyManagers } from '../../../lib/property-managers';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { REPORTED_FINDINGS_PAGE_SIZE, useReportedFindings } from '../api/reported-findings-api';
import { CategoryFilter } from '../components/category-filter';
import { ReportedFindingsCards, ReportedFindingsTable } from '../components/reported-findings-list';
import { ResolveFindingsHost } from '../wizard/resolve-findings-button';
import {
  asPropertyFilters,
  hasFindingsFilters,
  useFindingsFilters,
  type FindingsFilters,
  type FindingsFilterChange,
} from './findings-filters';
import { SavedViewsMenu } from '../../saved-views';

const TITLE = 'Reported findings';

/** 'n reported finding(s)'. */
const countOf = (total: number) => `${formatNumber(total)} ${total === 1 ? M.entity : M.entities}`;

/** What narrows the list, each removable: the search, the manager, services and categories. */
function chipsOf(
  filters: FindingsFilters,
  managers: readonly TPropertyManager[] | undefined,
  change: (patch: FindingsFilterChange) => void,
) {
  const chips = propertyFilterChips(asPropertyFilters(filters), managers).map((chip) => ({
    key: chip.key,
    label: chip.label,
    onRemove: () => change(chip.remove),
  }));
  for (const name of filters.categories) {
    chips.push({
      key: `category-${name}`,
      label: `Category: ${name}`,
      onRemove: () => change({ categories: filters.categories.filter((other) => other !== name) }),
    });
  }
  return chips;
}

function ReportedFindingsList() {
  const { filters, context, change, setPage, reset } = useFindingsFilters();
  const managers = usePropertyManagers();
  const list = useReportedFindings({
    page: filters.page,
    query: filters.query,
    facets: filters.facets,
    services: filters.services,
    serviceExclusivity: filters.serviceExclusivity,
    propertyManagerId: filters.propertyManagerId,
    categories: filters.categories,
  });
  const total = list.data && !list.isPlaceholderData ? list.data.total : undefined;

  return (
    <PageLayout
      title={total === undefined ? TITLE : countOf(total)}
      documentTitle={TITLE}
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: TITLE }]}
      description="Problems found during a service: resolve them by a quote, a third party, or by informing the provider."
      controls={
        <>
          <ListSearch
            value={filters.query}
            onSearch={(next) => change({ query: next })}
            placeholder="Search reported findings"
          />
          <PropertyManagerFilter
            value={filters.propertyManagerId}
            onChange={(propertyManagerId) => change({ propertyManagerId })}
            managers={managers.data}
            loading={managers.isPending}
          />
          <Group gap="xs">
            <FilterPopover label="Services" count={filters.services.length}>
              <ServicesFilter filters={filters} context={context} onChange={change} />
            </FilterPopover>
            <CategoryFilter
              value={filters.categories}
              onChange={(categories) => change({ categories })}
            />
          </Group>
          <Chip.Group
            multiple
            value={filters.facets}
            onChange={(values) =>
              change({ facets: REPORTED_FINDING_FACETS.filter((facet) => values.includes(facet)) })
            }
          >
            <Group gap="xs" role="group" aria-label="Compliance">
              {REPORTED_FINDING_FACETS.map((facet: TReportedFindingFacet) => (
                <Chip key={facet} value={facet} size="sm">
                  {reportedFindingFacetLabels[facet]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <SavedViewsMenu list="reported-findings" />
        </>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" mih={28}>
          {list.data && list.data.items.length > 0 ? (
            <ListSummary
              shown={list.data.items.length}
              total={list.data.total}
              from={(filters.page - 1) * REPORTED_FINDINGS_PAGE_SIZE + 1}
              singular={M.entity}
              plural={M.entities}
            />
          ) : null}
          <FilterChips chips={chipsOf(filters, managers.data, change)} onReset={reset} />
        </Group>
        <ResolveFindingsHost>
          <PagedList
            list={list}
            page={filters.page}
            pageSize={REPORTED_FINDINGS_PAGE_SIZE}
            setPage={setPage}
            errorTitle="Reported findings could not be loaded"
            loadingLabel="Loading reported findings"
            skeleton={{ columns: 6, lines: 2 }}
            plural={M.entities}
            filtered={hasFindingsFilters(filters)}
            onClearFilters={reset}
            pagesLabel="Reported findings pages"
            table={(items) => <ReportedFindingsTable items={items} />}
            cards={(items) => <ReportedFindingsCards items={items} />}
          />
        </ResolveFindingsHost>
      </Stack>
    </PageLayout>
  );
}

/**
 * /action-required/reported-findings (ProblemRegister only; otherwise the error page): one row
 * per property and service with open findings, those impacting compliance first. The search,
 * the facets, the services, the categories and the property manager live in the URL (the
 * heading counts what they leave); each row's Resolve opens the resolution wizard.
 */
export default function ReportedFindingsPage() {
  const { experiments } = useSignedIn();
  if (!isExperimentOn(experiments, 'ProblemRegister')) return <ErrorPage />;
  return <ReportedFindingsList />;
}
